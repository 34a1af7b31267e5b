/**
 * Cancelling an order in the console gives its goods back: an order still in the warehouse (pending,
 * processing) returns its quantities to stock once, also when two operators cancel it at the same time; a
 * shipped one does not (its goods are on their way). The audit entry names what went back.
 */
import { describe, expect, test } from 'bun:test';
import { json } from '../../../test/domains';
import { adminTestApp, operatorClient, PRODUCT } from '../../../test/fixtures/admin';
import { shippingAddress } from '../../../test/fixtures/shop';

const t = adminTestApp();

describe('cancelling an order', () => {
  test('before shipping the goods go back in stock, once; after shipping they do not', async () => {
    const operator = await operatorClient(t);
    const second = await operatorClient(t);
    const acorns = await json(await operator.post('/api/admin/products', { ...PRODUCT, stock: 10 }));
    const book = await json(
      await operator.post('/api/admin/products', { ...PRODUCT, slug: 'buch-test', nameDe: 'Buch', stock: 5 }),
    );
    const stock = async () => {
      const all: { id: number; stock: number }[] = await json(await operator.get('/api/admin/products'));
      return [acorns.id, book.id].map((id) => all.find((p) => p.id === id)?.stock);
    };
    const order = async () =>
      json(
        await operator.post('/api/orders', {
          items: [
            { productId: book.id, quantity: 2 },
            { productId: acorns.id, quantity: 3 },
          ],
          shippingAddress,
          paymentMethod: 'banktransfer',
        }),
      );

    const first = await order();
    const shipped = await order();
    expect(await stock()).toEqual([4, 1]);

    // Two operators at once: one cancel wins, the other is refused, and the goods go back once.
    const cancel = (client: typeof operator, id: string) =>
      client.post(`/api/admin/orders/${id}/cancel`, { reason: 'Nicht lieferbar' });
    const answers = await Promise.all([cancel(operator, first.id), cancel(second, first.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stock()).toEqual([7, 3]);

    await operator.post(`/api/admin/orders/${shipped.id}/advance`, {});
    await operator.post(`/api/admin/orders/${shipped.id}/advance`, { trackingNumber: 'TRK424242' });
    expect((await cancel(operator, shipped.id)).status).toBe(200);
    expect(await stock()).toEqual([7, 3]);

    const audit: { action: string; entityId: string; after: { restocked: unknown } }[] = await json(
      await operator.get('/api/admin/audit?limit=50'),
    );
    const cancels = audit.filter((entry) => entry.action === 'order.cancel');
    expect(cancels.map((entry) => [entry.entityId, entry.after.restocked])).toEqual([
      [shipped.id, []],
      [
        first.id,
        [
          { productId: acorns.id, quantity: 3 },
          { productId: book.id, quantity: 2 },
        ],
      ],
    ]);
  });
});
