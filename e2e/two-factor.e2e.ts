/**
 * Account security in the browser (issue 18): enrolment of two-factor sign-in in settings and the full
 * sign-in with the code step, in German and English (the test computes each code from the secret with the
 * same library as the server), the signed-in devices and the public profile — with axe on the new screens.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, type Language, openWith, seriousViolations, test } from './fixtures';
import { investInFirstAsset, signedInContext } from './support/accounts';

const TIMEOUT = { timeout: 20_000 };

const code = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

const TEXTS = {
  de: {
    settings: 'Einstellungen',
    privacy: 'Datenschutz',
    account: 'Konto',
    security: 'Sicherheit',
    switch: 'Zwei-Faktor-Authentifizierung',
    enrolTitle: 'Zwei-Faktor-Anmeldung einrichten',
    qr: 'QR-Code für Ihre Authenticator-App',
    codeLabel: 'Code aus der Authenticator-App',
    confirm: 'Bestätigen und einschalten',
    codesTitle: 'Ihre Wiederherstellungscodes',
    download: 'Als Textdatei herunterladen',
    done: 'Fertig',
    email: 'E-Mail',
    password: 'Passwort',
    signIn: 'Anmelden',
    stepTitle: 'Bestätigungscode',
    stepSubmit: 'Bestätigen',
    wrong: 'Der Code ist falsch oder wurde schon verwendet.',
    devices: 'Angemeldete Geräte',
    thisDevice: 'Dieses Gerät',
  },
  en: {
    settings: 'Settings',
    privacy: 'Privacy',
    account: 'Account',
    security: 'Security',
    switch: 'Two-factor authentication',
    enrolTitle: 'Set up two-factor sign-in',
    qr: 'QR code for your authenticator app',
    codeLabel: 'Code from the authenticator app',
    confirm: 'Confirm and turn on',
    codesTitle: 'Your recovery codes',
    download: 'Download as a text file',
    done: 'Done',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    stepTitle: 'Verification code',
    stepSubmit: 'Confirm',
    wrong: 'The code is wrong or was used already.',
    devices: 'Signed-in devices',
    thisDevice: 'This device',
  },
} as const;

/**
 * Enrols in settings → account → security (issue 36: not under privacy); returns the secret and the
 * recovery codes the dialog showed.
 */
