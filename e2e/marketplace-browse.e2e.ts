/**
 * Browsing the marketplace (product §2 Marketplace, §9): search, sort, categories and price filter, the asset
 * page, and axe checks of the marketplace, the dialog and an asset page. Investing: marketplace.e2e.ts.
 */
import { expect, LOOKS, openWith, seriousViolations, test } from './fixtures';
import { BEES, card, cards, dialog, openMarketplace, shot } from './support/marketplace';

const SLOW = { timeout: 20_000 };

// Several suites share the machine; axe runs and full-page work need more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

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

  await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Preis: aufsteigend' });
  await expect(cards(page).first()).toContainText('Blühflächen-Patenschaft im Wendland');
  await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Preis: absteigend' });
  await expect(cards(page).first()).toContainText('Bürgerwindpark in Nordfriesland');
  await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Neueste' });
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
  // Page keys move a thumb by 10 steps (product §9).
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('slider', { name: 'Höchstpreis' })).toHaveAttribute('aria-valuenow', '890');
  await page.keyboard.press('PageUp');
  await expect(page.getByRole('slider', { name: 'Höchstpreis' })).toHaveAttribute('aria-valuenow', '990');
  // Impact level and duration are shown but do not filter (product §5).
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
  // The expected return among the figures, and the same rate as the interest of the offer's terms.
  await expect(page.getByText('7,2 % p. a.')).toHaveCount(2);
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

// Per look (LOOKS: de light, en dark), one test each: the asset page is left with the browser's back.
for (const [language, scheme] of LOOKS) {
  test(`no serious accessibility violations on the marketplace, the dialog and an asset page (${language}, ${scheme})`, async ({
    signedInPage: page,
  }) => {
    test.setTimeout(120_000);
    await openWith(page, '/marketplace', language, scheme);
    await expect(cards(page)).toHaveCount(16, SLOW);
    const de = language === 'de';
    await expect(
      page.getByRole('heading', { level: 1, name: de ? 'Marktplatz' : 'Marketplace' }),
    ).toBeVisible(SLOW);
    await expect(cards(page)).toHaveCount(16, SLOW);
    const slider = page.getByRole('slider').first();
    if (!(await slider.isVisible())) {
      await page.getByRole('button', { name: de ? 'Erweiterte Filter' : 'Advanced filters' }).click();
    }
    await expect(slider).toBeVisible();
    expect(await seriousViolations(page), `marketplace (${language}, ${scheme})`).toEqual([]);
    await shot(page, `marketplace-${language}-${scheme}`);

    await cards(page)
      .first()
      .getByRole('button', { name: de ? 'Jetzt investieren' : 'Invest now' })
      .click();
    await expect(dialog(page)).toBeVisible();
    expect(await seriousViolations(page), `dialog (${language}, ${scheme})`).toEqual([]);
    await dialog(page)
      .getByRole('tab', { name: de ? 'Zahlung' : 'Payment' })
      .click();
    expect(await seriousViolations(page), `payment (${language}, ${scheme})`).toEqual([]);
    await dialog(page)
      .getByRole('tab', { name: de ? 'Bestätigen' : 'Confirm' })
      .click();
    await expect(dialog(page).getByTestId('risk-warning')).toBeVisible();
    expect(await seriousViolations(page), `confirm (${language}, ${scheme})`).toEqual([]);
    await shot(page, `dialog-${language}-${scheme}`);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await cards(page).first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), `asset page (${language}, ${scheme})`).toEqual([]);
    await shot(page, `asset-${language}-${scheme}`);
  });
}

test('a card and its asset page show the funding: target, raised, investors and deadline (issue 36)', async ({
  signedInPage: page,
}) => {
  interface Funded {
    id: number;
    name: string;
    fundingTarget: number | null;
    fundingDeadline: string | null;
    investors: number;
  }
  const assets = (await (await page.request.get('/api/asset-types')).json()) as Funded[];
  // The demo account's history: a project whose funding the operator set a target and a deadline for.
  const funded = assets.find(
    (a) => a.fundingTarget !== null && a.fundingDeadline !== null && a.investors > 0,
  );
  if (!funded) throw new Error('no sample project with a funding target');
  const target = new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const [year, month, day] = (funded.fundingDeadline ?? '').split('-');
  const investors = funded.investors === 1 ? '1 Investor' : `${funded.investors} Investoren`;

  await openMarketplace(page);
  const funding = card(page, funded.name).getByTestId('asset-funding');
  await expect(funding).toContainText(`von ${target.format(funded.fundingTarget ?? 0)} finanziert`, SLOW);
  await expect(funding).toContainText(`${investors} · Finanzierung bis ${day}.${month}.${year}`);
  await expect(funding.getByRole('progressbar')).toBeVisible();

  await page.goto(`/marketplace/${funded.id}`);
  const facts = page.getByRole('definition');
  await expect(page.getByRole('heading', { level: 1, name: funded.name })).toBeVisible(SLOW);
  await expect(facts.filter({ hasText: target.format(funded.fundingTarget ?? 0) }).first()).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Investoren' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Finanzierung bis' })).toBeVisible();
  await expect(facts.filter({ hasText: `${day}.${month}.${year}` })).toBeVisible();
});
