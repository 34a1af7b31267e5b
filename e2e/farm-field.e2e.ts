/**
 * The farm's illustrated play field (issue 22) at 390 px and 1280 px: the tree above the fold on a phone,
 * the floating "+N" marker rising from the clicked object, the bounce and the marker still under reduced
 * motion, the energy hint lying over the field without moving the tree and saying what is true, the
 * level-up and upgrade dialogs with their pictures and new values, and axe in both themes.
 * The four growth stages are rendered in web/src/features/farm/components/farmArt.test.tsx.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openWith, seriousViolations, test } from './fixtures';
import { clickTree, treeButton } from './support/farm';

const TIMEOUT = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** The element's box in page coordinates (independent of scrolling). */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });

/**
 * Opens the farm; a fresh account's notice to confirm its e-mail address is put away first, as its owner
 * would — unless `withNotices`: then it stays, as a new player first sees the farm.
 */
async function openFarm(page: Page, { withNotices = false } = {}) {
  await page.goto('/farm');
  await expect(treeButton(page)).toBeVisible(TIMEOUT);
  if (!withNotices) await page.getByRole('button', { name: 'Hinweis ausblenden' }).click();
}

/**
 * The picture's colours (CSS variables) resolve: an unset variable would paint its shapes black, as
 * happened in the dialogs, which are rendered outside the play field.
 */
const blackShapes = (picture: Locator) =>
  picture.evaluate(
    (element) =>
      [...element.querySelectorAll('[fill^="var("]')].filter(
        (shape) => getComputedStyle(shape).fill === 'rgb(0, 0, 0)',
      ).length,
  );

/** The CSS animation running on the element (its name), "none" without one. */
const animationOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).animationName);

/** Opens the farm at the given size; the boxes of the field's three producers. */
async function producersAt(page: Page, size: { width: number; height: number }, withNotices = false) {
  await page.setViewportSize(size);
  await openFarm(page, { withNotices });
  return {
    tree: await box(treeButton(page)),
    hive: await box(page.getByRole('button', { name: 'Honig sammeln' })),
    coop: await box(page.getByRole('button', { name: 'Eier einsammeln' })),
  };
}

