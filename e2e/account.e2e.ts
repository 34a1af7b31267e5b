/**
 * Settings (product §2.14, §5, §9; issue 7) and the axe checks of the profile demo,
 * the profile (profile.e2e.ts) and the settings. Every test that changes an account works on its own
 * fresh user.
 */
import type { Page } from '@playwright/test';
import { expect, inEveryLook, LOOKS, openWith, seriousViolations, test, toast } from './fixtures';
import { signInStatus, signInThroughApi } from './support/accounts';
import { mailedToken } from './support/mail';

const TIMEOUT = { timeout: 20_000 };
const html = (page: Page) => page.locator('html');
const expectSaved = (page: Page) =>
  expect(toast(page, 'Einstellungen gespeichert').last()).toBeVisible(TIMEOUT);

/** Turns a settings switch that is off on; it saves at once. */
async function switchOn(page: Page, name: string) {
  const control = page.getByRole('switch', { name });
  await expect(control).not.toBeChecked();
  await control.click();
  await expect(control).toBeChecked();
  await expectSaved(page);
}

/** Fills the password form's fields that are given (current, new, its confirmation) and submits it. */
async function changePassword(page: Page, fields: { current?: string; next?: string; confirm?: string }) {
  if (fields.current !== undefined) await page.getByLabel('Aktuelles Passwort').fill(fields.current, TIMEOUT);
  if (fields.next !== undefined) await page.getByLabel('Neues Passwort', { exact: true }).fill(fields.next);
  if (fields.confirm !== undefined) await page.getByLabel('Neues Passwort bestätigen').fill(fields.confirm);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
}

