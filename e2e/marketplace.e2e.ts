/** The marketplace, the investment dialog and the asset page (spec §2 Marketplace, §5, §8, §9). */
import type { Page } from '@playwright/test';
import { sampleAssetTypes } from '@wurzelwerk/shared';
import { expect, seriousViolations, storePreferences, test, toast } from './fixtures';

const SLOW = { timeout: 20_000 };

// Several suites share the machine; axe runs and full-page work need more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const cards = (page: Page) => page.getByTestId('asset-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');

/** The seeded asset the tests invest in, from the shared sample content the seed is made of. */
const BEES = sampleAssetTypes.find(
  (asset) => asset.slug === 'bienenvoelker-kaiserstuhl',
) as (typeof sampleAssetTypes)[number];

const euroDe = (amount: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    amount,
  );

/** The figure of a dashboard tile, found by the tile's label. */
const tileValue = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

async function openMarketplace(page: Page) {
  await page.goto('/marketplace');
  await expect(cards(page)).toHaveCount(16, SLOW);
}

async function openDialog(page: Page, assetName: string) {
  await card(page, assetName).getByRole('button', { name: 'Jetzt investieren' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('tab', { name: 'Betrag' })).toHaveAttribute('aria-selected', 'true');
}

/** Optional screenshots for a human look at the layout: set MARKETPLACE_SHOTS to a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.MARKETPLACE_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('a fresh user invests and the dashboard shows the new total', async ({ signedInPage: page }) => {
  await openMarketplace(page);
  await openDialog(page, 'Bienenvölker am Kaiserstuhl');

  const amount = dialog(page).getByRole('textbox', { name: 'Investitionsbetrag' });
  await expect(amount).toHaveValue('500 €');
  await dialog(page)
    .getByRole('button', { name: /^1\.000\s€$/ })
    .click();
  await expect(amount).toHaveValue('1000 €');
  // 1000 × 7.2 % = 72 € expected yield, 1072 € total repayment.
  await expect(dialog(page).getByRole('row', { name: /Erwarteter Ertrag/ })).toContainText(/72,00\s€/);
  await expect(dialog(page).getByRole('row', { name: /Gesamtrückzahlung/ })).toContainText(/1\.072,00\s€/);

  await dialog(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Zahlung' })).toHaveAttribute('aria-selected', 'true');
  await dialog(page)
    .getByRole('radio', { name: /Banküberweisung/ })
    .click();
  await expect(dialog(page).getByText('1-2 Werktage', { exact: true })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Weiter' }).click();

  await expect(dialog(page).getByRole('row', { name: /Zahlungsart/ })).toContainText('Banküberweisung');
  await expect(dialog(page).getByRole('row', { name: /Laufzeit/ })).toContainText('12 Monate');
  await expect(
    dialog(page).getByText(
      'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.',
    ),
  ).toBeVisible();
  await expect(
    dialog(page).getByText(
      'Der in Aussicht gestellte Ertrag ist nicht gewährleistet und kann auch niedriger ausfallen.',
    ),
  ).toBeVisible();

  await dialog(page).getByRole('button', { name: 'Investment bestätigen' }).click();
  await expect(
    toast(page, 'Investment erfolgreich getätigt! Sie erhalten eine Bestätigungs-E-Mail.'),
  ).toBeVisible(SLOW);
  await expect(dialog(page)).toBeHidden();

  // After a success the amount starts empty the next time.
  await openDialog(page, 'Bienenvölker am Kaiserstuhl');
  await expect(dialog(page).getByRole('textbox', { name: 'Investitionsbetrag' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  // In-app navigation, no reload: the dashboard shows the new investment from refreshed data.
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Meine Assets' })).toContainText(BEES.name.de, SLOW);
  // A fresh user: the totals are this one investment. Rewards are the expected annual return.
  const invested = 1000;
  const expectedReturn = Math.round(invested * Number(BEES.expectedReturn)) / 100;
  await expect(tileValue(page, 'Coins')).toHaveText(euroDe(invested), SLOW);
  await expect(tileValue(page, 'Belohnungen')).toHaveText(euroDe(expectedReturn));
  await expect(tileValue(page, 'Quests')).toHaveText('1');
});

test('the dialog in English: the four investment messages and both risk warnings', async ({
  signedInPage: page,
}) => {
  await storePreferences(page, 'en');
  await openMarketplace(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await card(page, BEES.name.en).getByRole('button', { name: 'Invest now' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Amount' })).toHaveAttribute('aria-selected', 'true');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByText('1-2 working days', { exact: true })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Confirm' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    dialog(page).getByText(
      'Acquiring this investment involves considerable risks and may lead to the complete loss of the capital invested.',
    ),
  ).toBeVisible();
  await expect(
    dialog(page).getByText('The projected return is not guaranteed and may also be lower.'),
  ).toBeVisible();

  const amount = dialog(page).getByRole('textbox', { name: 'Investment amount' });
  const confirm = dialog(page).getByRole('button', { name: 'Confirm investment' });
  const alert = (text: string | RegExp) => dialog(page).getByRole('alert').filter({ hasText: text });

  await dialog(page).getByRole('tab', { name: 'Amount' }).click();
  await amount.fill('');
  await dialog(page).getByRole('tab', { name: 'Confirm' }).click();
  await confirm.click();
  await expect(alert('Please enter a valid investment amount.')).toBeVisible();

  await dialog(page).getByRole('tab', { name: 'Amount' }).click();
  await amount.fill('100');
  await dialog(page).getByRole('tab', { name: 'Confirm' }).click();
  await confirm.click();
  await expect(alert(/^Investment failed: .+500/)).toBeVisible(SLOW);

  await page.route('**/trpc/investments.create**', (route) => route.abort());
  await dialog(page).getByRole('tab', { name: 'Amount' }).click();
  await amount.fill('500');
  await dialog(page).getByRole('tab', { name: 'Confirm' }).click();
  await confirm.click();
  await expect(alert('Investment failed. Please try again later.')).toBeVisible(SLOW);

  await page.unroute('**/trpc/investments.create**');
  await confirm.click();
  await expect(toast(page, 'Investment successful! You will receive a confirmation e-mail.')).toBeVisible(
    SLOW,
  );
  await expect(dialog(page)).toBeHidden();
});

