/** The shops' sample products and cart (the signed-in /shop and the local /shopdemo). */
import { expect, type Locator, type Page } from '@playwright/test';

const TIMEOUT = { timeout: 20_000 };
export const TOMATO = 'Bio-Tomatensamen „Alte Sorten“';
export const COURSE = 'Online-Kurs: Nachhaltig gärtnern';
export const BAG = 'Einkaufstasche aus Bio-Baumwolle';

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

/** The server refused the order's address: its alert, the shipping tab chosen, and its messages at the fields. */
export async function expectAddressRefused(
  dialog: Locator,
  { alert, tab, messages }: { alert: string; tab: string; messages: readonly string[] },
) {
  await expect(dialog.getByRole('alert').filter({ hasText: alert })).toBeVisible(TIMEOUT);
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  for (const message of messages) await expect(dialog.getByText(message).first()).toBeVisible();
}
