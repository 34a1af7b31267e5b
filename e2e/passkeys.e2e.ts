/**
 * Passkeys in the browser (issue 37, decision 0083) with Chromium's virtual authenticator (DevTools
 * protocol `WebAuthn.addVirtualAuthenticator`: internal transport, resident keys, user verification): added
 * in the settings, signing in without the e-mail address, serving as the second factor after the password,
 * removed — after which it signs in no more. WebAuthn needs a secure origin, and an IP address is none: the
 * test talks to the server as http://localhost, the relying party the server derives by default.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, openWith, seriousViolations, test } from './fixtures';
import { signInThroughApi } from './support/accounts';

const TIMEOUT = { timeout: 20_000 };

async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

async function signInWithPasskey(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
}

test('passkeys: add in settings, sign in without e-mail, as second factor, remove', async ({
  browser,
  baseURL,
  user,
}) => {
  const local = (baseURL as string).replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: local });
  try {
    const page = await context.newPage();
    const credentials = await virtualAuthenticator(context, page);
    await signInThroughApi(page, local, user);

    // Settings → account: add one under a name.
    await openWith(page, '/settings', 'de');
    const section = page.locator('#passkeys');
    await expect(section.getByText('Sie haben noch keinen Passkey.')).toBeVisible(TIMEOUT);
    await section.getByLabel('Name des Passkeys').fill('Laptop');
    await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
    await expect(section.getByText('Passkey „Laptop“ hinzugefügt.')).toBeVisible(TIMEOUT);
    const list = section.getByRole('list', { name: 'Passkeys' });
    await expect(list.getByRole('listitem', { name: 'Laptop' })).toContainText('noch nicht genutzt');
    expect(await seriousViolations(page)).toEqual([]);
    const stored = await credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.isResidentCredential).toBe(true);
    expect(stored[0]?.rpId).toBe('localhost');

    // Signed out: the passkey alone signs in, without the e-mail address.
    await context.clearCookies();
    await signInWithPasskey(page);
    await expect(page).toHaveURL('/', TIMEOUT);
    await page.goto('/settings');
    await expect(list.getByRole('listitem', { name: 'Laptop' })).toContainText('zuletzt genutzt', TIMEOUT);

    // With two-factor sign-in on, the passkey replaces the code after the password.
    const headers = { Origin: local };
    const setup = await page.request.post('/api/auth/2fa/setup', { headers });
    const { secret } = (await setup.json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect((await page.request.post('/api/auth/2fa/enable', { headers, data: { code } })).status()).toBe(200);
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bestätigungscode' })).toBeVisible(TIMEOUT);
    await page.getByRole('button', { name: 'Passkey statt Code verwenden' }).click();
    await expect(page).toHaveURL('/', TIMEOUT);

    // Removed in the settings, it signs in no more (the authenticator still holds it).
    await page.goto('/settings');
    await section.getByRole('button', { name: 'Passkey „Laptop“ entfernen' }).click();
    await expect(section.getByText('Passkey „Laptop“ entfernt.')).toBeVisible(TIMEOUT);
    await expect(section.getByText('Sie haben noch keinen Passkey.')).toBeVisible(TIMEOUT);
    await context.clearCookies();
    await signInWithPasskey(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Die Anmeldung mit dem Passkey ist fehlgeschlagen.' }),
    ).toBeVisible(TIMEOUT);
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await context.close();
  }
});
