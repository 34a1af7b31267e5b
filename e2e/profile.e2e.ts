/**
 * Profile and profile demo (product §2.12–§2.13, §5, §8; issue 7). Every test that
 * changes an account works on its own fresh user. The axe checks in both languages and themes are in
 * account.e2e.ts.
 */
import { expect, openWith, seriousViolations, test, toast } from './fixtures';
import { investInFirstAsset, registerAnother, signInStatus } from './support/accounts';
import { mailedToken } from './support/mail';

const TIMEOUT = { timeout: 20_000 };

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
    // English dates in the British convention, the month named (decision 0040).
    await expect(page.getByText('Member since 15 Mar 2023')).toBeVisible();
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
    // The new address takes effect when the link mailed to it is opened (issue 17).
    expect(await signInStatus(browser, baseURL, address, user.password)).toBe(401);
    const token = await mailedToken(page.request, address, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    const confirmed = await page.request.post('/api/auth/verify-email', {
      data: { token },
      headers: { Origin: baseURL as string },
    });
    expect(confirmed.status()).toBe(200);
    expect(await signInStatus(browser, baseURL, address, user.password)).toBe(200);
    expect(await signInStatus(browser, baseURL, user.email, user.password)).toBe(401);
    await page.reload();
    await expect(page.getByText(address)).toBeVisible(TIMEOUT);

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
    user,
    baseURL,
  }) => {
    await page.goto('/profile');
    const achievementsTab = page.getByRole('tab', { name: 'Erfolge' });
    await achievementsTab.click(TIMEOUT);
    // The welcome and, as for every fixture user, the passed knowledge test (issue 35).
    await expect(page.getByText('2 von 12 Erfolgen freigeschaltet')).toBeVisible(TIMEOUT);
    const firstRoot = page.getByRole('listitem').filter({ hasText: 'Erste Wurzel' });
    await expect(firstRoot).toContainText('Noch nicht freigeschaltet');

    await investInFirstAsset(page, baseURL, user);

    // An investment counts once its money has arrived (issue 33): while it awaits payment, opening the tab
    // again (which asks the server afresh) still shows the first root locked.
    await page.getByRole('tab', { name: 'Persönliche Daten' }).click();
    await achievementsTab.click();
    // Having read the information sheet before investing counts at once (issue 35).
    await expect(page.getByText('3 von 12 Erfolgen freigeschaltet')).toBeVisible(TIMEOUT);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Erst lesen, dann investieren' }),
    ).not.toContainText('Noch nicht freigeschaltet');
    await expect(firstRoot).toContainText('Noch nicht freigeschaltet');
    await expect(page.getByRole('listitem').filter({ hasText: 'Gut verteilt' })).toContainText(
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
