/**
 * Issue 19: the § 12 VermAnlG warning on every page that shows returns or invites an investment, in both
 * languages (German verbatim; English rendered, with the German text beneath it), highlighted and
 * axe-clean; the simulation notices; the legal pages /datenschutz and /agb.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, type Language, openWith, seriousViolations, test } from './fixtures';
import { cards, dialog } from './support/marketplace';

const TIMEOUT = { timeout: 20_000 };
const GERMAN =
  'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.';
const GERMAN_YIELD =
  'Der in Aussicht gestellte Ertrag ist nicht gewährleistet und kann auch niedriger ausfallen.';
const ENGLISH = 'Acquiring this investment involves considerable risks';

/** The page's warnings once the page is there (not its head in the loading view), the first scrolled into view. */
async function warnings(page: Page): Promise<Locator> {
  // The heading shows the app has rendered (a page's head may come before the page, above the loader).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(TIMEOUT);
  await expect(page.getByTestId('page-loader')).toHaveCount(0, TIMEOUT);
  const all = page.getByTestId('risk-warning');
  await all.first().scrollIntoViewIfNeeded(TIMEOUT);
  await expect(all.first()).toBeVisible(TIMEOUT);
  return all;
}

/** One warning: the statutory text in German, or the English rendering with the German text beneath it. */
async function expectWarning(warning: Locator, language: Language) {
  await expect(warning).toContainText(GERMAN);
  if (language === 'en') {
    await expect(warning).toContainText(ENGLISH);
    await expect(warning.locator('[lang="de"]')).toContainText(GERMAN);
  }
  // Highlighted: framed in colour, not small print.
  const style = await warning.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      border: computed.borderTopWidth,
      size: getComputedStyle(element.querySelector('p') ?? element).fontSize,
    };
  });
  expect(Number.parseFloat(style.border)).toBeGreaterThan(0);
  expect(Number.parseFloat(style.size)).toBeGreaterThanOrEqual(14);
}

const PUBLIC_PAGES = [
  ['/', '#investments'],
  ['/categories', null],
  ['/marketplacedemo', null],
  ['/about', null],
] as const;

