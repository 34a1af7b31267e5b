/**
 * Issuers and offer terms (issue 33): an operator creates an issuer (a wrong IBAN is refused with the
 * reason), makes a project of it with its own terms, and the asset page and the investment dialog's
 * summary show the issuer and the terms;
 * the issuers' page, its dialog and the asset page are axe-clean in light and dark. Runs in the `console`
 * project (playwright.config.ts): a new project changes the catalogue the other specs count on.
 */
import { expect, openWith, seriousViolations, test, toast } from './fixtures';
import { expectDialogAxeCleanAndEscapable, openConsole, PNG } from './support/console';
import { dialog } from './support/marketplace';

const SLOW = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

test('an operator creates an issuer and a project of it; the asset page shows the issuer and the terms', async ({
  browser,
  baseURL,
  signedInPage: investor,
}) => {
  const page = await openConsole(browser, baseURL, '/admin/issuers');
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const issuer = `Spessart-Eichen ${id}`;
  const project = `Eichenwald ${id}`;

  await page.getByRole('button', { name: 'Neuer Emittent' }).click();
  let form = dialog(page);
  await form.getByLabel('Name', { exact: true }).fill(issuer);
  await form.getByLabel('Rechtsform').fill('GmbH');
  await form.getByLabel('Straße und Hausnummer').fill('Waldweg 5');
  await form.getByLabel('Postleitzahl').fill('63739');
  await form.getByLabel('Ort', { exact: true }).fill('Aschaffenburg');
  await form.getByLabel('Registergericht').fill('Amtsgericht Aschaffenburg');
  await form.getByLabel('Registernummer').fill('HRB 000099');
  // A digit off: the check digits do not match, and the server says so.
  await form.getByLabel('IBAN').fill('DE62 0000 0000 1000 0000 01');
  await form.getByLabel('BIC').fill('WURZDEX1XXX');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Nicht gespeichert')).toContainText('Prüfziffern der IBAN', SLOW);
  await form.getByLabel('IBAN').fill('DE61 0000 0000 1000 0000 01');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Der Emittent ist gespeichert.')).toBeVisible(SLOW);
  await expect(dialog(page)).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: issuer });
  await expect(row).toContainText('DE61000000001000000001');
  await expect(row).toContainText('Amtsgericht Aschaffenburg, HRB 000099');

  await page
    .getByRole('navigation', { name: 'Bereiche der Konsole' })
    .getByRole('link', { name: 'Projekte' })
    .click();
  await page.getByRole('button', { name: 'Neues Projekt' }).click();
  form = dialog(page);
  await form.getByLabel('Kennung').fill(`eichenwald-${id}`);
  await form.getByLabel('Name (Deutsch)').fill(project);
  await form.getByLabel('Name (Englisch)').fill(`Oak forest ${id}`);
  await form.getByLabel('Beschreibung (Deutsch)').fill('Traubeneichen im Spessart.');
  await form.getByLabel('Beschreibung (Englisch)').fill('Sessile oaks in the Spessart.');
  await form.getByLabel('Erwartete Rendite').fill('5');
  await form.getByLabel('CO₂ pro Jahr').fill('0,5');
  await form.getByLabel('Ort', { exact: true }).fill('Lohr am Main, Bayern');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'eiche.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText(/Aktuelles Bild: uploads\//)).toBeVisible(SLOW);
  await form.getByRole('combobox', { name: 'Emittent' }).click();
  await page.getByRole('option', { name: `${issuer} GmbH, Aschaffenburg` }).click();
  await form.getByLabel('Laufzeit (Monate)').fill('24');
  await form.getByRole('combobox', { name: 'Rückzahlung' }).click();
  await page.getByRole('option', { name: /^Annuität/ }).click();
  await form.getByRole('combobox', { name: 'Zahlungsweise' }).click();
  await page.getByRole('option', { name: 'Monatlich' }).click();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Das Projekt ist gespeichert.')).toBeVisible(SLOW);

  const projects: { id: number; name: string }[] = await (
    await page.request.get('/api/admin/asset-types')
  ).json();
  const created = projects.find((one) => one.name === project);
  expect(created).toBeDefined();
  await page.context().close();

  for (const scheme of ['light', 'dark'] as const) {
    await openWith(investor, `/marketplace/${created?.id}`, 'de', scheme);
    const offer = investor.getByRole('region', { name: 'Emittent und Angebotsbedingungen' });
    await expect(offer).toContainText(`${issuer} GmbH`, SLOW);
    await expect(offer).toContainText('Aschaffenburg');
    await expect(offer).toContainText('Amtsgericht Aschaffenburg, HRB 000099');
    await expect(offer).toContainText('24 Monate');
    await expect(offer).toContainText(/5\s%\sp\. a\./);
    await expect(offer).toContainText('Annuität (gleichbleibende Raten)');
    await expect(offer).toContainText('Monatlich');
    await expect(offer).toContainText('14 Tage nach Bestätigung');
    expect(await seriousViolations(investor), `asset page, ${scheme}`).toEqual([]);
  }

  // The dialog's projection runs over the offer's term; its summary names the issuer and the terms.
  await investor.getByRole('button', { name: 'Jetzt investieren' }).click();
  await expect(dialog(investor)).toContainText('24 Monate');
  await dialog(investor).getByRole('button', { name: 'Weiter' }).click();
  await dialog(investor).getByRole('button', { name: 'Weiter' }).click();
  const summary = dialog(investor).getByRole('table').first();
  await expect(summary).toContainText(`${issuer} GmbH, Aschaffenburg`, SLOW);
  await expect(summary).toContainText('24 Monate');
  await expect(summary).toContainText('Annuität (gleichbleibende Raten)');
  await expect(summary).toContainText('14 Tage nach Bestätigung');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the issuers' page and its dialog are axe-clean (${scheme})`, async ({ browser, baseURL }) => {
    const page = await openConsole(browser, baseURL, '/admin/issuers', scheme);
    await expect(page.getByRole('heading', { level: 2, name: 'Emittenten' })).toBeVisible(SLOW);
    await expect(page.getByRole('row').filter({ hasText: 'Muster-Bürgerenergie' })).toBeVisible(SLOW);
    expect(await seriousViolations(page), 'issuers').toEqual([]);
    await expectDialogAxeCleanAndEscapable(page, 'Neuer Emittent', 'issuer dialog');
    await page.context().close();
  });
}
