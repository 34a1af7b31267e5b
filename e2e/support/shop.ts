/** The shops' sample products, cart and totals (the signed-in /shop and the local /shopdemo). */
import { expect, type Locator, type Page } from '@playwright/test';
import { SAMPLE_SHOP_PRODUCTS } from '@wurzelwerk/shared';

const TIMEOUT = { timeout: 20_000 };
/** The seed and the demo share one sample catalogue. */
export const PRODUCT_COUNT = SAMPLE_SHOP_PRODUCTS.length;

export const TOMATO = 'Bio-Tomatensamen „Alte Sorten“';
export const COURSE = 'Online-Kurs: Nachhaltig gärtnern';
export const EBOOK = 'E-Book: Den CO₂-Fußabdruck halbieren';
export const BAG = 'Einkaufstasche aus Bio-Baumwolle';
export const RAIN_BARREL = 'Regentonne aus Recyclingkunststoff 300 Liter';

export function productCard(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

export async function addToCart(page: Page, name: string) {
  await productCard(page, name)
    .getByRole('button', { name: `In den Warenkorb: ${name}` })
    .click();
}

export function cartButton(page: Page) {
  return page.getByRole('button', { name: /^Warenkorb \(\d+\)$/ });
}

export async function openCart(page: Page) {
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Ihr Warenkorb' });
  await expect(dialog).toBeVisible(TIMEOUT);
  return dialog;
}

export function amount(dialog: Locator, label: string) {
  return dialog
    .getByTestId('cart-totals')
    .locator('div', { has: dialog.page().getByText(label, { exact: true }) });
}

/** The cart's subtotal, shipping and total. */
export async function expectTotals(dialog: Locator, subtotal: string, shipping: string, total: string) {
  await expect(amount(dialog, 'Zwischensumme')).toContainText(subtotal);
  await expect(amount(dialog, 'Versand')).toContainText(shipping);
  await expect(amount(dialog, 'Gesamt')).toContainText(total);
}

/** Opens /shop, puts one `name` into the cart and opens the cart. */
export async function cartWith(page: Page, name: string) {
  await page.goto('/shop');
  await addToCart(page, name);
  return openCart(page);
}
