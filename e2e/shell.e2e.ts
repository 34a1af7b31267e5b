import { expect, expectStandInHandsOver, test } from './fixtures';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from './support/pages';

test('signed out, every public page shows its heading and the banner', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Vorankündigung' })).toContainText('Vorankündigung');
    await expect(page.getByRole('note', { name: 'Vorankündigung' })).toContainText(
      'repräsentative Beispieldaten',
    );
  }
});

test('signed out, an unknown path shows the landing page', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Wurzelwerk' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/register');
  await expect(page.getByText('404 Page Not Found')).toBeHidden();
});

test('signed in, an unknown path shows the 404 page', async ({ signedInPage: page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  // Pages of the signed-out set are unknown to the signed-in set.
  await page.goto('/dashboarddemo');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test('signed in, every page of the set shows its heading and no banner', async ({
  signedInPage: page,
  user,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hallo ${user.firstName}!` })).toBeVisible();
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('note', { name: 'Vorankündigung' })).toHaveCount(0);
});

test('a nested client route loads directly (assets are referenced from the root)', async ({
  signedInPage: page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/marketplace/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Asset nicht gefunden')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('public navigation highlights the current route, home only on an exact match', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Karte' }).click();
  await expect(page).toHaveURL('/map');
  await expect(nav.getByRole('link', { name: 'Karte' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current', 'page');
  for (const name of ['Über uns', 'Kategorien', 'Team', 'Mobile App']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Anmelden', exact: true })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Registrieren', exact: true })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('signed-in navigation, bell with its dot and highlight', async ({ signedInPage: page }) => {
  await page.goto('/marketplace');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  for (const name of ['Dashboard', 'Marktplatz', 'Karte', 'Shop', 'Team', 'Farm']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Marktplatz' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  const bell = page.getByRole('button', { name: 'Benachrichtigungen' });
  await expect(bell.locator('.mantine-Indicator-indicator')).toBeVisible();
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Benachrichtigungen' })).toBeVisible();
});

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Kategorien' }).click();
  await expect(page).toHaveURL('/categories');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(drawer.getByRole('link', { name: 'Kategorien' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/login');
  // The first Tab must reach the rendered shell, not the loading view that precedes it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('signed in, the bell and the user menu mount when used: a focus hands over, Escape gives the focus back', async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  const avatar = page.getByRole('button', { name: /Benutzermenü$/ });
  const bell = page.getByRole('button', { name: /^Benachrichtigungen/ });
  await expect(avatar).toBeVisible();
  // Stand-ins until used (decision 0113): the loaded controls' buttons carry Mantine's ids, these none.
  await expect(bell).not.toHaveAttribute('id', /.+/);
  // The keyboard's focus: the user menu takes it over; Enter opens the menu; Escape brings the focus back.
  await expectStandInHandsOver(avatar, page.getByRole('menuitem', { name: 'Einstellungen' }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Einstellungen' })).toBeHidden();
  await expect(avatar).toBeFocused();
  // One click on the bell opens its panel at once; a second closes it.
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await expect(panel).toBeVisible();
  await bell.click();
  await expect(panel).toBeHidden();
});
