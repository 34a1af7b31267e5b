/**
 * Issue 19 in the signed-in shop: digital products need no address and cost no shipping; a delivered order
 * offers "Rücksendung anfragen" for 30 days after its delivery (the browser's clock moved 31 days on shows
 * the end; the server's own limit: orders/rest.returns.test.ts).
 */
import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, toast } from './fixtures';
import { addToCart, COURSE, cartButton, openCart, orderSeedsThroughApi } from './support/shop';

const TIMEOUT = { timeout: 20_000 };
const EBOOK = 'E-Book: Den CO₂-Fußabdruck halbieren';
const DAY_MS = 86_400_000;

/** Places an order of the seeds through POST /api/orders and steps it to delivered; its number. */
async function deliveredOrder(page: Page, baseURL: string | undefined): Promise<string> {
  const headers = { Origin: baseURL as string };
  const { id, orderNumber } = await orderSeedsThroughApi(page.request, baseURL as string);
  for (const status of ['processing', 'shipped', 'delivered']) {
    const stepped = await page.request.patch(`/api/orders/${id}/status`, { headers, data: { status } });
    expect(stepped.status(), await stepped.text()).toBe(200);
  }
  return orderNumber;
}

const orderCard = (page: Page, orderNumber: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Bestellung ${orderNumber}` }) });

test('digital products only: no address asked for, no shipping, the order shows no address', async ({
  signedInPage: page,
}) => {
  await page.goto('/shop');
  await addToCart(page, COURSE);
  await addToCart(page, EBOOK);
  await expect(cartButton(page)).toHaveText('Warenkorb (2)');
  const dialog = await openCart(page);
  await expect(dialog.getByText('digital, kein Versand')).toHaveCount(2);
  await expect(dialog.getByTestId('cart-totals')).toContainText('Kostenlos');
  await expect(dialog.getByTestId('cart-totals')).toContainText('58,99 €');

  await dialog.getByRole('tab', { name: 'Versand' }).click();
  await expect(dialog.getByTestId('cart-digital-only')).toBeVisible();
  await expect(dialog.getByLabel('Straße und Hausnummer')).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Zahlung' }).click();
  await expect(dialog.getByTestId('simulated-payment')).toContainText(
    'Die Zahlung im Shop wird nur simuliert',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Jetzt bestellen' }).click();
  await expect(toast(page, 'Bestellung abgeschlossen!')).toBeVisible(TIMEOUT);

  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: COURSE });
  await expect(card).toBeVisible(TIMEOUT);
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(
    page.getByRole('dialog').getByText('Keine – digitale Produkte werden nicht versandt.'),
  ).toBeVisible(TIMEOUT);
});

test('a delivered order offers the return request for 30 days; it then shows as requested', async ({
  signedInPage: page,
  baseURL,
}) => {
  const orderNumber = await deliveredOrder(page, baseURL);
  await page.goto('/orders');
  const card = orderCard(page, orderNumber);
  await expect(card.getByText('Zugestellt', { exact: true })).toBeVisible(TIMEOUT);
  await expect(
    card.getByText(/^30 Tage Rückgaberecht: Rücksendung möglich bis \d{2}\.\d{2}\.\d{4}\.$/),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Rücksendung anfragen' }).click();
  await expect(card.getByText('Rücksendung angefragt', { exact: true })).toBeVisible(TIMEOUT);
  await expect(card.getByRole('button', { name: 'Rücksendung anfragen' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('31 days after the delivery the return request is no longer offered', async ({
  signedInPage: page,
  baseURL,
}) => {
  const orderNumber = await deliveredOrder(page, baseURL);
  await page.clock.setFixedTime(new Date(Date.now() + 31 * DAY_MS));
  await page.goto('/orders');
  const card = orderCard(page, orderNumber);
  await expect(card.getByText('Zugestellt', { exact: true })).toBeVisible(TIMEOUT);
  await expect(card.getByRole('button', { name: 'Rücksendung anfragen' })).toHaveCount(0);
  await expect(card.getByText(/Rücksendung möglich bis/)).toHaveCount(0);
});

test('an order of the gift voucher offers its certificate as a PDF', async ({
  signedInPage: page,
  baseURL,
}) => {
  const products = (await (await page.request.get('/api/products')).json()) as { id: number; slug: string }[];
  const voucher = products.find((product) => product.slug === 'gutschein-baumpflanzung');
  const created = await page.request.post('/api/orders', {
    headers: { Origin: baseURL as string },
    data: { items: [{ productId: voucher?.id, quantity: 2 }], paymentMethod: 'banktransfer' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };

  await page.goto('/orders');
  const card = orderCard(page, orderNumber);
  await card.getByRole('button', { name: 'Details' }).click();
  const link = page.getByRole('dialog').getByRole('link', { name: 'Urkunde als PDF herunterladen' });
  await expect(link).toBeVisible(TIMEOUT);
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
