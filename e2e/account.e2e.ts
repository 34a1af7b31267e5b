/**
 * Profile, profile demo and settings (public-and-local-screens.md §2.12–§2.14, §5, §8, §9; issue 7).
 * Every test that changes an account works on its own fresh user.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, newUserData, openWith, seriousViolations, type TestUser, test, toast } from './fixtures';

const TIMEOUT = { timeout: 20_000 };
const html = (page: Page) => page.locator('html');

/** Signs in through the API in a fresh browser context; returns the HTTP status. */
async function signInStatus(browser: Browser, baseURL: string | undefined, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const response = await context.request.post('/api/auth/login', {
      data: { email, password },
      headers: { Origin: baseURL as string },
    });
    return response.status();
  } finally {
    await context.close();
  }
}

async function registerAnother(page: Page, baseURL: string | undefined): Promise<TestUser> {
  const other = newUserData('Jonas');
  const context = await page.context().browser()?.newContext({ baseURL });
  const response = await context?.request.post('/api/auth/register', {
    data: other,
    headers: { Origin: baseURL as string },
  });
  expect(response?.status()).toBe(201);
  await context?.close();
  return other;
}

test.describe('profile demo', () => {
  test('shows the sample user card, portfolio, distribution, achievements and activity', async ({ page }) => {
    await page.goto('/profiledemo');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil-Demo' })).toBeVisible(TIMEOUT);
    const card = page.getByRole('region', { name: 'Lena Grünwald' });
    await expect(card.getByText('@lena_gruen')).toBeVisible();
    await expect(card.getByText('VIP 3')).toBeVisible();
    await expect(card.getByText('Level 12')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Erfahrung bis Level 13' })).toHaveAttribute(
      'aria-valuenow',
      '82',
    );
    await expect(card.getByText('Dabei seit 15.03.2023')).toBeVisible();
    await expect(card.getByText('15.420')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Profil bearbeiten' })).toBeVisible();

    await expect(page.getByText('12.850,00 €')).toBeVisible();
    const distribution = page.getByRole('region', { name: 'Verteilung nach Kategorie' });
    await expect(distribution.getByText('5.200,00 € · 40 %')).toBeVisible();
    await expect(distribution.getByRole('progressbar', { name: 'Bäume' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    const achievements = page.getByRole('region', { name: 'Erfolge' });
    await expect(achievements.getByRole('listitem')).toHaveCount(6);
    // Ordered by rarity: common first, legendary last; locked ones say so.
    await expect(achievements.getByRole('listitem').first()).toContainText('Gewöhnlich');
    await expect(achievements.getByRole('listitem').last()).toContainText('Legendär');
    await expect(achievements.getByRole('listitem').last()).toContainText('Noch nicht freigeschaltet');
    await expect(achievements.getByRole('listitem').first()).toContainText('am 16.03.2023');

    // Sign rules: investments minus, everything else plus, in euro.
    const activity = page.getByRole('region', { name: 'Letzte Aktivitäten' });
    await expect(activity.getByRole('listitem').filter({ hasText: 'Mangrovenwald' })).toContainText(
      '−500,00 €',
    );
    await expect(activity.getByRole('listitem').filter({ hasText: 'Empfehlungsbonus' })).toContainText(
      '+25,00 €',
    );
  });

  test('is English when English is chosen', async ({ page }) => {
    await openWith(page, '/profiledemo', 'en', 'light');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(TIMEOUT);
    await expect(page.getByText('Member since 03/15/2023')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText('+€42.50');
  });
});

test.describe('profile', () => {
  test('edits survive a reload; cancel restores the saved values', async ({ signedInPage: page, user }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible(TIMEOUT);
    await expect(page.getByText('Premium Investor')).toBeVisible(TIMEOUT);
    await expect(page.getByText(`@${user.username}`)).toBeVisible();

    await page.getByRole('button', { name: 'Profil bearbeiten' }).click();
    await expect(page.getByLabel('E-Mail')).toHaveAttribute('type', 'email');
    await page.getByLabel('Standort').fill('Freiburg');
    await page.getByLabel('Unternehmen').fill('Gartenbau Grün GmbH');
    await page.getByLabel('Website').fill('https://example.org/erika');
    await page.getByLabel('Über mich').fill('Ich pflanze gern Bäume.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Profil gespeichert')).toBeVisible(TIMEOUT);
    await expect(page.getByRole('button', { name: 'Profil bearbeiten' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Gartenbau Grün GmbH')).toBeVisible(TIMEOUT);
    await expect(page.getByText('Freiburg')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://example.org/erika' })).toBeVisible();
    await expect(page.getByText('Ich pflanze gern Bäume.')).toBeVisible();

    // Cancel drops unsaved edits.
    await page.getByRole('button', { name: 'Profil bearbeiten' }).click();
    await page.getByLabel('Vorname').fill('Geändert');
    await page.getByLabel('Unternehmen').fill('');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByText('Gartenbau Grün GmbH')).toBeVisible();
    await expect(page.getByText('Geändert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Profil bearbeiten' }).click();
    await expect(page.getByLabel('Vorname')).toHaveValue(user.firstName);
  });

  test('shows the shared messages for invalid fields and a taken e-mail', async ({
    signedInPage: page,
    user,
    baseURL,
  }) => {
    const other = await registerAnother(page, baseURL);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Profil bearbeiten' }).click(TIMEOUT);
    await page.getByLabel('Vorname').fill('A');
    await page.getByLabel('Website').fill('kein-link');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Vorname muss mindestens 2 Zeichen haben')).toBeVisible();
    await expect(
      page.getByText('Bitte geben Sie eine gültige Webadresse ein, die mit http:// oder https:// beginnt'),
    ).toBeVisible();

    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Website').fill('');
    await page.getByLabel('E-Mail').fill(other.email.toUpperCase());
    await page.getByLabel('Aktuelles Passwort').fill(user.password);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Diese E-Mail-Adresse ist bereits registriert.')).toBeVisible(TIMEOUT);
    await expect(page.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a new e-mail address needs the current password; other changes do not', async ({
    signedInPage: page,
    user,
    browser,
    baseURL,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Profil bearbeiten' }).click(TIMEOUT);
    const password = page.getByLabel('Aktuelles Passwort');
    await expect(password).toHaveCount(0);
    // The saved address in other letters is no change.
    await page.getByLabel('E-Mail').fill(user.email.toUpperCase());
    await expect(password).toHaveCount(0);

    const address = `neu.${user.email}`;
    await page.getByLabel('E-Mail').fill(address);
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(
      page.getByText('Zum Ändern Ihrer E-Mail-Adresse bestätigen Sie bitte Ihr Passwort.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    const required = 'Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.';
    await expect(page.getByText(required)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('falsch-falsch');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible(TIMEOUT);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await password.fill(user.password);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Profil gespeichert')).toBeVisible(TIMEOUT);
    await expect(page.getByText(address)).toBeVisible();
    expect(await signInStatus(browser, baseURL, address, user.password)).toBe(200);
    expect(await signInStatus(browser, baseURL, user.email, user.password)).toBe(401);

    // Another field alone saves without the password.
    await page.getByRole('button', { name: 'Profil bearbeiten' }).click();
    await page.getByLabel('Standort').fill('Kiel');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Profil gespeichert').last()).toBeVisible(TIMEOUT);
    await expect(page.getByText('Kiel')).toBeVisible();
  });

  test('the password field for a new e-mail address is English when English is chosen', async ({
    signedInPage: page,
    user,
  }) => {
    await openWith(page, '/profile', 'en');
    await page.getByRole('button', { name: 'Edit Profile' }).click(TIMEOUT);
    await page.getByLabel('E-mail').fill(`new.${user.email}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Please enter your current password to change your e-mail address.'),
    ).toBeVisible();
    await page.getByLabel('Current password').fill('wrong-wrong');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The current password is wrong.')).toBeVisible(TIMEOUT);
  });

  test('achievements and activities come from the user’s own data', async ({
    signedInPage: page,
    baseURL,
  }) => {
    await page.goto('/profile');
    const achievementsTab = page.getByRole('tab', { name: 'Erfolge' });
    await achievementsTab.click(TIMEOUT);
    await expect(page.getByText('1 von 7 Erfolgen freigeschaltet')).toBeVisible(TIMEOUT);
    const firstRoot = page.getByRole('listitem').filter({ hasText: 'Erste Wurzel' });
    await expect(firstRoot).toContainText('Noch nicht freigeschaltet');

    const assets = await page.request.get('/api/asset-types');
    expect(assets.status()).toBe(200);
    const [asset] = (await assets.json()) as { id: number }[];
    const invest = await page.request.post('/api/investments', {
      data: { assetTypeId: asset?.id, quantity: 1, totalInvestment: '500.00' },
      headers: { Origin: baseURL as string },
    });
    expect(invest.status(), await invest.text()).toBeLessThan(300);

    // The server unlocks it from the new investment; opening the tab again asks it afresh.
    await page.getByRole('tab', { name: 'Persönliche Daten' }).click();
    await achievementsTab.click();
    await expect(page.getByText('2 von 7 Erfolgen freigeschaltet')).toBeVisible(TIMEOUT);
    await expect(firstRoot).toContainText('Freigeschaltet');
    await expect(firstRoot).toContainText(/am \d{2}\.\d{2}\.\d{4}/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Großer Wurf' })).toContainText(
      'Noch nicht freigeschaltet',
    );
    // Viewing the achievements only reads: a user who never played still has no farm.
    const exported = await page.request.get('/api/account/export');
    expect(exported.status()).toBe(200);
    expect(((await exported.json()) as { farm: unknown }).farm).toBeNull();

    await page.getByRole('tab', { name: 'Aktivitäten' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: /Investition von 500,00\s€/ })).toBeVisible(
      TIMEOUT,
    );
  });
});

test.describe('settings', () => {
  test('notification and privacy switches start at the defaults and survive a reload', async ({
    signedInPage: page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible(TIMEOUT);
    await page.getByRole('tab', { name: 'Benachrichtigungen' }).click();
    const sms = page.getByRole('switch', { name: 'SMS' });
    await expect(sms).not.toBeChecked(TIMEOUT);
    await expect(page.getByRole('switch', { name: 'E-Mail' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await sms.click();
    await expect(sms).toBeChecked();
    await expect(toast(page, 'Einstellungen gespeichert').last()).toBeVisible(TIMEOUT);

    await page.getByRole('tab', { name: 'Datenschutz' }).click();
    const twoFactor = page.getByRole('switch', { name: 'Zwei-Faktor-Authentifizierung' });
    await expect(twoFactor).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Profil sichtbar' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Investments anzeigen' })).not.toBeChecked();
    await twoFactor.click();
    await expect(twoFactor).toBeChecked();
    await expect(toast(page, 'Einstellungen gespeichert').last()).toBeVisible(TIMEOUT);

    await page.reload();
    await page.getByRole('tab', { name: 'Benachrichtigungen' }).click(TIMEOUT);
    await expect(page.getByRole('switch', { name: 'SMS' })).toBeChecked(TIMEOUT);
    await page.getByRole('tab', { name: 'Datenschutz' }).click();
    await expect(page.getByRole('switch', { name: 'Zwei-Faktor-Authentifizierung' })).toBeChecked();
    const saved = await page.request.get('/api/settings');
    expect(await saved.json()).toMatchObject({ notifications: { sms: true }, privacy: { twoFactor: true } });
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
    await expect(toast(page, 'Einstellungen gespeichert').last()).toBeVisible(TIMEOUT);
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
    const login = await fresh.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
      headers: { Origin: baseURL as string },
    });
    expect(login.status()).toBe(200);
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

    await openWith(page, '/settings', 'de', 'light');
    await page.getByRole('tab', { name: 'Darstellung' }).click(TIMEOUT);
    await page.getByRole('combobox', { name: 'Zeitzone' }).click();
    await page.getByRole('option', { name: /America\/New_York/ }).click();
    await expect(toast(page, 'Einstellungen gespeichert').last()).toBeVisible(TIMEOUT);
    await page.goto('/streams');
    await expect(page.getByText(shownIn('America/New_York')).first()).toBeVisible(TIMEOUT);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Darstellung' }).click(TIMEOUT);
    await page.getByRole('combobox', { name: 'Zeitzone' }).click();
    await page.getByRole('option', { name: /Europe\/London/ }).click();
    await expect(toast(page, 'Einstellungen gespeichert').last()).toBeVisible(TIMEOUT);
    await page.goto('/streams');
    await expect(page.getByText(shownIn('Europe/London')).first()).toBeVisible(TIMEOUT);
  });

  test('the password form shows the spec messages for a mismatch and a short password', async ({
    signedInPage: page,
  }) => {
    await page.goto('/settings');
    await page.getByLabel('Aktuelles Passwort').fill('geheim123', TIMEOUT);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('neues-passwort');
    await page.getByLabel('Neues Passwort bestätigen').fill('anderes-passwort');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Passwörter stimmen nicht überein')).toBeVisible();

    await page.getByLabel('Neues Passwort', { exact: true }).fill('kurz');
    await page.getByLabel('Neues Passwort bestätigen').fill('kurz');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
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
    await page.getByLabel('Aktuelles Passwort').fill('falsch-falsch', TIMEOUT);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('ganz-neu-456');
    await page.getByLabel('Neues Passwort bestätigen').fill('ganz-neu-456');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Das aktuelle Passwort ist falsch.' }),
    ).toBeVisible(TIMEOUT);

    await page.getByLabel('Aktuelles Passwort').fill(user.password);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
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
    await expect(
      page.getByText('Datenexport wird vorbereitet. Sie erhalten eine E-Mail mit dem Download-Link.'),
    ).toBeVisible();
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
  for (const lang of ['de', 'en'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`profile demo passes axe (${lang}, ${scheme})`, async ({ page }) => {
        await openWith(page, '/profiledemo', lang, scheme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(TIMEOUT);
        await expect(page.getByRole('listitem').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      test(`profile passes axe in view, edit and achievements (${lang}, ${scheme})`, async ({
        signedInPage: page,
      }) => {
        await openWith(page, '/profile', lang, scheme);
        await expect(page.getByText('Premium Investor')).toBeVisible(TIMEOUT);
        expect(await seriousViolations(page)).toEqual([]);
        await page
          .getByRole('button', { name: lang === 'de' ? 'Profil bearbeiten' : 'Edit Profile' })
          .click();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('tab').nth(1).click();
        await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible(TIMEOUT);
        expect(await seriousViolations(page)).toEqual([]);
      });

      test(`settings pass axe on every tab (${lang}, ${scheme})`, async ({ signedInPage: page }) => {
        test.setTimeout(60_000);
        await openWith(page, '/settings', lang, scheme);
        for (const index of [0, 1, 2, 3, 4]) {
          await page.getByRole('tab').nth(index).click(TIMEOUT);
          const panel = page.getByRole('tabpanel');
          await expect(panel.getByRole('heading', { level: 2 })).toBeVisible(TIMEOUT);
          // Preferences load from the account: wait for the controls instead of their placeholder.
          if (index === 1 || index === 2)
            await expect(panel.getByRole('switch').first()).toBeVisible(TIMEOUT);
          expect(await seriousViolations(page)).toEqual([]);
        }
      });
    }
  }
});
