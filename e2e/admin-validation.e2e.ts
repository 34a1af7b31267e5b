/**
 * The console's forms refuse in the operator's language (issue 36, decision 0080): an empty save names
 * each field with a plain sentence, a wrong slug says what a slug is, a stream ending before its start is
 * refused — never zod's words or a regular expression; a new record's slug follows its German title.
 */
import { expect, test } from './fixtures';
import { openConsole } from './support/console';
import { dialog } from './support/marketplace';

const ZOD_OR_REGEX = /Invalid|Too small|Too big|expected string|must match|pattern|\/\^|\[a-z0-9\]/;

test.describe.configure({ timeout: 120_000 });

test('news and streams: empty and wrong saves are refused in plain German; the slug follows the title', async ({
  browser,
  baseURL,
}) => {
  const page = await openConsole(browser, baseURL, '/admin/news');
  await page.getByRole('button', { name: 'Neue Nachricht' }).click();
  let form = dialog(page);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Titel (Deutsch): Diese Angabe fehlt.')).toBeVisible();
  await expect(form.getByText('Text (Englisch): Diese Angabe fehlt.')).toBeVisible();
  await expect(form).not.toContainText(ZOD_OR_REGEX);

  await form.getByLabel('Titel (Deutsch)').fill('Bäume für Kühe');
  await expect(form.getByLabel('Kennung')).toHaveValue('baeume-fuer-kuehe');
  await form.getByLabel('Kennung').fill('Mit Leerzeichen');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText(/^Kennung: Bitte geben Sie eine Kennung aus Kleinbuchstaben/)).toBeVisible();
  await expect(form).not.toContainText(ZOD_OR_REGEX);
  await form.getByRole('button', { name: 'Abbrechen' }).click();

  await page
    .getByRole('navigation', { name: 'Bereiche der Konsole' })
    .getByRole('link', { name: 'Livestreams' })
    .click();
  await page.getByRole('button', { name: 'Livestream planen' }).click();
  form = dialog(page);
  await form.getByLabel('Titel (Deutsch)').fill('Eichen am Abend');
  await form.getByLabel('Titel (Englisch)').fill('Oaks at dusk');
  await form.getByLabel('Ort', { exact: true }).fill('Spessart');
  await form.getByLabel('Beginn', { exact: true }).fill('2030-05-01T18:00');
  await form.getByLabel(/^Ende/).fill('2030-05-01T17:00');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Ende: Das Ende muss nach dem Beginn liegen.')).toBeVisible();
  await expect(form).not.toContainText(ZOD_OR_REGEX);
});
