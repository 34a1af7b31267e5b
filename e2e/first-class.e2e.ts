/**
 * Issue 22 (helper A): errors that clear when their input changes, no dead ends for signed-out visitors
 * (the landing page names the page asked for and signs in returning there; a foreign `next` is refused),
 * signed-in /login and /register go to the dashboard, inert controls look inert, English pages in one
 * English convention, and axe in both themes on the changed screens.
 */
import type { Page } from '@playwright/test';
import { expect, openWith, seriousViolations, switchLook, type TestUser, test } from './fixtures';
import { acknowledgeInDialog } from './support/invest';
import { dialog, openDialog, openMarketplace } from './support/marketplace';
import { addToCart, openCart, TOMATO } from './support/shop';

const SLOW = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

const dashboardHeading = (page: Page, user: TestUser) =>
  page.getByRole('heading', { level: 1, name: `Hallo ${user.firstName}!` });

async function signInOnPage(page: Page, user: TestUser) {
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

test.describe('errors that clear', () => {
  test('the investment error goes when the amount or a quick pick changes', async ({
    investorPage: page,
    user,
  }) => {
    await openMarketplace(page);
    await openDialog(page, 'Bürgerwindpark in Nordfriesland');
    const amount = dialog(page).getByRole('textbox', { name: 'Investitionsbetrag' });
    const error = dialog(page)
      .getByRole('alert')
      .filter({ hasText: /^Fehler beim Investment/ });
    const confirm = async () => {
      await dialog(page).getByRole('tab', { name: 'Bestätigen' }).click();
      await dialog(page).getByRole('button', { name: 'Zahlungspflichtig investieren' }).click();
      await expect(error).toBeVisible(SLOW);
    };

    await amount.fill('100');
    await dialog(page).getByRole('tab', { name: 'Bestätigen' }).click();
    await acknowledgeInDialog(page, dialog(page), user);
    await dialog(page).getByRole('tab', { name: 'Betrag' }).click();
    await confirm();
    await dialog(page).getByRole('tab', { name: 'Betrag' }).click();
    await dialog(page)
      .getByRole('button', { name: /^1\.000\s€$/ })
      .click();
    await dialog(page).getByRole('tab', { name: 'Bestätigen' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Zahlungspflichtig investieren' })).toBeVisible();
    await expect(error).toHaveCount(0);

    // Typing an amount clears it too. (Choosing another payment method would as well, but since issue 33 the
    // bank transfer is the only one available in this dialog; the shop's test below changes the method.)
    await dialog(page).getByRole('tab', { name: 'Betrag' }).click();
    await amount.fill('100');
    await confirm();
    await dialog(page).getByRole('tab', { name: 'Betrag' }).click();
    await amount.fill('1000');
    await dialog(page).getByRole('tab', { name: 'Bestätigen' }).click();
    await expect(error).toHaveCount(0);
  });

  test('the order error goes when the address or the payment changes', async ({ signedInPage: page }) => {
    await page.goto('/shop');
    await addToCart(page, TOMATO);
    const cart = await openCart(page);
    const error = cart.getByRole('alert').filter({ hasText: 'Bestellung nicht möglich' });
    const order = async () => {
      await cart.getByRole('button', { name: 'Jetzt bestellen' }).click();
      await expect(error).toBeVisible(SLOW);
    };

    await order();
    await cart.getByLabel('Name').fill('Erika Muster');
    await expect(error).toHaveCount(0);

    await order();
    await cart.getByRole('tab', { name: 'Zahlung' }).click();
    await cart.getByRole('radio', { name: /Banküberweisung \(SEPA\)/ }).check();
    await expect(error).toHaveCount(0);
  });
});

test.describe('no dead ends', () => {
  test('signed out, a signed-in page says so and signing in returns there', async ({ page, user }) => {
    await page.goto('/marketplace');
    const notice = page.getByRole('region', { name: 'Bitte melden Sie sich für „Marktplatz“ an' });
    await expect(notice).toBeVisible(SLOW);
    await expect(notice.getByRole('heading')).toBeFocused();
    await expect(notice.getByRole('link', { name: 'Demo ansehen' })).toHaveAttribute(
      'href',
      '/marketplacedemo',
    );
    // The spec's route sets stay: the landing page is still there beneath the notice.
    await expect(page.getByText(/^Investieren Sie in echte Umweltprojekte/)).toBeVisible();

    await notice.getByRole('link', { name: 'Anmelden und weiter' }).click();
    await expect(page).toHaveURL('/login?next=%2Fmarketplace');
    await signInOnPage(page, user);
    await expect(page).toHaveURL('/marketplace', SLOW);
    await expect(page.getByTestId('asset-card').first()).toBeVisible(SLOW);
  });

  test('a link far down the landing page brings the notice into view', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Marktplatz entdecken' });
    await link.scrollIntoViewIfNeeded(SLOW);
    await link.click();
    const notice = page.getByRole('region', { name: 'Bitte melden Sie sich für „Marktplatz“ an' });
    await expect(notice).toBeInViewport(SLOW);
    await expect(page).toHaveURL('/marketplace');
  });

  test('the public pages without a signed-in twin show no notice', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await page.goto('/');
    await expect(page.getByText(/^Investieren Sie in echte Umweltprojekte/)).toBeVisible();
    await expect(page.getByRole('region', { name: /Bitte melden Sie sich/ })).toHaveCount(0);
  });

  for (const foreign of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
    test(`a foreign next (${foreign}) is refused: sign-in goes to the dashboard`, async ({ page, user }) => {
      await page.goto(`/login?${new URLSearchParams({ next: foreign })}`);
      await signInOnPage(page, user);
      await expect(dashboardHeading(page, user)).toBeVisible(SLOW);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
    });
  }

  test('registration honours next as well', async ({ page }) => {
    await page.goto('/login?next=%2Forders');
    await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
    await expect(page).toHaveURL('/register?next=%2Forders');
  });

  test('signed in, /login and /register go to the dashboard', async ({ signedInPage: page, user }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(dashboardHeading(page, user)).toBeVisible(SLOW);
      await expect(page).toHaveURL('/');
      // The not-found page's heading, not any "404": the e-mail banner shows the test user's address, whose
      // time-based id holds "404" for 47 s now and then (it failed CI's run and its retry that way).
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    }
    await page.goto('/login?next=%2Forders');
    await expect(page).toHaveURL('/orders', SLOW);
  });
});

