/**
 * Layout shift (issue 16: at most 0.02 on every page, signed in and out) and the pictures of the largest
 * paint: measured in the browser with PerformanceObserver's layout-shift entries. Data, media and the
 * session check are answered late on purpose, so that every loading state is painted before its content
 * replaces it — the case that shifts.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { expect, test } from './fixtures';
import { signInThroughApi } from './support/accounts';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from './support/pages';

const MAX_SHIFT = 0.02;
const LATE_MS = 300;

/** Every page: the sign-in pages and the dashboard besides those the shell tests visit. */
const ALL_SIGNED_IN_PAGES = ['/', ...SIGNED_IN_PAGES];

interface Shift {
  value: number;
  sources: string[];
}

/** Sums every layout shift not caused by input, from the start of each document, with what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) => {
          const node = source.node as HTMLElement | undefined;
          return `${node?.nodeName ?? '?'} ${node?.textContent?.slice(0, 60) ?? ''}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(/\/(trpc|api|media)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.continue();
  });
}

/** Opens `path`, waits for the network to rest and a moment more, and returns the page's shifts. */
async function shiftsOf(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

async function expectStable(page: Page, paths: readonly string[]) {
  await recordShifts(page);
  for (const path of paths) {
    const { total, shifts } = await shiftsOf(page, path);
    expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
  }
}

for (const [name, viewport] of [
  ['desktop', { width: 1350, height: 940 }],
  ['phone', { width: 412, height: 823 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });
    // A page takes about two seconds: late answers, the network at rest, a moment more.
    test.describe.configure({ timeout: 120_000 });

    test('signed out, no page shifts its layout', async ({ page }) => {
      await expectStable(page, PUBLIC_PAGES);
    });

    test('signed out, a signed-in path: the landing page with its notice does not shift', async ({
      page,
    }) => {
      await recordShifts(page);
      // The notice's own file answers late too: the case in which it would push the hero down.
      await page.route(/\/assets\/IntendedPageNotice-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, LATE_MS));
        await route.continue();
      });
      for (const path of ['/marketplace', '/farm', '/orders']) {
        const { total, shifts } = await shiftsOf(page, path);
        await expect(page.getByRole('region', { name: /^Bitte melden Sie sich für/ })).toBeVisible();
        expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
      }
    });

    test('signed in (the demo account, with data), no page shifts its layout', async ({ page, baseURL }) => {
      await signInThroughApi(page, baseURL, DEMO_ACCOUNT);
      await expectStable(page, ALL_SIGNED_IN_PAGES);
    });
  });
}

/** The pictures of `path`'s cards: the first ones load at once, the first ahead of all; each has its size. */
async function expectCardPictures(page: Page, path: string) {
  await page.goto(path);
  const pictures = page.locator('main img');
  await expect(pictures.first()).toBeVisible();
  const attributes = await pictures.evaluateAll((images) =>
    images.map((image) => ({
      loading: image.getAttribute('loading'),
      fetchPriority: image.getAttribute('fetchpriority'),
      sized: Number(image.getAttribute('width')) > 0 && Number(image.getAttribute('height')) > 0,
    })),
  );
  expect(attributes.length, path).toBeGreaterThan(4);
  expect(
    attributes.slice(0, 4).map((a) => a.loading),
    path,
  ).toEqual(['eager', 'eager', 'eager', 'eager']);
  expect(
    attributes.map((a) => a.fetchPriority === 'high'),
    path,
  ).toEqual(attributes.map((_, i) => i === 0));
  expect(
    attributes.slice(4).every((a) => a.loading === 'lazy'),
    path,
  ).toBe(true);
  expect(
    attributes.every((a) => a.sized),
    path,
  ).toBe(true);
}

test('the card pictures in view on the marketplace and the shop load at once, the first ahead; all have their size', async ({
  page,
  user,
  baseURL,
}) => {
  for (const path of ['/marketplacedemo', '/shopdemo']) await expectCardPictures(page, path);
  await signInThroughApi(page, baseURL, user);
  for (const path of ['/marketplace', '/shop']) await expectCardPictures(page, path);
});
