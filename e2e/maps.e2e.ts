/** The two map screens (product §2.6): the public world map and the signed-in project map. */
import type { Page } from '@playwright/test';
import { expect, inEveryLook, openWith, seriousViolations, storePreferences, test } from './fixtures';
import { investInFirstAsset, signInThroughApi } from './support/accounts';

const worldMap = (page: Page, name = 'Weltkarte der Projekte') => page.getByRole('group', { name });
const projectMap = (page: Page) => page.getByTestId('project-map-svg');

/** The marketplace's projects, which both maps show (issue 36): the sample data's 16, four of each kind. */
const PROJECTS = 16;
const WIND = 'Bürgerwindpark in Nordfriesland';

test("the world map draws the countries and the marketplace's projects; the counters stay", async ({
  page,
}) => {
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Karte' })).toBeVisible();
  // The country shapes come with their own chunk once the map is near the viewport.
  await expect.poll(() => worldMap(page).locator('path[data-country]').count()).toBeGreaterThan(150);
  await expect(worldMap(page).getByRole('button')).toHaveCount(PROJECTS);
  await expect(worldMap(page).getByRole('button', { name: WIND })).toBeVisible();
  for (const figure of ['263', '173', '810', '120', '2.400', '45', '13.500', '4.287', '67', '23', '34']) {
    await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
  }
});

test("active projects' markers pulse without repainting the page: the rings are the compositor's, none with less motion", async ({
  page,
}) => {
  await page.goto('/map');
  const rings = page.locator('[data-pulse]');
  await expect.poll(() => rings.count()).toBeGreaterThan(0);
  // Each ring is centred on its marker's dot.
  for (const ring of await rings.all()) {
    const id = await ring.getAttribute('data-pulse');
    const dot = await worldMap(page).locator(`[data-marker="${id}"] circle`).last().boundingBox();
    const box = await ring.boundingBox();
    if (!dot || !box) throw new Error(`no box for ${id}`);
    expect(Math.abs(box.x + box.width / 2 - (dot.x + dot.width / 2)), id ?? '').toBeLessThan(1.5);
    expect(Math.abs(box.y + box.height / 2 - (dot.y + dot.height / 2)), id ?? '').toBeLessThan(1.5);
  }
  // While the rings pulse, the page's main thread paints nothing (an animation inside the SVG repainted the
  // whole map every frame, decision 0110).
  const cdp = await page.context().newCDPSession(page);
  const events: { name: string; tid: number; args?: { name?: string } }[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as typeof events)));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,__metadata',
    transferMode: 'ReportEvents',
  });
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await complete;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  expect(main).toBeDefined();
  expect(events.filter((e) => e.tid === main && e.name === 'Paint').length).toBeLessThan(3);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(worldMap(page).getByRole('button')).toHaveCount(PROJECTS);
  await expect(rings).toHaveCount(0);
});

test('the type filter reduces the markers', async ({ page }) => {
  await page.goto('/map');
  const filter = page.getByRole('group', { name: 'Nach Projekttyp filtern' });
  await expect(worldMap(page).getByRole('button')).toHaveCount(PROJECTS);
  await filter.getByRole('button', { name: 'Energie' }).click();
  await expect(filter.getByRole('button', { name: 'Energie' })).toHaveAttribute('aria-pressed', 'true');
  await expect(worldMap(page).getByRole('button')).toHaveCount(4);
  await filter.getByRole('button', { name: 'Bäume' }).click();
  await expect(worldMap(page).getByRole('button')).toHaveCount(4);
  await expect(worldMap(page).getByRole('button', { name: WIND })).toHaveCount(0);
  await filter.getByRole('button', { name: 'Alle' }).click();
  await expect(worldMap(page).getByRole('button')).toHaveCount(PROJECTS);
});

