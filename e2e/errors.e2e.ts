/**
 * Issue 15: a failed call is told in the page's language. Our server's messages come in the reader's
 * language; a lost connection, which has no message of ours, shows the generic text — never the browser's
 * own "Failed to fetch" — in alerts and in toasts alike.
 */
import { expect, openWith, test, toast } from './fixtures';

const TIMEOUT = { timeout: 20_000 };
const LOST = 'Failed to fetch';

test('German: the password form and a settings switch without a connection', async ({
  signedInPage: page,
  user,
}) => {
  await page.goto('/settings');
  await page.route('**/trpc/auth.changePassword**', (route) => route.abort());
  await page.getByLabel('Aktuelles Passwort').fill(user.password, TIMEOUT);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('ganz-neu-456');
  await page.getByLabel('Neues Passwort bestätigen').fill('ganz-neu-456');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Es ist ein Fehler aufgetreten' })).toBeVisible(
    TIMEOUT,
  );

  await page.route('**/trpc/account.updateSettings**', (route) => route.abort());
  await page.getByRole('tab', { name: 'Benachrichtigungen' }).click();
  await page.getByRole('switch', { name: 'Marketing' }).click();
  await expect(toast(page, 'Speichern fehlgeschlagen')).toContainText(
    'Es ist ein Fehler aufgetreten',
    TIMEOUT,
  );
  await expect(page.getByText(LOST)).toHaveCount(0);
});

test('English: signing out without a connection', async ({ signedInPage: page }) => {
  await openWith(page, '/dashboard', 'en');
  await page.route('**/trpc/auth.logout**', (route) => route.abort());
  await page.getByRole('button', { name: 'User menu' }).click(TIMEOUT);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(toast(page, 'Sign-out failed')).toContainText('An error occurred', TIMEOUT);
  await expect(page.getByText(LOST)).toHaveCount(0);
});
