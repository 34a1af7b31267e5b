/**
 * Checks for pages that render on their own (public pages and demos): no console or page errors, no data
 * requests where the spec calls a screen local-only, and each page's heading and a text of it.
 */
import type { Locator, Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@wurzelwerk/shared';
import { expect, type Language, storePreferences, test } from '../fixtures';

/** Every page of the signed-out set (product §2; the same list makes the sitemap). */
export const PUBLIC_PAGES = PUBLIC_ROUTES;

/** Every page of the signed-in set besides the dashboard. */
export const SIGNED_IN_PAGES = [
  '/marketplace',
  '/orders',
  '/streams',
  '/map',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/shop',
  '/profile',
  '/settings',
  '/team',
  '/farm',
] as const;

/** Collects console errors and page errors while a test runs. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records the wrong pages that could flash before a signed-in page — after a sign-in, or while a signed-in
 * page loads: the signed-in 404 (for /login or /register) and the signed-out landing page. Resets on every
 * page load.
 */
export async function watchForFlashes(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { flashes: string[] };
    w.flashes = [];
    new MutationObserver(() => {
      const text = document.body?.textContent ?? '';
      for (const marker of [
        '404 Page Not Found',
        'Investieren Sie in echte Umweltprojekte – Bäume, Tiere, Felder und Energie.',
      ]) {
        if (text.includes(marker) && !w.flashes.includes(marker)) w.flashes.push(marker);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { flashes: string[] }).flashes);
}

/** The web's session check (lib/session.ts). */
export const SESSION_CHECK = '/api/auth/session';

/** Requests for data (tRPC or REST) other than the session check: local-only screens make none. */
export function watchDataRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if ((pathname.startsWith('/trpc') || pathname.startsWith('/api/')) && pathname !== SESSION_CHECK) {
      requests.push(`${request.method()} ${pathname}`);
    }
  });
  return requests;
}

/** Per language: [path, level-1 heading, a text on the page]. */
export type PageTexts = Record<Language, readonly (readonly [string, string, string])[]>;

/**
 * One test per language: every page shows its one level-1 heading and its text, without console errors
 * (and, with `localOnly`, without data requests).
 */
export function testPagesRender(title: (lang: Language) => string, pages: PageTexts, localOnly = false) {
  for (const lang of ['de', 'en'] as const) {
    test(title(lang), async ({ page }) => {
      const errors = watchErrors(page);
      const requests = watchDataRequests(page);
      await storePreferences(page, lang);
      for (const [path, heading, text] of pages[lang]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(text).first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      }
      expect(errors).toEqual([]);
      if (localOnly) expect(requests).toEqual([]);
    });
  }
}

/** Each named link in `scope` points to its address (`exact`: the name matches as a whole). */
export async function expectLinks(
  scope: Page | Locator,
  links: ReadonlyArray<readonly [name: string, href: string]>,
  exact = false,
) {
  for (const [name, href] of links) {
    await expect(scope.getByRole('link', { name, exact })).toHaveAttribute('href', href);
  }
}

/** `scope` shows each of the texts (anywhere in it). */
export async function expectTexts(scope: Locator, texts: readonly string[]) {
  for (const text of texts) await expect(scope).toContainText(text);
}

/** Each labelled figure in `scope` (the label's parent element) shows its value. */
export async function expectFigures(
  scope: Locator,
  figures: ReadonlyArray<readonly [label: string, value: string]>,
  exact = false,
) {
  for (const [label, value] of figures) {
    await expect(scope.getByText(label, { exact }).locator('..')).toContainText(value);
  }
}
