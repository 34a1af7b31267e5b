import type { Page } from '@playwright/test';
// The root package does not depend on the workspace packages; the constant is imported by path.
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { expect, newUserData, type TestUser, test, toast } from './fixtures';
import { holdRequests } from './support/network';
import { watchForFlashes } from './support/pages';

async function fillRegistration(page: Page, user: TestUser, confirmPassword = user.password) {
  await page.getByLabel('Vorname').fill(user.firstName);
  await page.getByLabel('Nachname').fill(user.lastName);
  await page.getByLabel('Benutzername').fill(user.username);
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByLabel('Passwort bestätigen').fill(confirmPassword);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
}

test('register, land on the dashboard, sign out and sign in again', async ({ page }) => {
  const user = newUserData('Greta');
  const flashes = await watchForFlashes(page);

  await page.goto('/register');
  await fillRegistration(page, user);
  const registerRequest = page.waitForRequest(/\/trpc\/auth\.register/);
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();

  // confirmPassword is checked in the browser and never sent.
  const body = (await registerRequest).postData() ?? '';
  expect(body).toContain(user.email);
  expect(body).not.toContain('confirmPassword');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Greta!' })).toBeVisible();
  await expect(toast(page, 'Willkommen bei Wurzelwerk!')).toContainText(
    'Dein Konto wurde erfolgreich erstellt.',
  );
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(await flashes()).toEqual([]);

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Wurzelwerk' })).toBeVisible();
  // The session is gone on the server too.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();

  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Greta!' })).toBeVisible();
  await expect(toast(page, 'Willkommen zurück!')).toContainText('Du wurdest erfolgreich angemeldet.');
  expect(await flashes()).toEqual([]);
});

test('the sign-in form fetches its checks when first used: at once on submit, nothing sent that fails them (decision 0114)', async ({
  page,
}) => {
  const schemas: string[] = [];
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(zod|auth-schemas|schemas)-[\w-]+\.js$/.test(request.url())) schemas.push(request.url());
    if (/\/trpc\/auth\.login/.test(request.url())) signIns.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(schemas).toEqual([]);

  // Submitted before any field was focused: the form waits for its checks, which refuse it.
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Gültige E-Mail-Adresse eingeben')).toBeVisible();
  await expect(page.getByText('Passwort muss mindestens 6 Zeichen haben')).toBeVisible();
  expect(schemas.some((url) => url.includes('/auth-schemas-'))).toBe(true);
  expect(schemas.some((url) => /\/schemas-/.test(url))).toBe(false);
  expect(signIns).toEqual([]);
});

test('the submit button says "Anmeldung..." and is disabled while signing in', async ({ page, user }) => {
  const release = await holdRequests(page, /\/trpc\/auth\.login/);

  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  const pending = page.getByRole('button', { name: 'Anmeldung...' });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();

  release();
  await expect(page.getByRole('heading', { level: 1, name: `Hallo ${user.firstName}!` })).toBeVisible();
});

test('the registration button says "Registrierung..." while pending', async ({ page }) => {
  const release = await holdRequests(page, /\/trpc\/auth\.register/);

  await page.goto('/register');
  await fillRegistration(page, newUserData());
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Registrierung...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL('/');
});

test('a wrong password shows the destructive toast with the server message', async ({ page, user }) => {
  await page.goto('/login');
  await fillLogin(page, user.email, 'falsch-falsch');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(toast(page, 'Anmeldung fehlgeschlagen')).toContainText('E-Mail oder Passwort ist falsch.');
  await expect(page).toHaveURL('/login');

  // F8 reaches the toast from the form field the focus is in; Enter on its close button closes it.
  await page.getByLabel('E-Mail').focus();
  await page.keyboard.press('F8');
  const close = toast(page, 'Anmeldung fehlgeschlagen').getByRole('button', { name: 'Schließen' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Anmeldung fehlgeschlagen')).toHaveCount(0);
});

test('a taken e-mail shows the registration failure toast', async ({ page, user }) => {
  await page.goto('/register');
  await fillRegistration(page, { ...newUserData(), email: user.email });
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await expect(toast(page, 'Registrierung fehlgeschlagen')).toContainText(
    'Diese E-Mail-Adresse ist bereits registriert.',
  );
  await expect(page).toHaveURL('/register');
});

test("a network failure on sign-in shows the fallback text, not the browser's error", async ({ page }) => {
  const user = newUserData();
  await page.goto('/login');
  await page.route(/\/trpc\/auth\.login/, (route) => route.abort('connectionfailed'));
  await fillLogin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  const failed = toast(page, 'Anmeldung fehlgeschlagen');
  await expect(failed).toContainText('Ungültige Anmeldedaten');
  await expect(failed).not.toContainText(/fetch/i);
  await expect(page).toHaveURL('/login');
});

test("a proxy's HTML 502 on registration shows the fallback text", async ({ page }) => {
  await page.goto('/register');
  await page.route(/\/trpc\/auth\.register/, (route) =>
    route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
    }),
  );
  await fillRegistration(page, newUserData());
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
  const failed = toast(page, 'Registrierung fehlgeschlagen');
  await expect(failed).toContainText('Es ist ein Fehler aufgetreten');
  await expect(failed).not.toContainText(/JSON|Unexpected|Bad Gateway/);
  await expect(page).toHaveURL('/register');
});

test('toasts come one at a time: a new one replaces the one on screen, and it closes after 5 s', async ({
  page,
  user,
}) => {
  // The page's timers run on Playwright's clock: time flows as usual until a test moves it on.
  await page.clock.install();
  await page.goto('/login');
  // The toasts only (the pre-announcement banner is an alert too).
  const toasts = page.locator('.mantine-Notifications-root').getByRole('alert');

  await fillLogin(page, user.email, 'falsch-falsch');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('E-Mail oder Passwort ist falsch.');

  // A second failure while the first toast is on screen: it takes the first one's place at once rather
  // than waiting in a queue until the first closes.
  await page.route(/\/trpc\/auth\.login/, (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(toasts).toHaveText([/Ungültige Anmeldedaten/], { timeout: 2_000 });
  await expect(toasts).not.toContainText('E-Mail oder Passwort ist falsch.');

  // 5 s: still there after 4 s, gone after 5.5 s.
  await page.clock.runFor(4_000);
  expect(await toasts.count()).toBe(1);
  await page.clock.runFor(1_500);
  await expect(toasts).toHaveCount(0, { timeout: 1_000 });
});

test('the demo account can sign in', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeVisible();
  await expect(toast(page, 'Willkommen zurück!')).toBeVisible();
});

test('the user menu shows the initials and leads to orders, profile and settings', async ({
  signedInPage: page,
  user,
}) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Benutzermenü' });
  const initials = `${user.firstName[0]}${user.lastName[0]}`.toUpperCase();
  await expect(menuButton).toHaveAccessibleName(`${initials} Benutzermenü`);
  for (const [item, path, heading] of [
    ['Meine Bestellungen', '/orders', 'Meine Bestellungen'],
    ['Profil', '/profile', 'Profil'],
    ['Einstellungen', '/settings', 'Einstellungen'],
  ] as const) {
    await menuButton.click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
