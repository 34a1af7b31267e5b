/** The shops' sample products and cart (the signed-in /shop and the local /shopdemo). */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

const TIMEOUT = { timeout: 20_000 };
export const TOMATO = 'Bio-Tomatensamen „Alte Sorten“';
export const COURSE = 'Online-Kurs: Nachhaltig gärtnern';
export const BAG = 'Einkaufstasche aus Bio-Baumwolle';
/** Seeds no spec puts in a cart: the console's stock edit counts on no other order of them at the same time. */
export const HERBS = { name: 'Kräutersamen-Set Küchengarten', slug: 'kraeutersamen-set-kueche' } as const;

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

/**
 * Orders one packet of seeds (the tomatoes unless `slug` names others) through POST /api/orders as the
 * request's user; the order's id and number.
 */
export async function orderSeedsThroughApi(
  request: APIRequestContext,
  origin: string,
  slug = 'bio-tomatensamen-alte-sorten',
): Promise<{ id: string; orderNumber: string }> {
  const products = (await (await request.get('/api/products')).json()) as { id: number; slug: string }[];
  const seeds = products.find((product) => product.slug === slug);
  const created = await request.post('/api/orders', {
    headers: { Origin: origin },
    data: {
      items: [{ productId: seeds?.id, quantity: 1 }],
      shippingAddress: {
        name: 'Erika Mustermann',
        street: 'Lindenallee 7',
        zipCode: '79098',
        city: 'Freiburg',
        country: 'Deutschland',
      },
      paymentMethod: 'creditcard',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; orderNumber: string };
}