test('an empty amount and a server refusal show the spec messages', async ({ signedInPage: page }) => {
  await openMarketplace(page);
  await openDialog(page, 'Bürgerwindpark in Nordfriesland');
  await dialog(page).getByRole('textbox', { name: 'Investitionsbetrag' }).fill('');
  await dialog(page).getByRole('tab', { name: 'Bestätigen' }).click();
  await dialog(page).getByRole('button', { name: 'Investment bestätigen' }).click();
  await expect(
    dialog(page)
      .getByRole('alert')
      .filter({ hasText: 'Bitte geben Sie einen gültigen Investitionsbetrag ein.' }),
  ).toBeVisible();

  // Below the minimum the server answers, and its message follows the spec's prefix.
  await dialog(page).getByRole('tab', { name: 'Betrag' }).click();
  await dialog(page).getByRole('textbox', { name: 'Investitionsbetrag' }).fill('100');
  await dialog(page).getByRole('tab', { name: 'Bestätigen' }).click();
  await dialog(page).getByRole('button', { name: 'Investment bestätigen' }).click();
  await expect(
    dialog(page)
      .getByRole('alert')
      .filter({ hasText: /^Fehler beim Investment: .+500/ }),
  ).toBeVisible(SLOW);
  await expect(dialog(page)).toBeVisible();
});

test('a network failure shows the generic investment error', async ({ signedInPage: page }) => {
  await openMarketplace(page);
  await page.route('**/trpc/investments.create**', (route) => route.abort());
  await openDialog(page, 'Bürgerwindpark in Nordfriesland');
  await dialog(page).getByRole('tab', { name: 'Bestätigen' }).click();
  await dialog(page).getByRole('button', { name: 'Investment bestätigen' }).click();
  await expect(
    dialog(page)
      .getByRole('alert')
      .filter({ hasText: 'Fehler beim Investment. Bitte versuchen Sie es später erneut.' }),
  ).toBeVisible(SLOW);
});