for (const language of ['de', 'en'] as const) {
  for (const [path, anchor] of PUBLIC_PAGES) {
    test(`the risk warning on ${path} (${language})`, async ({ page }) => {
      await openWith(page, path, language);
      if (anchor) await page.locator(anchor).scrollIntoViewIfNeeded();
      const all = await warnings(page);
      await expectWarning(all.first(), language);
      // Once per page (issue 36): the hero's, with § 12 Abs. 3's sentence; not a second one above the cards.
      if (path === '/marketplacedemo') await expect(all).toHaveCount(1);
      if (language === 'de' && path !== '/about') await expect(all.first()).toContainText(GERMAN_YIELD);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`signed in: marketplace, asset page, every tab of the dialog and the dashboard (${language})`, async ({
    signedInPage: page,
  }) => {
    await openWith(page, '/marketplace', language);
    await expect(cards(page)).toHaveCount(16, TIMEOUT);
    // Once per page (decision 0082): one risk warning and one note that nothing is to be transferred.
    await expect(page.getByTestId('risk-warning')).toHaveCount(1);
    await expect(
      page
        .getByRole('note')
        .filter({ hasText: language === 'de' ? 'bitte nichts überweisen' : 'please transfer nothing' }),
    ).toHaveCount(1);
    await expectWarning((await warnings(page)).first(), language);

    await page.goto('/marketplace/2');
    await expectWarning((await warnings(page)).first(), language);
    await page.getByRole('button', { name: language === 'de' ? 'Jetzt investieren' : 'Invest now' }).click();
    await expect(dialog(page)).toBeVisible(TIMEOUT);
    for (const tab of language === 'de'
      ? ['Betrag', 'Zahlung', 'Bestätigen']
      : ['Amount', 'Payment', 'Confirm']) {
      await dialog(page).getByRole('tab', { name: tab }).click();
      await expect(dialog(page).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectWarning(dialog(page).getByTestId('risk-warning'), language);
      if (tab === 'Zahlung' || tab === 'Payment') {
        // Issue 33: paid by transfer; with the demonstration account, nothing must be transferred.
        await expect(dialog(page).getByTestId('invest-payment-note')).toContainText(
          language === 'de' ? 'Überweisen Sie kein Geld' : 'Do not transfer any money',
        );
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/');
    await expectWarning((await warnings(page)).first(), language);
    // The signed-in shell says on every page that, on the demonstration account, nothing is to be transferred.
    await expect(
      page
        .getByRole('note')
        .filter({ hasText: language === 'de' ? 'bitte nichts überweisen' : 'please transfer nothing' }),
    ).toBeVisible();
  });
}

test.describe('legal pages', () => {
  for (const [path, de, en] of [
    ['/datenschutz', 'Datenschutzerklärung', 'Privacy policy'],
    ['/agb', 'Allgemeine Geschäftsbedingungen', 'Terms and conditions'],
  ] as const) {
    for (const language of ['de', 'en'] as const) {
      test(`${path} (${language}) is reachable from the footer and axe-clean`, async ({ page }) => {
        await openWith(page, '/', language);
        const footer = page.locator('footer');
        await footer.scrollIntoViewIfNeeded();
        const label =
          language === 'de'
            ? path === '/agb'
              ? 'AGB'
              : 'Datenschutz'
            : path === '/agb'
              ? 'Terms'
              : 'Privacy policy';
        await footer.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1, name: language === 'de' ? de : en })).toBeVisible(
          TIMEOUT,
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the privacy policy names every kind of stored data; the terms hold the investment conditions', async ({
    page,
  }) => {
    await openWith(page, '/datenschutz');
    const table = page.getByRole('table');
    for (const kind of [
      'Konto',
      'Profil',
      'Sitzungen',
      'Schutz vor Missbrauch',
      'Zwei-Faktor-Anmeldung',
      'Investitionen',
      'Bestellungen',
      'Farm-Spiel',
      'Benachrichtigungen',
      'E-Mail-Ausgang',
      'Datenexport',
    ]) {
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${kind}`) })).toBeVisible(TIMEOUT);
    }
    await expect(page.getByText('Beispieldaten', { exact: true })).toBeVisible();
    // What the public profile shows in each setting (issue 31).
    await expect(page.getByRole('heading', { name: 'Ihr öffentliches Profil' })).toBeVisible();
    await expect(page.getByText(/Nur mit „Investments anzeigen“ \(Voreinstellung: aus\)/)).toBeVisible();
    await page.goto('/agb#anlagebedingungen');
    await expect(page.getByRole('heading', { name: '4. Anlagebedingungen' })).toBeVisible(TIMEOUT);
    await expectWarning(page.getByTestId('risk-warning'), 'de');
  });

  test('registration links the terms and the privacy policy; the Impressum marks its sample data', async ({
    page,
  }) => {
    await openWith(page, '/register');
    await page.getByRole('link', { name: 'AGB', exact: true }).click();
    await expect(page).toHaveURL('/agb');
    await page.goto('/register');
    await page.getByRole('link', { name: 'Datenschutzerklärung', exact: true }).click();
    await expect(page).toHaveURL('/datenschutz');
    await page.goto('/impressum');
    await expect(page.getByRole('note', { name: 'Beispieldaten' })).toBeVisible(TIMEOUT);
  });

  test('signed in, the investment dialog links the investment conditions', async ({ investorPage: page }) => {
    await page.goto('/marketplace/2');
    await page.getByRole('button', { name: 'Jetzt investieren' }).click();
    await dialog(page).getByRole('tab', { name: 'Bestätigen' }).click();
    const link = dialog(page).getByRole('link', { name: 'Anlagebedingungen' });
    await expect(link).toHaveAttribute('href', '/agb#anlagebedingungen');
    await page.goto('/agb');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeVisible(TIMEOUT);
  });
});
