/**
 * Every public page has its own description (one <meta name="description">, in the page's language) and
 * its title; <html lang> follows the chosen language, and so do both.
 */
import type { Page } from '@playwright/test';
import { BRAND } from '@wurzelwerk/shared';
import de from '../web/src/i18n/de.json' with { type: 'json' };
import en from '../web/src/i18n/en.json' with { type: 'json' };
import { expect, type Language, openWith, test } from './fixtures';
import { PUBLIC_PAGES as SHELL_PAGES } from './support/pages';

/** Each public route and the id of its description; any other path shows the landing page. */
const PUBLIC_PAGES = [
  ['/', 'meta.home'],
  ['/gibt-es-nicht', 'meta.home'],
  ['/login', 'meta.login'],
  ['/register', 'meta.register'],
  ['/forgot-password', 'meta.forgotPassword'],
  ['/about', 'meta.about'],
  ['/categories', 'meta.categories'],
  ['/map', 'meta.map'],
  ['/impressum', 'meta.impressum'],
  ['/datenschutz', 'meta.privacy'],
  ['/agb', 'meta.terms'],
  ['/demos', 'meta.demos'],
  ['/dashboarddemo', 'meta.dashboardDemo'],
  ['/marketplacedemo', 'meta.marketplaceDemo'],
  ['/profiledemo', 'meta.profileDemo'],
  ['/farmdemo', 'meta.farmDemo'],
  ['/shopdemo', 'meta.shopDemo'],
  ['/teamdemo', 'meta.teamDemo'],
  ['/team', 'meta.team'],
  ['/mobile-app', 'meta.mobileApp'],
] as const;

const catalogs = { de, en };
const description = (language: Language, id: (typeof PUBLIC_PAGES)[number][1]) =>
  catalogs[language][id].replaceAll('{brand}', BRAND);

/** The content of every description meta in the document. */
const descriptions = (page: Page) =>
  page
    .locator('meta[name="description"]')
    .evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));

test('the list covers every page of the signed-out set', () => {
  const listed: string[] = PUBLIC_PAGES.map(([path]) => path);
  expect(SHELL_PAGES.filter((path) => !listed.includes(path))).toEqual([]);
});

for (const language of ['de', 'en'] as const) {
  test(`${language}: each public page has its own description and its title`, async ({ page }) => {
    // A full load of every public page (its first document's head): more than 30 s on a busy machine (issue 32).
    test.setTimeout(120_000);
    await openWith(page, '/', language);
    for (const [path, id] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect.poll(() => descriptions(page), { message: path }).toEqual([description(language, id)]);
      // Its own title, not index.html's bare brand.
      await expect(page).toHaveTitle(new RegExp(`^${BRAND} – .+|.+ – ${BRAND}$`));
    }
  });
}

test('titles name the page and the brand', async ({ page }) => {
  const titles = [
    ['/', 'Wurzelwerk – Nachhaltig investieren und spielen'],
    ['/marketplacedemo', 'Marktplatz-Demo – Wurzelwerk'],
    ['/login', 'Anmelden – Wurzelwerk'],
    ['/impressum', 'Impressum – Wurzelwerk'],
  ] as const;
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('choosing English switches <html lang>, the title and the description at once', async ({ page }) => {
  await openWith(page, '/about', 'de');
  await expect.poll(() => descriptions(page)).toEqual([description('de', 'meta.about')]);
  await page.getByRole('button', { name: 'Sprache wählen' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => descriptions(page)).toEqual([description('en', 'meta.about')]);
  await expect(page).toHaveTitle('About us – Wurzelwerk');
});

test('navigating in the app replaces the description; none is left over', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => descriptions(page)).toEqual([description('de', 'meta.home')]);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Karte' })
    .click();
  await expect(page).toHaveURL('/map');
  await expect.poll(() => descriptions(page)).toEqual([description('de', 'meta.map')]);
});
