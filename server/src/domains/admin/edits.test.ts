/**
 * The console's writes that must refuse or keep what they should (issue 31): an edit without a field is
 * 400 (never 500), a stock edit never overwrites a checkout's decrement, a stream ends after it starts and
 * plays from https or /media/ only.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { json, patch, put, signedInClient } from '../../../test/domains';
import { adminTestApp, NEWS, operatorClient, PRODUCT, projectOf, STREAM } from '../../../test/fixtures/admin';
import { shippingAddress } from '../../../test/fixtures/shop';
import { products } from '../../db/schema';

const t = adminTestApp();

describe('an edit that names no field', () => {
  test('PATCH with {} or only unknown keys: 400 in the reader’s language, for projects, news and products', async () => {
    const operator = await operatorClient(t);
    const asset = await json(await operator.post('/api/admin/asset-types', await projectOf(operator)));
    const newsItem = await json(await operator.post('/api/admin/news', NEWS));
    const product = await json(await operator.post('/api/admin/products', { ...PRODUCT, slug: 'leer' }));
    const paths = [
      `/api/admin/asset-types/${asset.id}`,
      `/api/admin/news/${newsItem.id}`,
      `/api/admin/products/${product.id}`,
    ];
    for (const path of paths) {
      for (const body of [{}, { color: 'green', id: 7 }]) {
        const response = await patch(operator, path, body);
        expect(response.status).toBe(400);
        expect((await json(response)).message).toBe(messageText('de', 'admin.nothingToChange'));
      }
      const english = await operator.request('PATCH', path, {
        json: {},
        headers: { 'accept-language': 'en' },
      });
      expect((await json(english)).message).toBe(messageText('en', 'admin.nothingToChange'));
    }
    // A field that is there still changes alone.
    expect(
      await json(await patch(operator, `/api/admin/news/${newsItem.id}`, { titleEn: 'Neu' })),
    ).toMatchObject({
      titleEn: 'Neu',
      titleDe: NEWS.titleDe,
    });
  });
});

describe('stock edits compare the stock they were based on', () => {
  async function setUp(slug: string, stock: number) {
    const operator = await operatorClient(t);
    const buyer = await signedInClient(t.app);
    const product = await json(await operator.post('/api/admin/products', { ...PRODUCT, slug, stock }));
    const checkout = () =>
      buyer.post('/api/orders', {
        items: [{ productId: product.id, quantity: 2 }],
        shippingAddress,
        paymentMethod: 'banktransfer',
      });
    const stockNow = async () =>
      (await t.database.db.select().from(products).where(eq(products.id, product.id)))[0]?.stock;
    return { operator, product, checkout, stockNow };
  }

  test('an edit based on a stock a checkout has changed since: 409 naming the current stock; nothing lost', async () => {
    const { operator, product, checkout, stockNow } = await setUp('veraltet', 40);
    expect((await checkout()).status).toBe(201);
    const stale = await put(operator, `/api/admin/products/${product.id}/stock`, { stock: 50, previous: 40 });
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toBe(messageText('de', 'admin.stockChanged', { stock: 38 }));
    expect(await stockNow()).toBe(38);
    const fresh = await put(operator, `/api/admin/products/${product.id}/stock`, { stock: 50, previous: 38 });
    expect(fresh.status).toBe(200);
    expect(await stockNow()).toBe(50);
    // Without the stock it was based on: 400; the product's edit leaves the stock alone.
    expect((await put(operator, `/api/admin/products/${product.id}/stock`, { stock: 60 })).status).toBe(400);
    const edited = await patch(operator, `/api/admin/products/${product.id}`, { stock: 1, nameDe: 'Anders' });
    expect(await json(edited)).toMatchObject({ stock: 50 });
  });

  test('a checkout and a stock edit in parallel: the decrement is never lost', async () => {
    const { operator, product, checkout, stockNow } = await setUp('parallel', 40);
    for (let round = 0; round < 6; round++) {
      const before = (await stockNow()) ?? 0;
      const [ordered, edited] = await Promise.all([
        checkout(),
        put(operator, `/api/admin/products/${product.id}/stock`, { stock: before + 10, previous: before }),
      ]);
      expect(ordered.status).toBe(201);
      expect([200, 409]).toContain(edited.status);
      // Either the edit came first (and the checkout took from the new stock) or it was refused.
      expect(await stockNow()).toBe(edited.status === 200 ? before + 8 : before - 2);
    }
  });
});

describe('livestreams', () => {
  test('an end before (or at) the start: 400 at endTime; plain http: 400; https and /media/ are taken', async () => {
    const operator = await operatorClient(t);
    const start = new Date(Date.now() + 3_600_000);
    const ending = async (endTime: Date, slug: string) =>
      operator.post('/api/admin/livestreams', {
        ...STREAM,
        slug,
        startTime: start.toISOString(),
        endTime: endTime.toISOString(),
      });
    for (const end of [new Date(start.getTime() - 60_000), start]) {
      const refused = await ending(end, 'zu-frueh');
      expect(refused.status).toBe(400);
      const body = await json(refused);
      expect(body.issues).toEqual([
        { path: 'endTime', message: 'Ende: Das Ende muss nach dem Beginn liegen.' },
      ]);
    }
    expect((await ending(new Date(start.getTime() + 60_000), 'rechtzeitig')).status).toBe(201);

    const http = await operator.post('/api/admin/livestreams', {
      ...STREAM,
      slug: 'unsicher',
      streamUrl: 'http://streams.example.org/live.m3u8',
    });
    expect(http.status).toBe(400);
    expect((await json(http)).message).toBe(`Stream-Adresse: ${messageText('de', 'admin.streamUrl')}`);
    for (const [slug, streamUrl] of [
      ['sicher', 'https://streams.example.org/live.m3u8'],
      ['lokal', '/media/streams/sample-live.webm'],
    ]) {
      expect((await operator.post('/api/admin/livestreams', { ...STREAM, slug, streamUrl })).status).toBe(
        201,
      );
    }
  });
});
