/** GET /api/orders/{id}/certificate.pdf: the gift voucher's certificate, for the owner of such an order only. */
import { describe, expect, test } from 'bun:test';
import { json, signedInClient } from '../../../test/domains';
import { bySlug, fetchProducts, shippingAddress, shopTestApp } from '../../../test/fixtures/shop';
import { TestClient } from '../../../test/harness';
import { pdfText } from '../../../test/pdf';
import { GIFT_VOUCHER_SLUG } from './read';

const t = shopTestApp();

async function order(client: TestClient, productId: number, quantity: number) {
  const response = await client.post('/api/orders', {
    items: [{ productId, quantity }],
    shippingAddress,
    paymentMethod: 'creditcard',
  });
  expect(response.status).toBe(201);
  return (await json(response)) as { id: string; orderNumber: string };
}

describe('GET /api/orders/{id}/certificate.pdf', () => {
  test('the owner of an order with vouchers gets a PDF naming the order and its trees', async () => {
    await fetchProducts(t.app);
    const client = await signedInClient(t.app);
    const placed = await order(client, bySlug(GIFT_VOUCHER_SLUG).id, 3);
    // The order says so, and the web app offers the download from it.
    expect(placed).toMatchObject({ hasCertificate: true });
    const response = await client.get(`/api/orders/${placed.id}/certificate.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename="urkunde-ww-[\d-]+\.pdf"$/,
    );
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Baumpflanz-Urkunde');
    expect(text).toContain('3 Bäume');
    expect(text).toContain(placed.orderNumber);

    const stranger = await signedInClient(t.app);
    expect((await stranger.get(`/api/orders/${placed.id}/certificate.pdf`)).status).toBe(404);
    expect((await new TestClient(t.app).get(`/api/orders/${placed.id}/certificate.pdf`)).status).toBe(401);
  });

  test('an order without a voucher has none → 404', async () => {
    const client = await signedInClient(t.app);
    const placed = await order(client, bySlug('rest-test-25-00').id, 1);
    expect(placed).toMatchObject({ hasCertificate: false });
    const response = await client.get(`/api/orders/${placed.id}/certificate.pdf`);
    expect(response.status).toBe(404);
    expect((await json(response)).message).toBe('Bestellung nicht gefunden.');
  });
});