test('search, sort, category, price filter and the empty state with its resets', async ({
  signedInPage: page,
}) => {
  await openMarketplace(page);
  const search = page.getByRole('searchbox', { name: 'Assets durchsuchen' });

  // Case-insensitive, over the description too ("Bienenvolk" only appears in a description).
  await search.fill('WINDPARK');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Bürgerwindpark in Nordfriesland');
  await search.fill('bienenvolk');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Bienenvölker am Kaiserstuhl');

  await search.fill('gibt es nicht');
  await expect(page.getByRole('heading', { name: 'Keine Assets gefunden' })).toBeVisible();
  await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
  await expect(search).toHaveValue('');
  await expect(cards(page)).toHaveCount(16);

  await page.getByRole('combobox', { name: 'Sortieren nach' }).click();
  await page.getByRole('option', { name: 'Preis: aufsteigend' }).click();
  await expect(cards(page).first()).toContainText('Blühflächen-Patenschaft im Wendland');
  await page.getByRole('combobox', { name: 'Sortieren nach' }).click();
  await page.getByRole('option', { name: 'Preis: absteigend' }).click();
  await expect(cards(page).first()).toContainText('Bürgerwindpark in Nordfriesland');
  await page.getByRole('combobox', { name: 'Sortieren nach' }).click();
  await page.getByRole('option', { name: 'Neueste' }).click();
  await expect(cards(page).first()).toContainText('Bürger-Solardach auf einer Schule in Münster');

  await page.getByRole('button', { name: 'Energie' }).click();
  await expect(cards(page)).toHaveCount(4, SLOW);
  await expect(page.getByRole('button', { name: 'Energie' })).toHaveAttribute('aria-pressed', 'true');

  // One step down on the upper thumb (1000 → 990 €) drops the 1000 € wind farm.
  await page.getByRole('button', { name: 'Erweiterte Filter' }).click();
  await page.getByRole('slider', { name: 'Höchstpreis' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('slider', { name: 'Höchstpreis' })).toHaveAttribute('aria-valuenow', '990');
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('Bürgerwindpark in Nordfriesland')).toHaveCount(0);
  // Page keys move a thumb by 10 steps (spec §9).
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('slider', { name: 'Höchstpreis' })).toHaveAttribute('aria-valuenow', '890');
  await page.keyboard.press('PageUp');
  await expect(page.getByRole('slider', { name: 'Höchstpreis' })).toHaveAttribute('aria-valuenow', '990');
  // Impact level and duration are shown but do not filter (spec §5).
  await page.getByRole('combobox', { name: 'Laufzeit' }).click();
  await page.getByRole('option', { name: 'Kurz (bis 1 Jahr)' }).click();
  await expect(cards(page)).toHaveCount(3);

  await search.fill('Heidschnucken');
  await expect(page.getByRole('heading', { name: 'Keine Assets gefunden' })).toBeVisible();
  await page.getByRole('button', { name: 'Alle Assets anzeigen' }).click();
  await expect(cards(page)).toHaveCount(16, SLOW);
  await expect(page.getByRole('button', { name: 'Alle', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the asset page shows its figures, related streams and the dialog; unknown ids are not found', async ({
  signedInPage: page,
}) => {
  await openMarketplace(page);
  await card(page, 'Bienenvölker am Kaiserstuhl')
    .getByRole('link', { name: 'Bienenvölker am Kaiserstuhl' })
    .click();
  await expect(page).toHaveURL(/\/marketplace\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienenvölker am Kaiserstuhl' })).toBeVisible(
    SLOW,
  );
  await expect(page.getByText(BEES.location).first()).toBeVisible();
  await expect(page.getByText(BEES.description.de, { exact: true })).toBeVisible();
  const production = page.getByText('Produktion', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(production).toHaveText(BEES.productionInfo.de);
  // 0.1 t per 300 € share → 0.33 t per 1,000 €.
  await expect(page.getByText('CO₂ pro Jahr je 1.000 € investiert')).toBeVisible();
  await expect(page.getByText('0,33 t')).toBeVisible();
  await expect(page.getByText('7,2 % p. a.')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Live am Bienenstand: Flugbetrieb am Kaiserstuhl' }),
  ).toBeVisible(SLOW);

  await page.getByRole('button', { name: 'Jetzt investieren' }).click();
  await expect(dialog(page)).toContainText('Bienenvölker am Kaiserstuhl');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  for (const unknown of ['/marketplace/99999', '/marketplace/abc']) {
    await page.goto(unknown);
    await expect(page.getByRole('heading', { level: 1, name: 'Asset nicht gefunden' })).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: 'Zum Marktplatz', exact: true })).toBeVisible();
  }
});

for (const [language, scheme] of [
  ['de', 'dark'],
  ['en', 'light'],
  ['de', 'light'],
  ['en', 'dark'],
] as const) {
  test(`no serious accessibility violations on the marketplace, the dialog and an asset page (${language}, ${scheme})`, async ({
    signedInPage: page,
  }) => {
    await storePreferences(page, language, scheme);
    await openMarketplace(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', { level: 1, name: language === 'de' ? 'Marktplatz' : 'Marketplace' }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: language === 'de' ? 'Erweiterte Filter' : 'Advanced filters' })
      .click();
    await expect(page.getByRole('slider').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `marketplace-${language}-${scheme}`);

    await cards(page)
      .first()
      .getByRole('button', { name: language === 'de' ? 'Jetzt investieren' : 'Invest now' })
      .click();
    await expect(dialog(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog(page)
      .getByRole('tab', { name: language === 'de' ? 'Zahlung' : 'Payment' })
      .click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog(page)
      .getByRole('tab', { name: language === 'de' ? 'Bestätigen' : 'Confirm' })
      .click();
    await expect(dialog(page).getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `dialog-${language}-${scheme}`);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await cards(page).first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `asset-${language}-${scheme}`);
  });
}