test.describe('farm play field', () => {
  test('at 390 px the whole tree is above the fold, the stats compact, hive and coop side by side', async ({
    signedInPage: page,
  }) => {
    // As a new player first sees it: the simulation notice and the notice to confirm the address shown.
    const { tree, hive, coop } = await producersAt(page, PHONE, true);
    await expect(page.getByRole('button', { name: 'Hinweis ausblenden' })).toBeVisible();
    expect(tree.y + tree.height).toBeLessThanOrEqual(PHONE.height);
    expect(tree.width).toBeGreaterThanOrEqual(150);
    expect((await box(page.getByTestId('farm-stats'))).height).toBeLessThan(130);
    expect(Math.abs(hive.y - coop.y)).toBeLessThan(4);
    expect(hive.x + hive.width).toBeLessThanOrEqual(coop.x);
    expect(hive.y).toBeGreaterThan(tree.y + tree.height);
    // The four tabs fit the phone's width: none is cut at the edge.
    const tabs = await page.getByRole('tab').all();
    expect(tabs).toHaveLength(4);
    for (const tab of tabs)
      expect((await box(tab)).x + (await box(tab)).width).toBeLessThanOrEqual(PHONE.width);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('at 1280 px hive, tree and coop stand in one row, the tree in the middle', async ({
    signedInPage: page,
  }) => {
    const { tree, hive, coop } = await producersAt(page, DESKTOP);
    expect(hive.x + hive.width).toBeLessThan(tree.x);
    expect(tree.x + tree.width).toBeLessThan(coop.x);
    expect(tree.width).toBeGreaterThan(hive.width);
  });

  test('a click bounces the tree and a "+N" marker rises from it', async ({ signedInPage: page }) => {
    await page.setViewportSize(PHONE);
    await openFarm(page);
    await expect(page.getByTestId('farm-tree-art')).toHaveAttribute('data-stage', 'sapling');
    await clickTree(page, 1);
    const marker = page.getByTestId('farm-marker').first();
    await expect(marker).toContainText('+7 Münzen');
    const tree = await box(treeButton(page));
    const from = await box(marker);
    // It starts over the tree …
    expect(from.x + from.width / 2).toBeGreaterThan(tree.x);
    expect(from.x + from.width / 2).toBeLessThan(tree.x + tree.width);
    expect(await animationOf(marker)).toBe('farm-marker-rise');
    expect(await animationOf(page.locator('.farm-producer-art').first())).toBe('farm-bounce');
    // … and rises.
    await expect.poll(async () => (await box(marker)).y).toBeLessThan(from.y - 20);
    await expect(page.getByTestId('farm-marker')).toHaveCount(0, { timeout: 5_000 });
  });

  test('with reduced motion nothing moves, and the marker still shows the reward', async ({
    signedInPage: page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openFarm(page);
    await clickTree(page, 1);
    const marker = page.getByTestId('farm-marker').first();
    await expect(marker).toContainText('+7 Münzen');
    expect(await animationOf(marker)).toBe('none');
    expect(await animationOf(page.locator('.farm-producer-art').first())).toBe('none');
    expect(await animationOf(page.locator('.farm-art-bee').first())).toBe('none');
  });

  test('the energy hint lies over the field without moving the tree, and says what is true', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    // The page's time moves only when the test says so: energy recharges by 1 a second, and on a loaded
    // machine the refusal had turned into "energy back" before the assertion looked.
    await page.clock.install();
    await openFarm(page);
    const before = await pageBox(treeButton(page));
    // 85 energy and 2 per hive click: a quick burst of 50 clicks runs out after about 43.
    await page.getByRole('button', { name: 'Honig sammeln' }).click({ clickCount: 50 });
    const hint = page.getByTestId('farm-hint');
    await expect(hint).toContainText(/Nicht genug Energie.*braucht hier 2 Energie, Sie haben nur [01]\./);
    expect(await pageBox(treeButton(page))).toEqual(before);
    // The tree can still be clicked through the hint.
    await expect(treeButton(page)).toBeEnabled();
    // Two seconds later the energy is back: the hint says so, for the rest of its four seconds, then goes.
    await page.clock.runFor(2_000);
    await expect(hint).toContainText('Energie wieder aufgeladen');
    await expect(hint).not.toContainText('Nicht genug');
    await page.clock.runFor(3_000);
    await expect(hint).toHaveCount(0);
    expect(await pageBox(treeButton(page))).toEqual(before);
  });

  test('the level-up dialog shows the tree and the new values', async ({ signedInPage: page }) => {
    await openFarm(page);
    await clickTree(page, 10);
    const dialog = page.getByRole('dialog', { name: 'Stufe erreicht!' });
    await expect(dialog.getByTestId('farm-tree-art')).toBeVisible();
    expect(await blackShapes(dialog.getByTestId('farm-celebration'))).toBe(0);
    const values = dialog.getByTestId('farm-dialog-values');
    await expect(values).toContainText('Stufe2');
    await expect(values).toContainText('Münzen pro Baumklick10');
    await expect(values).toContainText('Bis zur nächsten Stufe15 Klicks');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    // The value shown is what the next click brings.
    await clickTree(page, 1);
    await expect(page.getByTestId('farm-marker').filter({ hasText: '+10 Münzen' }).first()).toBeVisible();
  });
});

test('the upgrade dialog celebrates with a picture and the new values', async ({ signedInPage: page }) => {
  await openFarm(page);
  await clickTree(page, 8);
  await page.getByRole('tab', { name: 'Upgrades' }).click();
  await page.getByRole('article', { name: 'Bio-Dünger' }).getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Glückwunsch!' });
  await expect(dialog.getByTestId('farm-celebration')).toBeVisible();
  expect(await blackShapes(dialog.getByTestId('farm-celebration'))).toBe(0);
  const values = dialog.getByTestId('farm-dialog-values');
  await expect(values).toContainText('Stufe1 / 25');
  await expect(values).toContainText(/Wirkung\+[\d,]+ Münz-Multiplikator pro Baumklick/);
  // The price the card now shows for the next level.
  await expect(values).toContainText('Nächste Stufe kostet75 Münzen');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe (${scheme}): the farm at 390 px with its notices, and the level-up dialog`, async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await openWith(page, '/farm', 'de', scheme);
    await expect(treeButton(page)).toBeVisible(TIMEOUT);
    expect(await seriousViolations(page)).toEqual([]);
    await clickTree(page, 10);
    await expect(page.getByRole('dialog', { name: 'Stufe erreicht!' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