test('a marker opens its card, closes it again and switches to another', async ({ page }) => {
  await page.goto('/map');
  const card = page.getByTestId('world-map-card');
  const wind = worldMap(page).getByRole('button', { name: WIND });
  await wind.click();
  await expect(card.getByRole('heading', { name: WIND })).toBeVisible();
  await expect(card).toContainText('Aktiv');
  await expect(card).toContainText('t CO₂ pro Jahr je Anteil');
  await expect(wind).toHaveAttribute('aria-pressed', 'true');
  await wind.click();
  await expect(card).toHaveCount(0);

  await wind.click();
  await worldMap(page).getByRole('button', { name: 'Bienenvölker am Kaiserstuhl' }).click();
  await expect(card.getByRole('heading', { name: 'Bienenvölker am Kaiserstuhl' })).toBeVisible();
  await expect(card.getByRole('heading', { name: WIND })).toHaveCount(0);

  // Keyboard: focus a marker and press Enter.
  await worldMap(page).getByRole('button', { name: 'Bio-Dinkel von der Schwäbischen Alb' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('heading', { name: 'Bio-Dinkel von der Schwäbischen Alb' })).toBeVisible();
});

test('the full map is 24rem high with a fullscreen button, the compact one 16rem without', async ({
  page,
}) => {
  await page.goto('/map');
  const canvas = page.getByTestId('world-map-canvas');
  await expect(page.getByRole('button', { name: 'Vollbild' })).toBeVisible();
  expect((await canvas.boundingBox())?.height).toBeCloseTo(384, 0);
  await page.getByRole('switch', { name: 'Kompakte Ansicht' }).check();
  await expect(page.getByRole('button', { name: 'Vollbild' })).toHaveCount(0);
  await expect.poll(async () => (await canvas.boundingBox())?.height).toBeCloseTo(256, 0);
});

test('the world map in English', async ({ page }) => {
  await storePreferences(page, 'en');
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await worldMap(page, 'World map of the projects')
    .getByRole('button', { name: 'Community wind farm in North Frisia' })
    .click();
  await expect(page.getByTestId('world-map-card')).toContainText('Active');
  await expect(page.getByText('2,400', { exact: true })).toBeVisible();
});

test("the project map: the marketplace's projects, the investor's own marked; categories, details, zoom, layers", async ({
  signedInPage: page,
  user,
  baseURL,
}) => {
  await investInFirstAsset(page, baseURL, user);
  const [first] = (await (await page.request.get('/api/asset-types')).json()) as { name: string }[];
  const mine = first?.name ?? '';

  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Karte' })).toBeVisible();
  const map = projectMap(page);
  await expect(map.getByRole('button')).toHaveCount(PROJECTS);
  // The investor's own project is marked on the map and in the list; no other is.
  const own = map.getByRole('button', { name: `${mine} – Ihre Investition` });
  await expect(own).toHaveAttribute('data-mine', 'true');
  await expect(map.locator('[data-mine]')).toHaveCount(1);
  const listed = page.getByTestId('map-project').filter({ hasText: mine });
  await expect(listed.getByTestId('mine-badge')).toHaveText('Ihre Investition');
  await expect(page.getByTestId('mine-badge')).toHaveCount(1);
  await own.click();
  await expect(page.getByTestId('project-details').getByRole('heading', { name: mine })).toBeVisible();
  await expect(page.getByTestId('project-details').getByTestId('mine-badge')).toBeVisible();

  await page.getByRole('button', { name: 'Energie' }).click();
  await expect(map.getByRole('button')).toHaveCount(4);
  await map.getByRole('button', { name: WIND }).click();
  const details = page.getByTestId('project-details');
  await expect(details.getByRole('heading', { name: WIND })).toBeVisible();
  await expect(details).toContainText('Aktiv');
  await expect(details).toContainText('Reußenköge');
  await expect(details.getByRole('link', { name: `${WIND} im Marktplatz öffnen` })).toHaveAttribute(
    'href',
    /\/marketplace\/\d+$/,
  );
  await page.getByRole('button', { name: 'Alle Projekte' }).click();
  await expect(map.getByRole('button')).toHaveCount(PROJECTS);

  // Layers: one investment and the eleven sample livestreams.
  await expect(map.locator('[data-layer="investments"] > g')).toHaveCount(1, { timeout: 15_000 });
  await expect(map.locator('[data-layer="livestreams"] > g')).toHaveCount(11);

  const fullView = await map.getAttribute('viewBox');
  await page.getByRole('button', { name: 'Hineinzoomen' }).click();
  await expect(map).not.toHaveAttribute('viewBox', fullView as string);
  const zoomedIn = await map.getAttribute('viewBox');
  await page.getByRole('button', { name: 'Hineinzoomen' }).click();
  await expect(map).not.toHaveAttribute('viewBox', zoomedIn as string);
  await page.getByRole('button', { name: 'Herauszoomen' }).click();
  await expect(map).toHaveAttribute('viewBox', zoomedIn as string);
  await page.getByRole('button', { name: 'Ansicht zurücksetzen' }).click();
  await expect(map).toHaveAttribute('viewBox', fullView as string);

  await page.getByRole('button', { name: 'Ebenen' }).click();
  await page.getByRole('checkbox', { name: 'Livestreams' }).uncheck();
  await expect(map.locator('[data-layer="livestreams"]')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Meine Investitionen' }).uncheck();
  await expect(map.locator('[data-layer="investments"]')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Projekte' }).uncheck();
  await expect(map.getByRole('button')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Livestreams' }).check();
  await expect(map.locator('[data-layer="livestreams"] > g')).toHaveCount(11);
});

test('the project map in English', async ({ signedInPage: page }) => {
  await storePreferences(page, 'en');
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await projectMap(page).getByRole('button', { name: 'Community wind farm in North Frisia' }).click();
  await expect(page.getByTestId('project-details')).toContainText('Funding until');
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
});

// Both maps in both looks (LOOKS: de light, en dark), switched through the header's toggles without a reload.
test('no serious accessibility violations on both maps (de light, en dark)', async ({
  page,
  user,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('world-map-canvas').getByRole('button').first().click();
  await inEveryLook(page, async (language, scheme) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('world-map-card')).toBeVisible();
    expect(await seriousViolations(page), `world map (${language}, ${scheme})`).toEqual([]);
  });

  await signInThroughApi(page, baseURL, user);
  await openWith(page, '/map', 'de', 'light');
  await expect(projectMap(page).getByRole('button')).toHaveCount(PROJECTS);
  await projectMap(page).getByRole('button').first().click();
  await inEveryLook(page, async (language, scheme) => {
    await expect(page.getByTestId('project-details')).toBeVisible();
    await expect(page.locator('[data-layer="livestreams"] > g').first()).toBeAttached({ timeout: 15_000 });
    expect(await seriousViolations(page), `project map (${language}, ${scheme})`).toEqual([]);
  });
});
