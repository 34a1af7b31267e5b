/**
 * The signed-in shop (product §2.10, §4, §5, §8; issue 7): /shop with a real checkout
 * that lands on /orders, shipping and totals, and the server's address refusals. Every test uses its own
 * user. The local /shopdemo: shop-demo.e2e.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, toast } from './fixtures';
import {
  addToCart,
  BAG,
  COURSE,
  cartButton,
  expectAddressRefused,
  openCart,
  productCard,
  TOMATO,
} from './support/shop';

const TIMEOUT = { timeout: 20_000 };
const EBOOK = 'E-Book: Den CO₂-Fußabdruck halbieren';

function amount(dialog: Locator, label: string) {
  return dialog
    .getByTestId('cart-totals')
    .locator('div', { has: dialog.page().getByText(label, { exact: true }) });
}

/** The cart's subtotal, shipping and total. */
async function expectTotals(dialog: Locator, subtotal: string, shipping: string, total: string) {
  await expect(amount(dialog, 'Zwischensumme')).toContainText(subtotal);
  await expect(amount(dialog, 'Versand')).toContainText(shipping);
  await expect(amount(dialog, 'Gesamt')).toContainText(total);
}

/** Opens /shop, puts one `name` into the cart and opens the cart. */
async function cartWith(page: Page, name: string) {
  await page.goto('/shop');
  await addToCart(page, name);
  return openCart(page);
}

test.describe('signed-in shop', () => {
  test('checkout stores the order, which then appears on /orders with its items', async ({
    signedInPage: page,
  }) => {
    const orderCalls: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('orders.create')) orderCalls.push(request.postDataJSON());
    });
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible(TIMEOUT);
    await addToCart(page, COURSE);
    await addToCart(page, EBOOK);
    await addToCart(page, EBOOK);
    // The seeds are shipped (the course and the e-book are digital): the address is needed.
    await addToCart(page, TOMATO);
    await expect(cartButton(page)).toHaveText('Warenkorb (4)');

    const dialog = await openCart(page);
    await expect(dialog.getByTestId('cart-line')).toHaveCount(3);
    // 49.00 + 2 × 9.99 + 4.95 = 73.93 €: above 50 €, so shipping is free.
    await expectTotals(dialog, '73,93 €', 'Kostenlos', '73,93 €');

    await dialog.getByRole('tab', { name: 'Versand' }).click();
    await expect(dialog.getByLabel('Land')).toHaveValue('Deutschland');
    await dialog.getByLabel('Name').fill('Erika Mustermann');
    await dialog.getByLabel('Straße und Hausnummer').fill('Lindenallee 7');
    await dialog.getByLabel('PLZ').fill('79098');
    await dialog.getByLabel('Ort', { exact: true }).fill('Freiburg');
    await dialog.getByRole('tab', { name: 'Zahlung' }).click();
    await expect(dialog.getByRole('radio', { name: /Kreditkarte/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /Banküberweisung \(SEPA\)/ }).check();
    await dialog.getByRole('button', { name: 'Jetzt bestellen' }).click();

    await expect(toast(page, 'Bestellung abgeschlossen!')).toBeVisible(TIMEOUT);
    await expect(dialog).toBeHidden(TIMEOUT);
    await expect(cartButton(page)).toHaveText('Warenkorb (0)');
    // Only ids and quantities go to the server; it prices the order itself.
    expect(JSON.stringify(orderCalls)).not.toContain('price');
    expect(JSON.stringify(orderCalls)).toContain('"paymentMethod":"banktransfer"');

    await page.goto('/orders');
    const card = page.getByRole('article').filter({ hasText: COURSE });
    await expect(card).toBeVisible(TIMEOUT);
    await expect(card.getByText('Ausstehend', { exact: true })).toBeVisible();
    await expect(card.getByText(`2× ${EBOOK}`)).toBeVisible();
    await expect(card.getByText('73,93 €').first()).toBeVisible();
    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Banküberweisung')).toBeVisible(TIMEOUT);
    await expect(details.getByText(/Lindenallee 7/)).toBeVisible();
  });

  test('shipping is 4.99 € below 50 €, free above; the cart survives a reload', async ({
    signedInPage: page,
  }) => {
    let dialog = await cartWith(page, TOMATO);
    await expectTotals(dialog, '4,95 €', '4,99 €', '9,94 €');
    await dialog.getByRole('button', { name: `Menge von ${TOMATO} erhöhen` }).click();
    await expect(amount(dialog, 'Gesamt')).toContainText('14,89 €');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden(TIMEOUT);

    await addToCart(page, COURSE);
    await page.reload();
    await expect(cartButton(page)).toHaveText('Warenkorb (3)', TIMEOUT);
    dialog = await openCart(page);
    await expect(dialog.getByText(`Menge von ${TOMATO}: 2`)).toBeAttached();
    // 2 × 4.95 + 49.00 = 58.90 €.
    await expectTotals(dialog, '58,90 €', 'Kostenlos', '58,90 €');
  });

  test('exactly 50.00 € still pays shipping', async ({ signedInPage: page }) => {
    // The catalogue has no combination worth exactly 50 €; the test gives the bag a price of 25.00 €.
    await page.route(/\/trpc\/.*shop\.products/, async (route) => {
      const response = await route.fetch();
      const text = (await response.text()).replace(/("price":")14\.90(")/, '$125.00$2');
      await route.fulfill({ response, body: text });
    });
    await page.goto('/shop');
    await expect(productCard(page, BAG).getByText('25,00 €')).toBeVisible(TIMEOUT);
    await addToCart(page, BAG);
    await addToCart(page, BAG);
    const dialog = await openCart(page);
    await expectTotals(dialog, '50,00 €', '4,99 €', '54,99 €');
  });

  test('the server refuses an incomplete address; its messages show at the fields', async ({
    signedInPage: page,
  }) => {
    const dialog = await cartWith(page, TOMATO);
    await dialog.getByRole('button', { name: 'Jetzt bestellen' }).click();
    await expectAddressRefused(dialog, {
      alert: 'Bestellung nicht möglich',
      tab: 'Versand',
      messages: ['Bitte geben Sie den Namen des Empfängers ein.', 'Bitte geben Sie die Postleitzahl ein.'],
    });
    // Nothing was ordered: the cart is unchanged.
    await expect(cartButton(page)).toHaveText('Warenkorb (1)');
    await expect(toast(page, 'Bestellung abgeschlossen!')).toHaveCount(0);
  });

  test('an answer lost on its way: ordering again places the order once (the same Idempotency-Key)', async ({
    signedInPage: page,
  }) => {
    const keys: string[] = [];
    let lost = false;
    await page.route(/\/trpc\/.*orders\.create/, async (route) => {
      keys.push(JSON.stringify(route.request().postDataJSON()).match(/"idempotencyKey":"(\w+)"/)?.[1] ?? '');
      if (lost) return route.continue();
      // The order reaches the server and is stored; its answer never reaches the browser.
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const dialog = await cartWith(page, COURSE);
    await dialog.getByRole('button', { name: 'Jetzt bestellen' }).click();
    await expect(
      dialog.getByText('Die Bestellung konnte nicht gesendet werden.', { exact: false }),
    ).toBeVisible(TIMEOUT);
    await dialog.getByRole('button', { name: 'Jetzt bestellen' }).click();
    await expect(toast(page, 'Bestellung abgeschlossen!')).toBeVisible(TIMEOUT);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);

    await page.goto('/orders');
    await expect(page.getByRole('article').filter({ hasText: COURSE })).toHaveCount(1, TIMEOUT);
  });
});
