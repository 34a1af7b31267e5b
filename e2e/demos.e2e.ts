/**
 * The demo directory and the public demos of issue 5 (product §2.5, §2.7, §2.16; product §2): /demos,
 * /dashboarddemo and /marketplacedemo, and for all demo pages (with /teamdemo, /team and /mobile-app, whose
 * own tests are team.e2e.ts and mobile-app.e2e.ts) both languages, that they make no data requests, and
 * axe checks in both languages and themes.
 */
import {
  expect,
  inEveryLook,
  LOOKS,
  openWith,
  seriousViolations,
  storePreferences,
  test,
  toast,
} from './fixtures';
import { type PageTexts, testPagesRender, watchDataRequests } from './support/pages';

// Several suites share the machine; axe runs over several pages need more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const SLOW = { timeout: 15_000 };

const PAGES: PageTexts = {
  de: [
    ['/demos', 'Demos', 'Probieren Sie Wurzelwerk ohne Konto aus'],
    ['/dashboarddemo', 'Hallo Alex!', 'Demo mit Beispieldaten'],
    ['/marketplacedemo', 'Marktplatz', 'Demo mit Beispieldaten'],
    ['/teamdemo', 'Das Team hinter Wurzelwerk', 'Abteilungen im Überblick'],
    ['/team', 'Unser Team', 'Wurzelwerk in Zahlen'],
    ['/mobile-app', 'Wurzelwerk für unterwegs', 'Technische Daten'],
  ],
  en: [
    ['/demos', 'Demos', 'Try Wurzelwerk without an account'],
    ['/dashboarddemo', 'Hello Alex!', 'Demo with sample data'],
    ['/marketplacedemo', 'Marketplace', 'Demo with sample data'],
    ['/teamdemo', 'The team behind Wurzelwerk', 'Departments overview'],
    ['/team', 'Our team', 'Wurzelwerk in numbers'],
    ['/mobile-app', 'Wurzelwerk on the go', 'Specifications'],
  ],
};

testPagesRender(
  (lang) => `the demo pages render in ${lang} without console errors or data requests`,
  PAGES,
  true,
);

/** Mantine's filled badge colours of product §2.5: green, yellow, orange, red, purple (grape). */
const DEMOS = [
  ['dashboard', 'Dashboard', '/dashboarddemo', 'Kernfunktionen', 'Mittel', 'rgb(255, 212, 59)'],
  ['marketplace', 'Marktplatz', '/marketplacedemo', 'Investment', 'Fortgeschritten', 'rgb(247, 103, 7)'],
  ['profile', 'Profil', '/profiledemo', 'Benutzerverwaltung', 'Einfach', 'rgb(47, 158, 68)'],
  ['farm', 'Farm-Spiel', '/farmdemo', 'Gaming', 'Komplex', 'rgb(201, 42, 42)'],
  ['shop', 'Öko-Shop', '/shopdemo', 'E-Commerce', 'Umfassend', 'rgb(156, 54, 181)'],
  ['team', 'Team', '/teamdemo', 'Unternehmen', 'Einfach', 'rgb(47, 158, 68)'],
] as const;

