/**
 * Issue 31 in the browser: the profile shows a pending e-mail change (the new address, until when) and
 * cancels it; the cancel link of the notice to the old address opens a page that changes nothing until
 * its button is pressed, signed out; a registration with one of the most common passwords is refused.
 */
import { expect, seriousViolations, test, toast } from './fixtures';
import { mailedToken } from './support/mail';

const TIMEOUT = { timeout: 20_000 };
const PENDING = 'E-Mail-Änderung wartet auf Bestätigung';

test('a pending e-mail change: shown on the profile, cancelled by the old address’s link, signed out', async ({
  signedInPage: page,
  user,
  browser,
  baseURL,
}) => {
  const askForNewAddress = async (address: string) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Profil bearbeiten' }).click(TIMEOUT);
    await page.getByLabel('E-Mail').fill(address);
    await page.getByLabel('Aktuelles Passwort').fill(user.password);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Profil gespeichert')).toBeVisible(TIMEOUT);
  };
  const address = `neu.${user.email}`;
  await askForNewAddress(address);
  const pending = page.getByRole('alert').filter({ hasText: PENDING });
  await expect(pending).toContainText(address, TIMEOUT);
  await expect(pending).toContainText('gültig bis');
  expect(await seriousViolations(page)).toEqual([]);

  // The notice to the old address: its link opens a page; opening it cancels nothing.
  const cancelToken = await mailedToken(page.request, user.email, 'Ihre E-Mail-Adresse soll geändert werden');
  const context = await browser.newContext({ baseURL });
  const signedOut = await context.newPage();
  await signedOut.goto(`/email-change/cancel?token=${cancelToken}`);
  await expect(signedOut.getByRole('heading', { level: 1, name: 'E-Mail-Änderung abbrechen' })).toBeVisible(
    TIMEOUT,
  );
  expect(await seriousViolations(signedOut)).toEqual([]);
  const profile = async () =>
    (await (await page.request.get('/api/profile')).json()) as { pendingEmail: string };
  expect((await profile()).pendingEmail).toBe(address);
  await signedOut.getByRole('button', { name: 'Änderung abbrechen' }).click();
  await expect(signedOut.getByRole('status')).toContainText('Die Änderung ist abgebrochen.', TIMEOUT);
  expect((await profile()).pendingEmail).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(TIMEOUT);
  await expect(page.getByText(PENDING)).toHaveCount(0);
  // Used, the link says so.
  await signedOut.reload();
  await signedOut.getByRole('button', { name: 'Änderung abbrechen' }).click(TIMEOUT);
  await expect(signedOut.getByRole('alert')).toContainText(
    'Dieser Link ist ungültig oder abgelaufen',
    TIMEOUT,
  );
  await context.close();

  // The profile's own button.
  await askForNewAddress(`zwei.${user.email}`);
  await pending.getByRole('button', { name: 'Änderung abbrechen' }).click(TIMEOUT);
  await expect(toast(page, 'Änderung abgebrochen')).toBeVisible(TIMEOUT);
  await expect(page.getByText(PENDING)).toHaveCount(0);
  expect((await profile()).pendingEmail).toBeNull();
});

test('a registration with one of the most common passwords is refused with a clear message', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Vorname').fill('Petra', TIMEOUT);
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByLabel('Benutzername').fill(`petra_${Date.now().toString(36)}`);
  await page.getByLabel('E-Mail').fill(`petra.${Date.now().toString(36)}@example.org`);
  await page.getByLabel('Passwort', { exact: true }).fill('passwort1');
  await page.getByLabel('Passwort bestätigen').fill('passwort1');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Dieses Passwort ist zu verbreitet').first()).toBeVisible(TIMEOUT);
  await expect(page).toHaveURL('/register');
});
