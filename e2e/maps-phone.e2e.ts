/**
 * Both maps on a phone and on a desktop (issue 22): every marker is a touch target of at least 24 × 24 px
 * inside its box and can be clicked on its own (Playwright refuses a click that another element would
 * catch), the map fills its box, the sea shows in dark mode, and the legend's chips are inert.
 */
import type { Locator } from '@playwright/test';
import { expect, openWith, test } from './fixtures';
import { signInThroughApi } from './support/accounts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** Every marker of `map` is at least 24 × 24 px and inside `frame`. */
async function expectTargetsInside(markers: Locator, frame: Locator) {
  const outer = await box(frame);
  for (const marker of await markers.all()) {
    const inner = await box(marker);
    const name = await marker.getAttribute('aria-label');
    expect(inner.width, `${name} width`).toBeGreaterThanOrEqual(24);
    expect(inner.height, `${name} height`).toBeGreaterThanOrEqual(24);
    expect(inner.y, `${name} top`).toBeGreaterThanOrEqual(outer.y);
    expect(inner.x, `${name} left`).toBeGreaterThanOrEqual(outer.x);
    expect(inner.y + inner.height, `${name} bottom`).toBeLessThanOrEqual(outer.y + outer.height);
    expect(inner.x + inner.width, `${name} right`).toBeLessThanOrEqual(outer.x + outer.width);
  }
}

/** Clicks each marker in turn; each opens its own card. */
async function clickEach(map: Locator, card: Locator) {
  const names = await map
    .getByRole('button')
    .evaluateAll((all) => all.map((marker) => marker.getAttribute('aria-label') ?? ''));
  for (const name of names) {
    await map.getByRole('button', { name, exact: true }).click();
    await expect(card.getByRole('heading', { name })).toBeVisible();
  }
  return names.length;
}

/** The svg fills its box: same size within a pixel (no band left empty, nothing cut off). */
async function expectFills(svg: Locator, frame: Locator) {
  const outer = await box(frame);
  const inner = await box(svg);
  expect(Math.abs(inner.width - (outer.width - 2))).toBeLessThanOrEqual(1.5);
  expect(Math.abs(inner.height - (outer.height - 2))).toBeLessThanOrEqual(1.5);
}

/** The marketplace's projects, which both maps show (issue 36): the sample data's 16. */
const PROJECTS = 16;

for (const size of SIZES) {
  test(`world map at ${size.width} px: it fills its box and each of the marketplace's markers opens its card`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/map');
    const canvas = page.getByTestId('world-map-canvas');
    const markers = canvas.getByRole('button');
    await expect(markers).toHaveCount(PROJECTS);
    await expectFills(page.getByTestId('world-map-svg'), canvas);
    await expectTargetsInside(markers, canvas);
    expect(await clickEach(canvas, page.getByTestId('world-map-card'))).toBe(PROJECTS);
    // The compact map too.
    await page.getByRole('switch', { name: 'Kompakte Ansicht' }).check();
    await expect.poll(async () => (await box(canvas)).height).toBeCloseTo(256, 0);
    // The markers are laid out again for the new size once the canvas has it (a resize observer): wait for that.
    await expect(() => expectTargetsInside(markers, canvas)).toPass();
    expect(await clickEach(canvas, page.getByTestId('world-map-card'))).toBe(PROJECTS);
  });

  test(`landing page's map at ${size.width} px: each marker opens its card`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    const canvas = page.getByTestId('world-map-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const markers = canvas.getByRole('button');
    await expect(markers).toHaveCount(PROJECTS);
    await expectTargetsInside(markers, canvas);
    expect(await clickEach(canvas, page.getByTestId('world-map-card'))).toBe(PROJECTS);
  });

  test(`project map at ${size.width} px: it fills its box and each of the marketplace's markers opens its details`, async ({
    page,
    user,
    baseURL,
  }) => {
    await signInThroughApi(page, baseURL, user);
    await page.setViewportSize(size);
    await page.goto('/map');
    const frame = page.getByTestId('project-map-box');
    const markers = page.getByTestId('project-map-svg').getByRole('button');
    await expect(markers).toHaveCount(PROJECTS);
    await expectFills(page.getByTestId('project-map-svg'), frame);
    await expectTargetsInside(markers, frame);
    expect(await clickEach(page.getByTestId('project-map-svg'), page.getByTestId('project-details'))).toBe(
      PROJECTS,
    );
  });
}

test('the sea is visible in dark mode, and the legend chips are inert with "coming soon"', async ({
  page,
}) => {
  await openWith(page, '/map', 'de', 'dark');
  const canvas = page.getByTestId('world-map-canvas');
  const colours = await canvas.evaluate((element) => ({
    sea: getComputedStyle(element).backgroundColor,
    page: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours.sea).not.toBe(colours.page);
  const sea = colours.sea.match(/\d+/g)?.map(Number) ?? [];
  // Blue: its blue channel clearly above its red one.
  expect((sea[2] ?? 0) - (sea[0] ?? 0)).toBeGreaterThan(30);

  const chip = page.getByRole('group', { name: 'Legende' }).locator('[data-status="active"]');
  await expect(chip).toHaveAttribute('aria-disabled', 'true');
  await expect(chip).toHaveAttribute('title', 'Demnächst verfügbar');
  expect(await chip.evaluate((element) => getComputedStyle(element).cursor)).toBe('not-allowed');
});
