/** The operator console's specs (admin*.e2e.ts): a browser context of the demo operator. */
import { type Browser, expect, type Page } from '@playwright/test';
import { type ColorScheme, openWith, seriousViolations } from '../fixtures';
import { signInThroughApi } from './accounts';
import { dialog } from './marketplace';

export const OPERATOR = { email: 'operator@wurzelwerk.example', password: 'wurzelwerk' };
const SLOW = { timeout: 20_000 };
/** A 1×1 PNG: the upload is checked by its first bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A browser context of its own, signed in as the demo operator, on the console's page `path` (German). */
export async function openConsole(
  browser: Browser,
  baseURL: string | undefined,
  path = '/admin',
  scheme?: ColorScheme,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, baseURL, OPERATOR);
  await openWith(page, path, 'de', scheme);
  await expect(page.getByRole('heading', { level: 1, name: 'Betreiberkonsole' })).toBeVisible(SLOW);
  await expect(page.getByRole('table').first()).toBeVisible(SLOW);
  return page;
}

/** The console's page `path` in the scheme, once its h2 `heading` and a row naming `row` show. */
export async function openConsoleList(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  shown: { heading: string; row: string; scheme: ColorScheme },
) {
  const page = await openConsole(browser, baseURL, path, shown.scheme);
  await expect(page.getByRole('heading', { level: 2, name: shown.heading })).toBeVisible(SLOW);
  await expect(page.getByRole('row').filter({ hasText: shown.row }).first()).toBeVisible(SLOW);
  return page;
}

/**
 * Opens the console's dialog behind the button `opener` ('Neues Projekt'): axe-clean, and Escape leaves it
 * (keyboard).
 */
export async function expectDialogAxeCleanAndEscapable(page: Page, opener: string, label: string) {
  await page.getByRole('button', { name: opener }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await seriousViolations(page), label).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
}