test('demo directory: six demos with their texts, difficulty colours and links', async ({ page }) => {
  await page.goto('/demos');
  await expect(page.getByRole('article')).toHaveCount(6, SLOW);
  for (const [id, name, path, category, difficulty, colour] of DEMOS) {
    const card = page.getByRole('article', { name, exact: true });
    await expect(card).toHaveAttribute('data-testid', `demo-${id}`);
    await expect(card.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(card.getByTestId('demo-category')).toHaveText(category);
    await expect(card.getByRole('list').getByRole('listitem')).not.toHaveCount(0);
    const badge = card.locator('[data-difficulty]');
    await expect(badge).toHaveText(difficulty);
    await expect(badge).toHaveCSS('background-color', colour);
    await expect(card.getByRole('link', { name: `Demo ansehen: ${name}` })).toHaveAttribute('href', path);
  }
  await expect(page.getByRole('article', { name: 'Marktplatz' })).toContainText(
    'Suche, Sortierung und Preisfilter',
  );

  // View Demo opens the demo.
  await page.getByRole('link', { name: 'Demo ansehen: Team' }).click();
  await expect(page).toHaveURL(/\/teamdemo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Das Team hinter Wurzelwerk' })).toBeVisible();
});

test('demo directory: Copy URL puts the full address on the clipboard and confirms it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/demos');
  const card = page.getByRole('article', { name: 'Farm-Spiel' });
  await card.getByRole('button', { name: 'URL kopieren: Farm-Spiel' }).click();
  await expect(toast(page, 'Link in die Zwischenablage kopiert')).toContainText(`${baseURL}/farmdemo`);
  await expect(card.getByRole('button', { name: /Kopiert!/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/farmdemo`);

  await page
    .getByRole('article', { name: 'Dashboard' })
    .getByRole('button', { name: 'URL kopieren: Dashboard' })
    .click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`${baseURL}/dashboarddemo`);
  // The confirmation goes back to the button's label after a moment.
  await expect(card.getByRole('button', { name: 'URL kopieren: Farm-Spiel' })).toBeVisible();
});

test('dashboard demo: the real dashboard on sample data, reminders work locally', async ({ page }) => {
  const requests = watchDataRequests(page);
  await page.goto('/dashboarddemo');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Alex!' })).toBeVisible(SLOW);
  await expect(page.getByText('Level 12 · Öko-Krieger')).toBeVisible();
  // 600 + 600 + 500 + 1000 + 700 €; returns 43.20 + 25.20 + 27.50 + 89.00 + 31.50 €; 2 + 4 + 5 + 1 + 2 units.
  await expect(page.getByText('Coins').locator('..')).toContainText(/3\.400,00\s€/);
  await expect(page.getByText('Belohnungen').locator('..')).toContainText(/216,40\s€/);
  await expect(page.getByText('Quests').locator('..')).toContainText('14');
  await expect(page.getByRole('link', { name: 'Investieren', exact: true })).toHaveAttribute(
    'href',
    '/marketplacedemo',
  );

  const assets = page.getByRole('region', { name: 'Meine Assets' });
  await expect(assets.getByRole('listitem').filter({ has: page.getByRole('img') })).toHaveCount(3);
  await assets.getByRole('button', { name: 'Alle anzeigen (+2)' }).click();
  await expect(assets.getByRole('listitem').filter({ has: page.getByRole('img') })).toHaveCount(5);
  await expect(assets).toContainText('Bürgerwindpark in Nordfriesland');
  // No withdrawal in the demo: nothing can be changed.
  await expect(assets.getByRole('button', { name: /widerrufen/ })).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'Ihre Umweltwirkung' }).getByRole('progressbar')).toHaveCount(
    3,
  );
  await expect(page.getByRole('region', { name: 'Öko-Champion' })).toContainText('Level 4');
  await expect(page.getByRole('region', { name: 'Öko-Champion' }).getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expect(page.getByRole('region', { name: 'Community-News' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Letzte Updates' })).toContainText(
    /Investition von 600,00\s€ in Bienenvölker am Kaiserstuhl/,
  );
  await expect(page.getByRole('region', { name: 'Live-Streams' })).toContainText('Live am Bienenstand');
  // The signed-in streams page is not part of the public set: no link to it.
  await expect(page.getByRole('link', { name: 'Alle Streams' })).toHaveCount(0);

  const planned = page.getByRole('region', { name: 'Geplante Streams' });
  const reminder = planned.getByRole('switch').first();
  await reminder.click();
  await expect(reminder).toBeChecked();
  await expect(toast(page, 'Erinnerung gesetzt')).toBeVisible();
  await reminder.click();
  await expect(reminder).not.toBeChecked();
  await expect(toast(page, 'Erinnerung entfernt')).toBeVisible();

  await expect(page.getByRole('link', { name: 'Kostenlos registrieren' })).toHaveAttribute(
    'href',
    '/register',
  );
  expect(requests).toEqual([]);
});

test('marketplace demo: search, categories and an invest action that invites to register', async ({
  page,
}) => {
  const requests = watchDataRequests(page);
  await page.goto('/marketplacedemo');
  const cards = page.getByTestId('asset-card');
  await expect(cards).toHaveCount(8, SLOW);
  await expect(cards.first().locator('img')).toHaveAttribute(
    'src',
    '/media/assets/mischwald-schwarzwald.svg',
  );
  // The demo has no asset pages: no details links.
  await expect(cards.getByRole('link')).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Assets durchsuchen' });
  await search.fill('BIENENVOLK');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Bienenvölker am Kaiserstuhl');
  await search.fill('');
  await page.getByRole('button', { name: 'Energie' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Energie' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Preis: aufsteigend' });
  await expect(cards.first()).toContainText('Bürger-Solardach auf einer Schule in Münster');

  await cards.first().getByRole('button', { name: 'Jetzt investieren' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'In Bürger-Solardach auf einer Schule in Münster investieren',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/ab 500\s€/);
  await expect(dialog.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
  await dialog.getByRole('button', { name: 'Weiter umsehen' }).click();
  await expect(dialog).toBeHidden();

  await cards.first().getByRole('button', { name: 'Jetzt investieren' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Jetzt registrieren' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(requests).toEqual([]);
});

test('marketplace demo in English', async ({ page }) => {
  await storePreferences(page, 'en');
  await page.goto('/marketplacedemo');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible(SLOW);
  await expect(
    page.getByTestId('asset-card').filter({ hasText: 'Community wind farm in North Frisia' }),
  ).toContainText('€1,000');
  await page.getByTestId('asset-card').first().getByRole('button', { name: 'Invest now' }).click();
  await expect(page.getByRole('dialog')).toContainText('Register for free to invest');
});

// axe on each demo page in both looks (LOOKS: de light, en dark), switched in the page without a reload.
for (const [index, [path]] of PAGES.de.entries()) {
  // The mobile-app page's frame takes the language when it loads: that page is loaded in each look below.
  if (path === '/mobile-app') continue;
  test(`no serious accessibility violations on ${path} (de light, en dark)`, async ({ page }) => {
    test.setTimeout(150_000);
    await openWith(page, path, 'de', 'light');
    await inEveryLook(page, async (lang, scheme) => {
      await expect(page.getByRole('heading', { level: 1, name: PAGES[lang][index]?.[1] })).toBeVisible(SLOW);
      expect(await seriousViolations(page), `${path} (${lang}, ${scheme})`).toEqual([]);
    });
  });
}

test('no serious accessibility violations on the mobile-app page and the invitation dialog (de light, en dark)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const [lang, scheme] of LOOKS) {
    await openWith(page, '/mobile-app', lang, scheme);
    const heading = lang === 'de' ? 'Wurzelwerk für unterwegs' : 'Wurzelwerk on the go';
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    expect(await seriousViolations(page), `/mobile-app (${lang}, ${scheme})`).toEqual([]);
  }
  // The invitation dialog of the marketplace demo; the dialog covers the header, so it closes for each switch.
  await openWith(page, '/marketplacedemo', 'de', 'light');
  await inEveryLook(page, async (lang, scheme) => {
    await page.getByTestId('asset-card').first().getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), `invitation dialog (${lang}, ${scheme})`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