test.describe('settings', () => {
  test('notification and privacy switches start at the defaults and survive a reload', async ({
    signedInPage: page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible(TIMEOUT);
    await page.getByRole('tab', { name: 'Benachrichtigungen' }).click();
    // There is no SMS channel: the switch says so instead of pretending (issue 17).
    const sms = page.getByRole('switch', { name: 'SMS' });
    await expect(sms).not.toBeChecked(TIMEOUT);
    await expect(sms).toBeDisabled();
    await expect(page.getByText('Nicht verfügbar: Wir versenden keine SMS.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'E-Mail' })).toBeChecked();
    await switchOn(page, 'Marketing');

    // Two-factor sign-in shows the account's real state, in the account tab's security panel (issue 36); its
    // switch opens the enrolment (two-factor.e2e.ts).
    await page.getByRole('tab', { name: 'Konto' }).click();
    await expect(page.getByRole('switch', { name: 'Zwei-Faktor-Authentifizierung' })).not.toBeChecked(
      TIMEOUT,
    );
    await page.getByRole('tab', { name: 'Datenschutz' }).click();
    await expect(page.getByRole('switch', { name: 'Profil sichtbar' })).toBeChecked(TIMEOUT);
    await switchOn(page, 'Investments anzeigen');

    await page.reload();
    await page.getByRole('tab', { name: 'Benachrichtigungen' }).click(TIMEOUT);
    await expect(page.getByRole('switch', { name: 'Marketing' })).toBeChecked(TIMEOUT);
    await page.getByRole('tab', { name: 'Datenschutz' }).click();
    await expect(page.getByRole('switch', { name: 'Investments anzeigen' })).toBeChecked(TIMEOUT);
    const saved = await page.request.get('/api/settings');
    expect(await saved.json()).toMatchObject({
      notifications: { marketing: true },
      privacy: { showInvestments: true },
    });
  });

  test('language and theme switch the app, are saved and follow the account to another browser', async ({
    signedInPage: page,
    user,
    browser,
    baseURL,
  }) => {
    await openWith(page, '/settings', 'de', 'dark');
    await page.getByRole('tab', { name: 'Darstellung' }).click(TIMEOUT);
    await page.getByText('Hell', { exact: true }).click();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expectSaved(page);
    await page.getByText('English', { exact: true }).click();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await page.getByRole('option', { name: 'London (Europe/London)' }).click();
    await expect(toast(page, 'Settings saved').last()).toBeVisible(TIMEOUT);
    await expect
      .poll(async () => (await page.request.get('/api/settings')).json(), TIMEOUT)
      .toMatchObject({ language: 'en', theme: 'light', timezone: 'Europe/London' });

    // A browser that has never seen this account gets the saved choices on sign-in.
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const fresh = await context.newPage();
    await signInThroughApi(fresh, baseURL, user);
    await fresh.goto('/settings');
    await expect(html(fresh)).toHaveAttribute('lang', 'en', TIMEOUT);
    await expect(html(fresh)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(fresh.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await context.close();
  });

  test('a saved time zone is the one every date and time of the app is shown in', async ({
    signedInPage: page,
  }) => {
    const streams = (await (await page.request.get('/api/livestreams')).json()) as {
      startTime: string;
      isLive: boolean;
    }[];
    const planned = streams.find((stream) => !stream.isLive);
    expect(planned).toBeDefined();
    const shownIn = (timeZone: string) =>
      `Beginn: ${new Intl.DateTimeFormat('de', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
      }).format(new Date(planned?.startTime ?? 0))}`;

    /** Saves `timeZone` on the open settings page, then finds the stream's start shown in it. */
    const saveAndSee = async (timeZone: string) => {
      await page.getByRole('tab', { name: 'Darstellung' }).click(TIMEOUT);
      await page.getByRole('combobox', { name: 'Zeitzone' }).click();
      await page.getByRole('option', { name: new RegExp(timeZone) }).click();
      await expectSaved(page);
      await page.goto('/streams');
      await expect(page.getByText(shownIn(timeZone)).first()).toBeVisible(TIMEOUT);
    };
    await openWith(page, '/settings', 'de', 'light');
    await saveAndSee('America/New_York');
    await page.goto('/settings');
    await saveAndSee('Europe/London');
  });

  test('the password form shows the spec messages for a mismatch and a short password', async ({
    signedInPage: page,
  }) => {
    await page.goto('/settings');
    await changePassword(page, { current: 'geheim123', next: 'neues-passwort', confirm: 'anderes-passwort' });
    await expect(page.getByText('Passwörter stimmen nicht überein')).toBeVisible();

    await changePassword(page, { next: 'kurz', confirm: 'kurz' });
    await expect(page.getByText('Passwort muss mindestens 6 Zeichen lang sein')).toBeVisible();
    await expect(page.getByText('Passwörter stimmen nicht überein')).toHaveCount(0);
  });

  test('a real password change: wrong current password refused, then the new one signs in', async ({
    signedInPage: page,
    user,
    browser,
    baseURL,
  }) => {
    await page.goto('/settings');
    await changePassword(page, { current: 'falsch-falsch', next: 'ganz-neu-456', confirm: 'ganz-neu-456' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Das aktuelle Passwort ist falsch.' }),
    ).toBeVisible(TIMEOUT);

    await changePassword(page, { current: user.password });
    await expect(page.getByText('Passwort erfolgreich geändert')).toBeVisible(TIMEOUT);
    for (const label of ['Aktuelles Passwort', 'Neues Passwort bestätigen']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveValue('');

    // This session stays signed in; the new password works, the old one no longer does.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible(TIMEOUT);
    expect(await signInStatus(browser, baseURL, user.email, 'ganz-neu-456')).toBe(200);
    expect(await signInStatus(browser, baseURL, user.email, user.password)).toBe(401);
  });

  test('the export downloads a JSON file with the user’s data and shows the spec text', async ({
    signedInPage: page,
    user,
  }) => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Daten', exact: true }).click(TIMEOUT);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Daten exportieren' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wurzelwerk-export-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const document = JSON.parse(await readFile(path, 'utf8'));
    expect(document.profile.email).toBe(user.email);
    expect(JSON.stringify(document)).not.toContain(user.password);
    // One state, not two that contradict each other (issue 36): downloaded, and the spec's text for the mail.
    const status = page.getByRole('status').filter({ hasText: 'wurde heruntergeladen' });
    await expect(status).toContainText(`Die Datei ${download.suggestedFilename()} wurde heruntergeladen.`);
    await expect(status).toContainText(
      'Zusätzlich per E-Mail: Datenexport wird vorbereitet. Sie erhalten eine E-Mail mit dem Download-Link.',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Datenexport wird vorbereitet' })).toHaveCount(1);
    // The alert is true (issue 17): the mail with the download link is on its way.
    expect(await mailedToken(page.request, user.email, 'Ihr Datenexport ist bereit')).toMatch(/^[\w-]{20,}$/);
  });

  test('deletion: browser confirmation, password, back on the landing page, sign-in fails', async ({
    signedInPage: page,
    user,
    browser,
    baseURL,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Daten', exact: true }).click(TIMEOUT);
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen' });
    await expect(dialog).toBeVisible();
    expect(dialogs).toEqual([
      'confirm: Möchten Sie Ihr Konto wirklich löschen? Dies kann nicht rückgängig gemacht werden.',
    ]);

    await dialog.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(dialog.getByText('Das Passwort ist falsch.')).toBeVisible(TIMEOUT);

    await dialog.getByLabel('Passwort', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(
      toast(page, 'Konto gelöscht').filter({
        hasText: 'Kontolöschung eingeleitet. Sie erhalten eine Bestätigungs-E-Mail.',
      }),
    ).toBeVisible(TIMEOUT);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Jetzt registrieren' })).toBeVisible();
    expect(await signInStatus(browser, baseURL, user.email, user.password)).toBe(401);
  });

  test('a declined browser confirmation deletes nothing', async ({ signedInPage: page }) => {
    page.on('dialog', (dialog) => dialog.dismiss());
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Daten', exact: true }).click(TIMEOUT);
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await page.request.get('/api/profile')).status()).toBe(200);
  });
});

test.describe('accessibility', () => {
  // One test per page in both looks (fixtures.ts, LOOKS: de light, en dark), switched in the page (inEveryLook).
  test('profile demo passes axe (de light, en dark)', async ({ page }) => {
    test.setTimeout(240_000);
    await openWith(page, '/profiledemo', 'de', 'light');
    await inEveryLook(page, async (lang, scheme) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(TIMEOUT);
      await expect(page.getByRole('listitem').first()).toBeVisible();
      expect(await seriousViolations(page), `${lang}, ${scheme}`).toEqual([]);
    });
  });

  test('profile passes axe in view, edit and achievements (de light, en dark)', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(240_000);
    for (const [lang, scheme] of LOOKS) {
      // Edit mode and the achievements tab are left by loading the page again, in the same browser.
      await openWith(page, '/profile', lang, scheme);
      await expect(page.getByText('Premium Investor')).toBeVisible(TIMEOUT);
      expect(await seriousViolations(page), `view ${lang}, ${scheme}`).toEqual([]);
      await page.getByRole('button', { name: lang === 'de' ? 'Profil bearbeiten' : 'Edit Profile' }).click();
      expect(await seriousViolations(page), `edit ${lang}, ${scheme}`).toEqual([]);
      await page.getByRole('tab').nth(1).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible(TIMEOUT);
      expect(await seriousViolations(page), `achievements ${lang}, ${scheme}`).toEqual([]);
    }
  });

  // Per look (LOOKS: de light, en dark), one test each: five axe runs.
  for (const [lang, scheme] of LOOKS) {
    test(`settings pass axe on every tab (${lang}, ${scheme})`, async ({ signedInPage: page }) => {
      test.setTimeout(180_000);
      await openWith(page, '/settings', lang, scheme);
      for (const index of [0, 1, 2, 3, 4]) {
        await page.getByRole('tab').nth(index).click(TIMEOUT);
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible(TIMEOUT);
        // Preferences load from the account: wait for the controls instead of their placeholder.
        if (index === 1 || index === 2) await expect(panel.getByRole('switch').first()).toBeVisible(TIMEOUT);
        expect(await seriousViolations(page), `tab ${index} ${lang}, ${scheme}`).toEqual([]);
      }
    });
  }
});
