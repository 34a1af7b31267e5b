import type { Page } from '@playwright/test';
import { expect, expectStandInHandsOver, test } from './fixtures';

const html = (page: Page) => page.locator('html');

async function chooseTheme(page: Page, label: string) {
  await page.getByRole('button', { name: /Farbschema wählen|Choose color scheme/ }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

test('with nothing stored the shell is German and dark', async ({ page }) => {
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('lang', 'de');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('link', { name: 'Jetzt registrieren' })).toBeVisible();
});

test('the header menus come when used: fetched at idle, mounted by the first focus or click', async ({
  page,
}) => {
  await page.goto('/login');
  const language = page.getByRole('button', { name: 'Sprache wählen' });
  const theme = page.getByRole('button', { name: 'Farbschema wählen' });
  // Fetched once the browser is idle after the first paint, but not mounted: the stand-ins have no id (the
  // loaded menu's target has Mantine's).
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/ChoiceMenuLoaded-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await expect(theme).not.toHaveAttribute('id', /.+/);
  // A keyboard focus brings the menu in its place, with the focus; Enter opens it.
  await expectStandInHandsOver(language, page.getByRole('menuitemradio', { name: 'English' }));
  await page.keyboard.press('Escape');
  // One click on a stand-in opens its menu at once.
  await theme.click();
  await expect(page.getByRole('menuitemradio', { name: 'Hell' })).toBeVisible();
});

test('the language persists across a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sprache wählen' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Pre-announcement');
  await expect(page.getByRole('note')).toContainText('representative sample data');

  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wurzelwerk-language'))).toBe('en');

  await page.getByRole('button', { name: 'Choose language' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});

test('the theme persists across a reload, and system follows the OS', async ({ page }) => {
  await page.goto('/');
  await chooseTheme(page, 'Hell');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('wurzelwerk-color-scheme'))).toBe('light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await chooseTheme(page, 'System');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('wurzelwerk-color-scheme'))).toBe('auto');
});

test('both toggles work when signed in', async ({ signedInPage: page }) => {
  await page.goto('/');
  await chooseTheme(page, 'Hell');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Sprache wählen' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('signed in, a language picked just before a reload stays, and the account gets it then', async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeVisible();
  // The save does not get through (the page was reloaded first, or the network dropped it) — and the test
  // goes on once it has been tried: the save runs after the page shows English, not with it.
  const updateSettings = '**/trpc/*account.updateSettings*';
  let tried: () => void = () => {};
  const saveTried = new Promise<void>((resolve) => {
    tried = resolve;
  });
  await page.route(updateSettings, async (route) => {
    await route.abort();
    tried();
  });
  await page.getByRole('button', { name: 'Sprache wählen' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await saveTried;
  await page.unroute(updateSettings);
  const saved = page.waitForResponse((r) => r.url().includes('account.updateSettings') && r.ok());
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await saved;
  // Now the account has it: another reload, and the account's own choice is English.
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