/** Inert controls: named, aria-disabled, no pointer cursor, and a "coming soon" tooltip on hover. */
const INERT: readonly { path: string; name: string | RegExp }[] = [
  { path: '/categories', name: /^Investieren in .+ \(Demo, ohne Funktion\)$/ },
  { path: '/team', name: /^LinkedIn von / },
  { path: '/dashboarddemo', name: 'Portfolio' },
  { path: '/dashboarddemo', name: 'Live-Updates' },
  { path: '/dashboarddemo', name: 'Community' },
  { path: '/shopdemo?tab=eco', name: 'Mehr laden' },
  { path: '/profiledemo', name: 'Profil bearbeiten' },
];

test.describe('inert controls', () => {
  for (const { path, name } of INERT) {
    test(`${path}: "${name}" is disabled and says it comes later`, async ({ page }) => {
      await page.goto(path);
      const control = page.getByRole('button', { name }).first();
      await expect(control).toBeVisible(SLOW);
      await expect(control).toBeDisabled();
      expect(await control.evaluate((element) => getComputedStyle(element).cursor)).toBe('not-allowed');
      const url = page.url();
      await control.hover();
      await expect(page.getByRole('tooltip', { name: 'Demnächst verfügbar' })).toBeVisible();
      await control.click({ force: true });
      expect(page.url()).toBe(url);
    });
  }

  test('the tooltip is English on English pages', async ({ page }) => {
    await openWith(page, '/profiledemo', 'en');
    const edit = page.getByRole('button', { name: 'Edit Profile' });
    await edit.hover();
    await expect(page.getByRole('tooltip', { name: 'Coming soon' })).toBeVisible();
  });
});

test.describe('English pages', () => {
  test('dates name the month, money is British-style', async ({ page }) => {
    await openWith(page, '/dashboarddemo', 'en');
    await expect(page.getByText(/Withdrawal until \d{1,2} [A-Z][a-z]{2,3} \d{4}/).first()).toBeVisible(SLOW);
    await expect(page.getByText(/^€\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible();
    await expect(page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}/)).toHaveCount(0);
  });

  test('the cart country is Germany', async ({ signedInPage: page }) => {
    await openWith(page, '/shop', 'en');
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await page.getByRole('button', { name: /^Cart \(\d+\)$/ }).click();
    const cart = page.getByRole('dialog');
    await cart.getByRole('tab', { name: 'Shipping' }).click();
    await expect(cart.getByLabel('Country')).toHaveValue('Germany');
  });
});

test.describe('axe in both themes on the changed screens', () => {
  // Each page once, in both themes through the header's toggle without a reload.
  test('light and dark: the notice, the inert controls', async ({ page }) => {
    test.setTimeout(240_000);
    for (const path of [
      '/marketplace',
      '/categories',
      '/dashboarddemo',
      '/profiledemo',
      '/shopdemo?tab=eco',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible(SLOW);
      await page.waitForLoadState('networkidle');
      for (const scheme of ['light', 'dark'] as const) {
        await switchLook(page, 'de', scheme);
        expect(await seriousViolations(page), `${path} ${scheme}`).toEqual([]);
      }
    }
  });
});