async function enrol(page: Page, t: (typeof TEXTS)[Language]) {
  await page.getByRole('tab', { name: t.privacy }).click();
  const privacy = page.getByRole('tabpanel', { name: t.privacy });
  await expect(privacy.getByRole('switch').first()).toBeVisible(TIMEOUT);
  await expect(privacy.getByText(t.switch)).toHaveCount(0);
  await page.getByRole('tab', { name: t.account }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.security })).toBeVisible(TIMEOUT);
  const toggle = page.getByRole('switch', { name: t.switch });
  await expect(toggle).toBeEnabled(TIMEOUT);
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  const dialog = page.getByRole('dialog', { name: t.enrolTitle });
  await expect(dialog.getByRole('img', { name: t.qr })).toBeVisible(TIMEOUT);
  const secret = ((await dialog.getByTestId('two-factor-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel(t.codeLabel).fill(code(secret));
  await dialog.getByRole('button', { name: t.confirm }).click();
  const codesDialog = page.getByRole('dialog', { name: t.codesTitle });
  const items = codesDialog.getByRole('listitem');
  await expect(items).toHaveCount(10, TIMEOUT);
  const codes = (await items.allTextContents()).map((text) => text.trim());
  const downloading = page.waitForEvent('download');
  await codesDialog.getByRole('button', { name: t.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  const file = readFileSync((await download.path()) ?? '', 'utf8');
  for (const recovery of codes) expect(file).toContain(recovery);
  expect(await seriousViolations(page)).toEqual([]);
  await codesDialog.getByRole('button', { name: t.done }).click();
  await expect(toggle).toBeChecked(TIMEOUT);
  return { secret, codes };
}

for (const language of ['de', 'en'] as const) {
  const t = TEXTS[language];
  test(`two-factor sign-in in the browser (${language})`, async ({ signedInPage: page, user }) => {
    await openWith(page, '/settings', language);
    await expect(page.getByRole('heading', { level: 1, name: t.settings })).toBeVisible(TIMEOUT);
    const { secret } = await enrol(page, t);

    // Signed out, the password alone no longer gets in: the code step follows.
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel(t.email).fill(user.email);
    await page.getByLabel(t.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.stepTitle })).toBeVisible(TIMEOUT);
    expect(await seriousViolations(page)).toEqual([]);

    const wrong = code(secret) === '000000' ? '111111' : '000000';
    await page.getByLabel(t.codeLabel).fill(wrong);
    await page.getByRole('button', { name: t.stepSubmit, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.wrong })).toBeVisible(TIMEOUT);
    // The enrolment used the current step: the next one's code.
    await page.getByLabel(t.codeLabel).fill(code(secret, 1));
    await page.getByRole('button', { name: t.stepSubmit, exact: true }).click();
    await expect(page).toHaveURL('/', TIMEOUT);

    // This browser's new session is in the devices list.
    await page.goto('/settings');
    await page.getByRole('tab', { name: t.account }).click();
    await expect(page.getByRole('heading', { name: t.devices })).toBeVisible(TIMEOUT);
    const devices = page.getByRole('list', { name: t.devices }).getByRole('listitem');
    await expect(devices.filter({ hasText: t.thisDevice })).toHaveCount(1, TIMEOUT);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('signed-in devices: ending the other session signs it out', async ({
  signedInPage: page,
  user,
  browser,
  baseURL,
}) => {
  const other = await signedInContext(browser, baseURL, user);
  await page.goto('/settings');
  const list = page.getByRole('list', { name: 'Angemeldete Geräte' }).getByRole('listitem');
  // The fixture's registration and sign-in, and the other browser.
  await expect(list).toHaveCount(3, TIMEOUT);
  await page.getByRole('button', { name: 'Alle anderen Geräte abmelden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '2 andere Sitzungen wurden beendet.' }),
  ).toBeVisible(TIMEOUT);
  await expect(list).toHaveCount(1, TIMEOUT);
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.close();
});

test('public profile: visitors see what each privacy switch allows; hidden is "not found"', async ({
  signedInPage: page,
  user,
  browser,
  baseURL,
}) => {
  const headers = { Origin: baseURL as string };
  expect(
    (await page.request.patch('/api/profile', { data: { location: 'Freiburg' }, headers })).status(),
  ).toBe(200);
  await investInFirstAsset(page, baseURL, user);
  const { savedAt: _, ...document } = (await (await page.request.get('/api/settings')).json()) as Record<
    string,
    unknown
  >;
  const privacy = async (switches: Record<string, boolean>) => {
    const data = { ...document, privacy: { ...(document.privacy as object), ...switches } };
    expect((await page.request.put('/api/settings', { data, headers })).status()).toBe(200);
  };
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Mein öffentliches Profil ansehen' })).toBeVisible(TIMEOUT);

  const visiting = await browser.newContext({ baseURL });
  const visitor = await visiting.newPage();
  // First name and initial unless the full name is chosen (issue 31).
  const name = visitor.getByRole('heading', { level: 1, name: `${user.firstName} ${user.lastName[0]}.` });
  const projects = visitor.getByRole('heading', { name: 'Unterstützte Projekte' });
  const co2 = visitor.getByText('CO₂-Wirkung');
  // The 500 € invested, as an amount: the page's username holds a time-based id that may contain "500".
  const invested = /\b500(,00)?\s*€/;
  // The defaults: the location shown, the investments not — nor anything derived from them.
  await visitor.goto(`/u/${user.username}`);
  await expect(name).toBeVisible(TIMEOUT);
  await expect(visitor.getByText('Freiburg')).toBeVisible();
  await expect(projects).toHaveCount(0);
  await expect(co2).toHaveCount(0);
  await expect(visitor.getByText('Level')).toHaveCount(0);
  await expect(visitor.getByText(user.email)).toHaveCount(0);
  await expect(visitor.getByText(user.lastName)).toHaveCount(0);
  await expect(visitor.getByText(invested)).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);

  await privacy({ showInvestments: true, showLocation: false, showFullName: true });
  await visitor.reload();
  await expect(projects).toBeVisible(TIMEOUT);
  await expect(co2).toBeVisible();
  await expect(
    visitor.getByRole('heading', { level: 1, name: `${user.firstName} ${user.lastName}` }),
  ).toBeVisible();
  await expect(visitor.getByText('Freiburg')).toHaveCount(0);
  await expect(visitor.getByText(invested)).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);

  await privacy({ profileVisible: false });
  await visitor.reload();
  await expect(visitor.getByText('Dieses Profil gibt es nicht, oder es ist nicht öffentlich.')).toBeVisible(
    TIMEOUT,
  );
  await expect(visitor.getByRole('heading', { level: 1 }).filter({ hasText: user.lastName })).toHaveCount(0);
  await visiting.close();
});
