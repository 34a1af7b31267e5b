/**
 * The password asked again before the data export (issue 31; decision 0048). A session signed in more
 * than 15 minutes ago gets 403 with the code REAUTH_REQUIRED: that first answer is played here (a test
 * cannot age a session of the running server); the dialog, the password check and the export after it are
 * the real server's.
 */
import { expect, test } from './fixtures';
import { mailedToken } from './support/mail';

const TIMEOUT = { timeout: 20_000 };
const REAUTH_REPLY = {
  status: 403,
  contentType: 'application/json',
  body: JSON.stringify({
    message: 'Bitte bestätigen Sie diese Aktion mit Ihrem Passwort.',
    code: 'REAUTH_REQUIRED',
  }),
};

test('an old sign-in: the export asks for the password, refuses a wrong one, then exports', async ({
  signedInPage: page,
  user,
}) => {
  let refused = 0;
  await page.route('**/api/account/export', async (route) => {
    if (route.request().method() === 'POST' && refused === 0) {
      refused += 1;
      await route.fulfill(REAUTH_REPLY);
      return;
    }
    await route.continue();
  });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Daten', exact: true }).click(TIMEOUT);
  await page.getByRole('button', { name: 'Daten exportieren' }).click();

  const dialog = page.getByRole('dialog', { name: 'Passwort bestätigen' });
  await expect(dialog).toBeVisible(TIMEOUT);
  // Nothing is promised while the password is asked.
  await expect(page.getByText('Datenexport wird vorbereitet.', { exact: false })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Passwort' }).fill('falsch-123');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog.getByText('Das Passwort ist falsch.')).toBeVisible(TIMEOUT);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('textbox', { name: 'Passwort' }).fill(user.password);
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wurzelwerk-export-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Datenexport wird vorbereitet. Sie erhalten eine E-Mail mit dem Download-Link.'),
  ).toBeVisible();
  expect(refused).toBe(1);
  expect(await mailedToken(page.request, user.email, 'Ihr Datenexport ist bereit')).toMatch(/^[\w-]{20,}$/);
});

test('cancelled: no export, no mail, the button works again', async ({ signedInPage: page }) => {
  await page.route('**/api/account/export', (route) => route.fulfill(REAUTH_REPLY));
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Daten', exact: true }).click(TIMEOUT);
  const button = page.getByRole('button', { name: 'Daten exportieren' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Passwort bestätigen' });
  await expect(dialog).toBeVisible(TIMEOUT);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeEnabled();
  await expect(page.getByText('Datenexport wird vorbereitet.', { exact: false })).toHaveCount(0);
});
