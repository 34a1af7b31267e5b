/** The signed-in dashboard (product §2 Dashboard): empty and filled states, withdrawal, languages, accessibility. */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT, sampleNews, withdrawalEnd, withdrawalLastDay } from '@wurzelwerk/shared';
import { expect, LOOKS, openWith, seriousViolations, test, toast } from './fixtures';
import { investInFirstAsset, signInThroughApi } from './support/accounts';

const euroDe = (amount: string | number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    Number(amount),
  );

const signInAsDemo = (page: Page, baseURL: string) => signInThroughApi(page, baseURL, DEMO_ACCOUNT);

function card(page: Page, name: string | RegExp) {
  return page.getByRole('region', { name });
}

test('a new user sees zeros, level 1 and the empty states', async ({ signedInPage: page, user }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hallo ${user.firstName}!` })).toBeVisible();
  await expect(page.getByText('Level 12 · Öko-Krieger')).toBeVisible();
  await expect(page.getByText('Coins').locator('..')).toContainText('0,00 €', { timeout: 15_000 });
  await expect(page.getByText('Belohnungen').locator('..')).toContainText('0,00 €');
  await expect(page.getByText('Quests').locator('..')).toContainText('0');
  await expect(page.getByText('Impact-Score').locator('..')).toContainText('0 t');

  const assets = card(page, 'Meine Assets');
  await expect(assets).toContainText('Sie haben noch keine Assets.');
  await expect(assets.getByRole('link', { name: 'Jetzt investieren' })).toHaveAttribute(
    'href',
    '/marketplace',
  );
  await expect(card(page, 'Letzte Updates')).toContainText('Noch keine Aktivitäten.');
  await expect(card(page, 'Öko-Champion')).toContainText('Level 1');
  await expect(card(page, 'Öko-Champion').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  // No impact yet: the panel is not shown.
  await expect(card(page, 'Ihre Umweltwirkung')).toHaveCount(0);

  // Of the quick tiles "invest" and "Portfolio" are links (issue 34).
  await expect(page.getByRole('link', { name: 'Investieren', exact: true })).toHaveAttribute(
    'href',
    '/marketplace',
  );
  await expect(page.locator('a.dashboard-quick-link', { hasText: 'Portfolio' })).toHaveAttribute(
    'href',
    '/portfolio',
  );
  for (const name of ['Live-Updates', 'Community']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
});

test('the demo account sees its totals, assets, impact, news and activities', async ({ page, baseURL }) => {
  await signInAsDemo(page, baseURL as string);
  const summary = await (await page.request.get('/api/dashboard')).json();
  const investments = (await (await page.request.get('/api/investments')).json()) as { status: string }[];
  expect(investments.filter((i) => i.status === 'paid').length).toBeGreaterThan(3);
  // Every investment is listed, also those awaiting their payment and the withdrawn one (marked).
  const listed = investments.length;

  await page.goto('/');
  await expect(page.getByText('Coins').locator('..')).toContainText(euroDe(summary.totalInvestment), {
    timeout: 15_000,
  });
  await expect(page.getByText('Belohnungen').locator('..')).toContainText(euroDe(summary.expectedReturns));
  await expect(page.getByText('Quests').locator('..')).toContainText(String(summary.totalAssets));

  const assets = card(page, 'Meine Assets');
  await expect(assets.getByRole('listitem').filter({ has: page.getByRole('img') })).toHaveCount(3);
  await assets.getByRole('button', { name: `Alle anzeigen (+${listed - 3})` }).click();
  await expect(assets.getByRole('listitem').filter({ has: page.getByRole('img') })).toHaveCount(listed);
  await expect(assets.getByRole('button', { name: 'Weniger anzeigen' })).toBeVisible();

  const impact = card(page, 'Ihre Umweltwirkung');
  await expect(impact.getByRole('progressbar')).toHaveCount(3);
  const co2 = Math.round(Math.min(100, (summary.environmentalImpact.co2Saved / 200) * 100));
  await expect(impact.getByRole('progressbar', { name: 'CO₂ eingespart' })).toHaveAttribute(
    'aria-valuenow',
    String(co2),
  );

  await expect(card(page, 'Community-News').getByRole('listitem')).toHaveCount(3);
  const activities = card(page, 'Letzte Updates');
  await expect(activities.getByRole('listitem')).toHaveCount(summary.recentActivities.length);
  await expect(activities).toContainText(summary.recentActivities[0].message);
  await expect(activities).toContainText(/vor \d+ (Minute|Minuten|Stunde|Stunden|Tag|Tagen)/);

  const level = Math.floor(summary.totalAssets / 4) + 1;
  await expect(card(page, 'Öko-Champion')).toContainText(`Level ${level}`);

  // The stream cards lead to /streams.
  await card(page, 'Geplante Streams').getByRole('link', { name: 'Alle Streams' }).click();
  await expect(page).toHaveURL(/\/streams$/);
});

test('a fresh investment can be withdrawn after confirmation, and the totals update', async ({
  signedInPage: page,
  baseURL,
  user,
}) => {
  const assets = (await (await page.request.get('/api/asset-types')).json()) as {
    id: number;
    name: string;
  }[];
  const asset = assets[0] as { id: number; name: string };
  // 500 € in the first asset type, its information sheet acknowledged (issue 35).
  await investInFirstAsset(page, baseURL, user);

  await page.goto('/');
  // Awaiting its transfer, it is shown apart; the totals count paid investments (issue 33).
  await expect(page.getByTestId('awaiting-payment')).toContainText('500,00 €', { timeout: 15_000 });
  await expect(page.getByText('Coins').locator('..')).toContainText('0,00 €');
  const myAssets = card(page, 'Meine Assets');
  await expect(myAssets).toContainText(asset.name);
  // The withdrawal period's end: the fourteenth day after the confirmation's, in Berlin (decision 0074).
  const [year, month, day] = withdrawalLastDay(withdrawalEnd(new Date())).split('-');
  const until = `${day}.${month}.${year}`;
  await expect(myAssets).toContainText(`Widerruf bis ${until}`);

  await myAssets.getByRole('button', { name: `Investment in ${asset.name} widerrufen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Investment widerrufen?' });
  await expect(dialog).toContainText('500,00 €');
  // Cancelling keeps the investment.
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expect(myAssets).toContainText(asset.name);

  await myAssets.getByRole('button', { name: `Investment in ${asset.name} widerrufen` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Widerruf bestätigen' }).click();
  await expect(toast(page, 'Investment widerrufen')).toBeVisible({ timeout: 15_000 });
  // The record stays, marked (issue 19); it no longer offers a withdrawal and leaves the totals.
  await expect(myAssets.getByRole('listitem', { name: asset.name })).toContainText('Widerrufen');
  // Withdrawn, it expects nothing (decision 0082): no "+… € / Jahr".
  await expect(myAssets.getByRole('listitem', { name: asset.name })).not.toContainText('/ Jahr');
  await expect(myAssets.getByRole('button', { name: `Investment in ${asset.name} widerrufen` })).toHaveCount(
    0,
  );
  await expect(page.getByTestId('awaiting-payment')).toHaveCount(0);
});

test('a reminder set on the dashboard survives a reload', async ({ signedInPage: page }) => {
  await page.goto('/');
  const planned = card(page, 'Geplante Streams');
  const reminder = planned.getByRole('switch', { name: 'Erinnerung' }).first();
  await expect(reminder).not.toBeChecked({ timeout: 15_000 });
  await reminder.click();
  await expect(toast(page, 'Erinnerung gesetzt')).toBeVisible({ timeout: 15_000 });
  await expect(reminder).toBeChecked();

  await page.reload();
  await expect(card(page, 'Geplante Streams').getByRole('switch').first()).toBeChecked({ timeout: 15_000 });
  // The streams page reads the same saved reminder.
  await card(page, 'Geplante Streams').getByRole('link', { name: 'Alle Streams' }).click();
  await expect(
    page.getByRole('region', { name: 'Demnächst' }).getByRole('article').first().getByRole('switch'),
  ).toBeChecked({ timeout: 15_000 });
});

test('the dashboard in English', async ({ signedInPage: page, user }) => {
  await openWith(page, '/', 'en');
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${user.firstName}!` })).toBeVisible();
  await expect(page.getByText('Level 12 · Eco warrior')).toBeVisible();
  await expect(page.getByText('Rewards').locator('..')).toContainText('€0.00', { timeout: 15_000 });
  await expect(card(page, 'My assets')).toContainText('You have no assets yet.');
  await expect(card(page, 'My assets').getByRole('link', { name: 'Invest now' })).toBeVisible();
  await expect(card(page, 'Eco champion')).toContainText('Level 1');
  await expect(card(page, 'Community news').getByRole('listitem')).toHaveCount(3);
});

test('no serious accessibility violations on the demo dashboard (de light, en dark)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signInAsDemo(page, baseURL as string);
  // Loaded again for each look: the toggles would save the look to the demo account, which other tests share.
  for (const [language, scheme] of LOOKS) {
    await openWith(page, '/', language, scheme);
    await expect(page.getByRole('region', { name: /Community/ }).getByRole('listitem')).toHaveCount(3, {
      timeout: 15_000,
    });
    await expect(
      page
        .getByRole('region', { name: /Geplante Streams|Planned streams/ })
        .getByRole('switch')
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page), `${language}, ${scheme}`).toEqual([]);
  }
});

test('on a phone the pictures below the first screen wait until scrolled near: assets and streams', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page, baseURL as string);
  await page.setViewportSize({ width: 390, height: 844 });
  const streamPictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/streams/')) streamPictures.push(request.url());
  });
  await page.goto('/');
  const assets = card(page, 'Meine Assets');
  const streams = card(page, /Live-Streams|Geplante Streams/).first();
  await expect(streams.getByRole('img').first()).toBeAttached({ timeout: 15_000 });
  for (const picture of await assets.getByRole('img').all())
    await expect(picture).toHaveAttribute('loading', 'lazy');
  for (const picture of await streams.getByRole('img').all())
    await expect(picture).toHaveAttribute('loading', 'lazy');
  await page.waitForLoadState('networkidle');
  // Several screens down: not one of them asked for at load.
  expect(streamPictures).toEqual([]);

  const first = streams.getByRole('img').first();
  await first.scrollIntoViewIfNeeded();
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  expect(streamPictures.length).toBeGreaterThan(0);
});

test('news pictures on the dashboard and its demo: described, lazy, sized before they arrive, fitting at 390 px', async ({
  signedInPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const published = (await (await signedInPage.request.get('/api/news')).json()) as {
    title: string;
    image: string;
  }[];
  const demo = [...sampleNews]
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((item) => ({ title: item.title.de, image: `/media/assets/${item.assetSlug}.svg` }));
  // The demo is for visitors: signed out.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const [page, path, items] of [
    [signedInPage, '/', published],
    [visitor, '/dashboarddemo', demo],
  ] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const scheme of ['light', 'dark'] as const) {
      await openWith(page, path, 'de', scheme);
      const news = card(page, 'Community-News');
      await expect(news.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
      for (const item of items.slice(0, 3)) {
        // Decorative beside its title (alt=""), so found by its file.
        const picture = news.locator(`img[src="${item.image}"]`);
        await expect(picture, `${path}: ${item.title}`).toHaveAttribute('alt', '');
        await expect(picture).toHaveAttribute('loading', 'lazy');
        // Its box is set before the file arrives (nothing moves when it does): 96 px high, the card's width.
        expect((await picture.boundingBox())?.height).toBe(96);
        await picture.scrollIntoViewIfNeeded();
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
        expect((await picture.boundingBox())?.height).toBe(96);
      }
      // At 390 px nothing runs out of the card.
      expect(await news.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await seriousViolations(page), `${path}, ${scheme}`).toEqual([]);
    }
  }
  await visitor.context().close();
});

for (const [language, scheme] of [
  ['de', 'dark'],
  ['en', 'light'],
] as const) {
  test(`no serious accessibility violations in the withdrawal confirmation (${language}, ${scheme})`, async ({
    signedInPage: page,
    baseURL,
    user,
  }) => {
    await investInFirstAsset(page, baseURL, user);

    await openWith(page, '/', language, scheme);
    await card(page, language === 'de' ? 'Meine Assets' : 'My assets')
      .getByRole('button', { name: language === 'de' ? /widerrufen$/ : /^Withdraw investment/ })
      .click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', {
      name: language === 'de' ? 'Investment widerrufen?' : 'Withdraw investment?',
    });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: language === 'de' ? 'Widerruf bestätigen' : 'Confirm withdrawal' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
