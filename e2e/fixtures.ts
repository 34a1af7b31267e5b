/**
 * Shared fixtures: every test gets its own users, created through the REST API, so that no test depends
 * on another or on the order in which they run.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { newUserData, registerThroughApi, signInThroughApi, type TestUser } from './support/accounts';
import { readyToInvest } from './support/invest';
import { ledgerViolations } from './support/ledger';

export { newUserData, type TestUser } from './support/accounts';

interface Fixtures {
  /** A registered user (registered through POST /api/auth/register), not signed in. */
  user: TestUser;
  /** A page whose browser context is signed in as `user`. */
  signedInPage: Page;
  /** `signedInPage` of a user who may invest: address confirmed, birth data given (support/invest.ts). */
  investorPage: Page;
  /** Runs by itself after every test: the ledger's invariants hold on the server's database. */
  soundLedger: undefined;
}

export const test = base.extend<Fixtures>({
  user: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const user = newUserData();
    await registerThroughApi(api, baseURL, user);
    await api.dispose();
    await use(user);
  },

  signedInPage: async ({ page, user, baseURL }, use) => {
    await signInThroughApi(page, baseURL, user);
    await use(page);
  },

  investorPage: async ({ signedInPage, user, baseURL }, use) => {
    await readyToInvest(signedInPage.request, baseURL, user);
    await use(signedInPage);
  },

  soundLedger: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      await use(undefined);
      expect(await ledgerViolations(), 'the ledger after this test (bun run ledger:check)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The tag of a test that needs the browser's notifications (shown ones, the permission prompt): they run in
 * the full Chromium (playwright.config.ts), the headless shell the other tests run in has none.
 */
export const NOTIFICATIONS = { tag: '@notifications' };

export type Language = 'de' | 'en';
export type ColorScheme = 'light' | 'dark';

/**
 * Stores the language (and colour scheme) in localStorage as the shell keeps them; the next page load
 * uses them. A page that has not loaded anything yet first opens a light public page of the app's origin.
 */
export async function storePreferences(page: Page, language: Language, scheme?: ColorScheme) {
  if (page.url() === 'about:blank') await page.goto('/impressum');
  await page.evaluate(
    ([lang, colors]) => {
      localStorage.setItem('wurzelwerk-language', lang);
      if (colors) localStorage.setItem('wurzelwerk-color-scheme', colors);
    },
    [language, scheme] as const,
  );
}

/** Opens `path` in the given language (and colour scheme) and waits until the page shows them. */
export async function openWith(page: Page, path: string, language: Language = 'de', scheme?: ColorScheme) {
  await storePreferences(page, language, scheme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (scheme) await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** The toast (Mantine notification) with the given title. */
export function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page once its transitions have ended (axe-core): a
 * dialog still fading in has blended colours, which axe reported as too little contrast (flaky in CI). A
 * dialog is waited for until it is fully opaque too: Mantine mounts it transparent and starts its fade a
 * frame later, a moment in which no animation runs yet.
 */
export async function seriousViolations(page: Page) {
  await page.waitForFunction(() => {
    // Endless ones (a live badge's pulse, a loader) never finish; only the finite ones are waited for.
    const settled = document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      );
    const opaque = [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
      // One kept mounted while closed (display: none) is not on the page.
      if (dialog.getClientRects().length === 0) return true;
      for (let element: Element | null = dialog; element; element = element.parentElement)
        if (Number(getComputedStyle(element).opacity) < 1) return false;
      return true;
    });
    return settled && opaque;
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * The two looks every page is checked in: each language once and each colour scheme once (decision 0098;
 * axe's findings follow the colours and the markup, which the language does not change).
 */
export const LOOKS = [
  ['de', 'light'],
  ['en', 'dark'],
] as const satisfies readonly (readonly [Language, ColorScheme])[];

/** The colour scheme a language is checked in (LOOKS), for a test written per language. */
export const SCHEME_OF = Object.fromEntries(LOOKS) as Record<Language, ColorScheme>;

/**
 * Opens a header menu with `button` and picks `item`. The click is made again while the menu has not opened
 * (seen once in CI: a click on the button that left it focused and the menu shut, and the test waited for
 * the item until it timed out), never while it is open — a second click would close it.
 */
async function openMenu(button: Locator, item: Locator) {
  await expect(async () => {
    if (!(await item.isVisible())) await button.click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
}

/**
 * Brings the header menus in: their code is fetched once the browser is idle after the first paint, and a
 * menu replaces its stand-in button when that button is first focused or clicked (ChoiceMenu). A test that
 * goes offline first needs them: these tests block the service worker that would otherwise serve the code,
 * so offline a menu whose code had not come could not open (CI: the settings' offline test waited for a menu
 * item until it timed out). The focus brings each menu; the loaded menu's button is Mantine's menu target,
 * which carries an id, the stand-in has none.
 */
export async function headerMenusLoaded(page: Page) {
  for (const name of [/^(Sprache wählen|Choose language)$/, /^(Farbschema wählen|Choose color scheme)$/]) {
    await page.getByRole('button', { name }).focus();
    await expect(page.getByRole('button', { name })).toHaveAttribute('id', /.+/, { timeout: 20_000 });
  }
}

/**
 * A stand-in button (decision 0113) hands over to its menu or popover on a keyboard focus: before, it has no
 * id (the loaded control's target carries Mantine's); after the focus, the loaded button has one and the
 * focus; Enter opens it and `item` shows.
 */
export async function expectStandInHandsOver(button: Locator, item: Locator) {
  await expect(button).not.toHaveAttribute('id', /.+/);
  await button.focus();
  await expect(button).toHaveAttribute('id', /.+/);
  await expect(button).toBeFocused();
  await button.page().keyboard.press('Enter');
  await expect(item).toBeVisible();
}

/**
 * Switches the page to `language` and `scheme` through the header's menus, as a visitor does: no reload,
 * the page keeps its state (an open tab, a dialog's trigger). Waits until the page shows both.
 */
export async function switchLook(page: Page, language: Language, scheme: ColorScheme) {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) !== language) {
    await openMenu(
      page.getByRole('button', { name: /^(Sprache wählen|Choose language)$/ }),
      page.getByRole('menuitemradio', { name: language === 'de' ? 'Deutsch' : 'English' }),
    );
    await expect(html).toHaveAttribute('lang', language);
    // The menu closes with a transition: axe must not find it half gone (a menu without its items).
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  if ((await html.getAttribute('data-mantine-color-scheme')) !== scheme) {
    const name = { de: { light: 'Hell', dark: 'Dunkel' }, en: { light: 'Light', dark: 'Dark' } }[language][
      scheme
    ];
    await openMenu(
      page.getByRole('button', { name: /^(Farbschema wählen|Choose color scheme)$/ }),
      page.getByRole('menuitemradio', { name }),
    );
    await expect(html).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
}

/**
 * Runs `check` in each of the looks (LOOKS) on the page as it is, switching between them without a reload
 * (axe once per page and look, in one test).
 */
export async function inEveryLook(
  page: Page,
  check: (language: Language, scheme: ColorScheme) => Promise<void>,
) {
  for (const [language, scheme] of LOOKS) {
    await switchLook(page, language, scheme);
    await check(language, scheme);
  }
}
