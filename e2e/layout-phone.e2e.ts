/**
 * Layout facts at 390 px and 1280 px (issue 22), measured as element boxes, not screenshots: the cart keeps
 * its product names readable, the dashboard's asset names wrap instead of being cut, badges are whole, tab
 * bars stay one row; and the colours that must keep their meaning in both themes (the red withdrawal
 * button, the landing page's phone frame), with axe on the changed screens.
 */
import type { Locator, Page } from '@playwright/test';
import { type ColorScheme, expect, openWith, seriousViolations, test } from './fixtures';
import { investInFirstAsset } from './support/accounts';
import { addToCart, BAG, COURSE, openCart, TOMATO } from './support/shop';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TIMEOUT = { timeout: 20_000 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** The element shows all of its text: nothing cut off by an ellipsis or overflow. */
const showsAll = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);

/**
 * The words of the element's text that a line break cuts in two (a word and its parts between hyphens are
 * each measured: a compound word may wrap at its hyphen, not inside a part).
 */
const brokenWords = (locator: Locator) =>
  locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[^\s\-‐]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

/** An element's computed colour as [r, g, b]. */
async function rgb(locator: Locator, property: 'color' | 'backgroundColor'): Promise<number[]> {
  const value = await locator.evaluate((element, name) => getComputedStyle(element)[name], property);
  return (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}

/**
 * Every tab of the tab list in one row, each one line high. Measured in one frame: the dialog may still be
 * moving into place (its opening transition), and tabs measured one call apart then differ by a few pixels.
 */
async function expectOneRow(tabs: Locator) {
  const boxes = await tabs.evaluateAll((elements) =>
    elements.map((element) => {
      const { y, height } = element.getBoundingClientRect();
      return { y, height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const tab of boxes) {
    expect(Math.abs(tab.y - (boxes[0]?.y ?? 0))).toBeLessThan(2);
    expect(tab.height).toBeLessThan(60);
  }
}

async function cartWithThree(page: Page, scheme?: ColorScheme) {
  await openWith(page, '/shop', 'de', scheme);
  for (const product of [TOMATO, COURSE, BAG]) await addToCart(page, product);
  return openCart(page);
}

test('cart at 390 px: each product name has the line to itself; at 1280 px the controls sit beside it', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize(PHONE);
  const dialog = await cartWithThree(page);
  await expectOneRow(dialog.getByRole('tab'));
  for (const line of await dialog.getByTestId('cart-line').all()) {
    const product = await box(line.getByTestId('cart-line-product'));
    expect(product.width).toBeGreaterThan(0.9 * (await box(line)).width);
    // The name: at most two lines of words, not a column of letters.
    const name = line.getByTestId('cart-line-product').locator('p').first();
    expect((await box(name)).width).toBeGreaterThan(200);
    expect((await box(name)).height).toBeLessThan(60);
  }
  // The open cart on a wide screen.
  await page.setViewportSize(DESKTOP);
  const line = dialog.getByTestId('cart-line').first();
  const product = await box(line.getByTestId('cart-line-product'));
  const remove = await box(line.getByRole('button', { name: /entfernen/ }));
  expect(remove.y).toBeLessThan(product.y + product.height);
});

for (const scheme of ['light', 'dark'] as const satisfies readonly ColorScheme[]) {
  test(`cart at 390 px (${scheme}): axe, and the remove buttons are red`, async ({ signedInPage: page }) => {
    await page.setViewportSize(PHONE);
    const dialog = await cartWithThree(page, scheme);
    await expect(dialog.getByTestId('cart-line')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    const [r, g, b] = await rgb(dialog.getByRole('button', { name: /entfernen/ }).first(), 'color');
    expect((r ?? 0) - Math.max(g ?? 0, b ?? 0)).toBeGreaterThan(60);
  });

  test(`dashboard at 390 px (${scheme}): asset names wrap whole, the withdrawal button stays red`, async ({
    signedInPage: page,
    user,
    baseURL,
  }) => {
    await investInFirstAsset(page, baseURL, user);
    await page.setViewportSize(PHONE);
    await openWith(page, '/', 'de', scheme);
    const withdraw = page.getByRole('button', { name: /^Investment in .* widerrufen$/ });
    await expect(withdraw).toBeVisible(TIMEOUT);
    const name =
      (await withdraw.getAttribute('aria-label'))?.replace(/^Investment in | widerrufen$/g, '') ?? '';
    expect(name.length).toBeGreaterThan(12);
    const asset = page.getByRole('listitem', { name }).getByText(name, { exact: true });
    await expect(asset).toBeVisible();
    expect(await showsAll(asset)).toBe(true);
    expect((await box(asset)).x + (await box(asset)).width).toBeLessThanOrEqual(PHONE.width);
    // Issue 36: no word broken inside, and the name does not run under the amount beside or below it.
    expect(await brokenWords(asset)).toEqual([]);
    const amount = await box(page.getByRole('listitem', { name }).getByText(/€$/).first());
    const named = await box(asset);
    expect(named.x + named.width <= amount.x + 1 || named.y + named.height <= amount.y + 1).toBe(true);
    const [r, g, b] = await rgb(withdraw, 'color');
    expect((r ?? 0) - Math.max(g ?? 0, b ?? 0)).toBeGreaterThan(60);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the notification panel at 390 px: its button whole and on the screen, in both themes (issue 36)', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize(PHONE);
  for (const scheme of ['light', 'dark'] as const) {
    await openWith(page, '/', 'de', scheme);
    await page.getByRole('button', { name: /^Benachrichtigungen/ }).click(TIMEOUT);
    const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    const button = panel.getByRole('button', { name: 'Alle als gelesen markieren' });
    await expect(button).toBeVisible(TIMEOUT);
    expect(await showsAll(button.locator('.mantine-Button-label'))).toBe(true);
    const edge = await box(button);
    expect(edge.x).toBeGreaterThanOrEqual(0);
    expect(edge.x + edge.width).toBeLessThanOrEqual(PHONE.width);
    expect(await brokenWords(button)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
});

/**
 * Every badge in the page's main part, which must be rendered: the ones whose text is cut (an ellipsis or
 * overflow) or that reach out of their card (or, outside a card, out of the page's width).
 */
async function cutBadges(page: Page, path: string) {
  const badges = page.locator('main .mantine-Badge-root');
  await expect(badges.first()).toBeVisible(TIMEOUT);
  // The cards' data have come: all their badges are there.
  await page.waitForLoadState('networkidle');
  return badges
    .evaluateAll((elements) =>
      elements.flatMap((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        const card = badge.closest('.mantine-Card-root, .mantine-Paper-root, article') ?? document.body;
        const inner = badge.getBoundingClientRect();
        const outer = card.getBoundingClientRect();
        const inside =
          inner.left >= outer.left - 0.5 &&
          inner.right <= outer.right + 0.5 &&
          inner.top >= outer.top - 0.5 &&
          inner.bottom <= outer.bottom + 0.5;
        const whole = label.scrollWidth <= label.clientWidth + 1;
        return inside && whole && inner.right <= window.innerWidth ? [] : [badge.textContent ?? ''];
      }),
    )
    .then((cut) => cut.map((text) => `${path}: ${text}`));
}

test('at 390 px every badge is whole and inside its card: marketplace, shop, dashboard', async ({
  signedInPage: page,
  user,
  baseURL,
}) => {
  await investInFirstAsset(page, baseURL, user);
  await page.setViewportSize(PHONE);
  for (const language of ['de', 'en'] as const) {
    for (const path of ['/marketplace', '/shop', '/']) {
      await openWith(page, path, language);
      expect(await cutBadges(page, `${language} ${path}`)).toEqual([]);
    }
  }
});

test('at 390 px every badge is whole and inside its card: categories and the demos', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const language of ['de', 'en'] as const) {
    for (const path of ['/categories', '/marketplacedemo', '/dashboarddemo']) {
      await openWith(page, path, language);
      expect(await cutBadges(page, `${language} ${path}`)).toEqual([]);
    }
  }
});

test('at 390 px the farm and settings tab bars are one row; a bar wider than the phone fades where tabs lie beyond', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/farm', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('tab').first()).toBeVisible(TIMEOUT);
    await expectOneRow(page.getByRole('tab'));
  }
  // The settings' five tabs do not fit: at the start the right edge fades, at the end the left one.
  const list = page.getByRole('tablist');
  await expect(list).toHaveAttribute('data-overflow', 'end');
  await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(list).toHaveAttribute('data-overflow', 'start');
  // Where the bar fits, nothing fades.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(list).not.toHaveAttribute('data-overflow');
});

test('the landing page’s phone mock-up keeps a visible frame in dark mode', async ({ page }) => {
  await openWith(page, '/', 'de', 'dark');
  const phone = page.getByRole('img', { name: 'Smartphone mit dem Farm-Spiel, Beispielwerte' });
  await expect(phone).toBeVisible();
  const frame = await rgb(phone, 'backgroundColor');
  const body = await rgb(page.locator('body'), 'backgroundColor');
  const distance = Math.hypot(...frame.map((value, index) => value - (body[index] ?? 0)));
  expect(distance).toBeGreaterThan(60);
});

test('the mobile-app page’s demo tabs start at the left edge on a phone; the last one is reachable', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/mobile-app');
  const list = page.getByRole('tablist', { name: 'Demoseite im Telefon wählen' });
  const first = list.getByRole('tab').first();
  await expect(first).toBeVisible(TIMEOUT);
  // Centred tabs would overflow on both sides, the first one cut off out of scrolling reach.
  const [listBox, firstBox] = [await list.boundingBox(), await first.boundingBox()];
  expect(firstBox?.x).toBeGreaterThanOrEqual(listBox?.x ?? 0);
  await expect(list).toHaveAttribute('data-overflow', 'end');
  await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(list).toHaveAttribute('data-overflow', 'start');
  await list.getByRole('tab').last().click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});
