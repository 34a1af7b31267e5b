/**
 * The production scenario over REST: an app without sample data, an operator (made as `user:role` does)
 * fills a PROJECT, a news item, a stream and a product, and an investor finds and uses them. Then the
 * operator's other writes: unpublish, orders, audit entries with before and after.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { json, patch, put, signedInClient } from '../../../test/domains';
import { adminTestApp, NEWS, operatorClient, PRODUCT, projectOf, STREAM } from '../../../test/fixtures/admin';
import { payAllAwaiting } from '../../../test/fixtures/bank';
import { shippingAddress } from '../../../test/fixtures/shop';
import { TestClient } from '../../../test/harness';

const t = adminTestApp();

describe('an empty platform filled by an operator', () => {
  test('PROJECT, news, stream and product are found and used by an investor; unpublished ones are not', async () => {
    const operator = await operatorClient(t);
    const investor = await signedInClient(t.app);
    const anonymous = new TestClient(t.app, '198.51.100.91');
    expect(await json(await anonymous.get('/api/asset-types'))).toEqual([]);

    const PROJECT = await projectOf(operator);
    const created = await operator.post('/api/admin/asset-types', PROJECT);
    expect(created.status).toBe(201);
    const asset = await json(created);
    expect(asset).toMatchObject({
      published: true,
      fundingTarget: 3000,
      fundingRaised: '0.00',
      fundingProgress: 0,
      investors: 0,
    });
    expect((await operator.post('/api/admin/asset-types', PROJECT)).status).toBe(409);

    const listed = await json(await anonymous.get('/api/asset-types', { 'accept-language': 'en' }));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: asset.id, name: 'Oak grove', fundingDeadline: '2030-12-31' });
    const invested = await investor.post('/api/investments', {
      assetTypeId: asset.id,
      quantity: 1,
      totalInvestment: '750.00',
    });
    expect(invested.status).toBe(201);
    // The funding raised counts paid investments (issue 33): nothing until the transfer is on the statement.
    expect((await json(await operator.get('/api/admin/asset-types')))[0]).toMatchObject({
      fundingRaised: '0.00',
      investors: 0,
    });
    await payAllAwaiting(t.database.db, investor.userId);
    expect((await json(await operator.get('/api/admin/asset-types')))[0]).toMatchObject({
      fundingRaised: '750.00',
      fundingProgress: 0.25,
      investors: 1,
    });
    // The public read counts the investor too (issue 36), no one else's name or amount.
    expect((await json(await anonymous.get(`/api/asset-types/${asset.id}`))).investors).toBe(1);

    // Unpublished: gone from every public read at once, not investable (409), the investment stays listed.
    expect(
      (await put(operator, `/api/admin/asset-types/${asset.id}/published`, { published: false })).status,
    ).toBe(200);
    expect(await json(await anonymous.get('/api/asset-types'))).toEqual([]);
    expect(await json(await anonymous.get('/api/asset-types/trees'))).toEqual([]);
    expect((await anonymous.get(`/api/asset-types/${asset.id}`)).status).toBe(404);
    const closed = await investor.post('/api/investments', {
      assetTypeId: asset.id,
      quantity: 1,
      totalInvestment: '750.00',
    });
    expect(closed.status).toBe(409);
    expect((await json(closed)).message).toBe(messageText('de', 'asset.notInvestable'));
    const mine = await json(await investor.get('/api/investments'));
    expect(mine.map((i: { assetType: { id: number } }) => i.assetType.id)).toEqual([asset.id]);
    await put(operator, `/api/admin/asset-types/${asset.id}/published`, { published: true });
    expect(await json(await anonymous.get('/api/asset-types'))).toHaveLength(1);

    const newsItem = await json(await operator.post('/api/admin/news', NEWS));
    expect((await json(await investor.get('/api/news')))[0]).toMatchObject({
      id: newsItem.id,
      title: 'Erste Nachricht',
    });
    await put(operator, `/api/admin/news/${newsItem.id}/published`, { published: false });
    expect(await json(await investor.get('/api/news'))).toEqual([]);

    const stream = await json(
      await operator.post('/api/admin/livestreams', { ...STREAM, assetTypeId: asset.id }),
    );
    expect(await json(await investor.get('/api/livestreams'))).toMatchObject([
      { id: stream.id, status: 'live', streamUrl: 'https://streams.example.org/eichen/index.m3u8' },
    ]);
    expect(
      (
        await operator.post('/api/admin/livestreams', {
          ...stream,
          slug: 'x',
          streamUrl: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    expect((await operator.post(`/api/admin/livestreams/${stream.id}/end`)).status).toBe(200);
    expect(await json(await investor.get('/api/livestreams'))).toEqual([]);
    expect((await operator.request('DELETE', `/api/admin/livestreams/${stream.id}`)).status).toBe(200);
    expect((await operator.request('DELETE', `/api/admin/livestreams/${stream.id}`)).status).toBe(404);

    const product = await json(await operator.post('/api/admin/products', PRODUCT));
    expect(product).toMatchObject({ stock: 2, imageUrl: '/media/products/buch-wald-der-zukunft.svg' });
    const order = async () =>
      investor.post('/api/orders', {
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress,
        paymentMethod: 'banktransfer',
      });
    const first = await json(await order());
    const second = await json(await order());
    expect((await order()).status).toBe(409);
    expect(
      (await put(operator, `/api/admin/products/${product.id}/stock`, { stock: 5, previous: 0 })).status,
    ).toBe(200);
    expect((await order()).status).toBe(201);

    // Orders: filtered, advanced with a tracking number, cancelled with a reason.
    const pending = await json(await operator.get('/api/admin/orders?status=pending'));
    expect(pending).toHaveLength(3);
    expect(pending[0]).toMatchObject({ customerEmail: investor.credentials.email, cancelReason: null });
    const today = new Date().toISOString().slice(0, 10);
    expect(await json(await operator.get(`/api/admin/orders?from=${today}&to=${today}`))).toHaveLength(3);
    expect(await json(await operator.get('/api/admin/orders?to=2000-01-01'))).toEqual([]);
    expect((await operator.get('/api/admin/orders?status=lost')).status).toBe(400);
    expect((await operator.post(`/api/admin/orders/${first.id}/advance`, {})).status).toBe(200);
    const shipped = await json(
      await operator.post(`/api/admin/orders/${first.id}/advance`, { trackingNumber: 'TRK123456' }),
    );
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: 'TRK123456' });
    expect((await investor.get('/api/shipping/track/TRK123456')).status).toBe(200);
    const cancelled = await json(
      await operator.post(`/api/admin/orders/${second.id}/cancel`, { reason: 'Nicht lieferbar' }),
    );
    expect(cancelled).toMatchObject({ cancelReason: 'Nicht lieferbar' });
    expect((await operator.post(`/api/admin/orders/${second.id}/cancel`, { reason: 'nochmal' })).status).toBe(
      409,
    );
    expect((await patch(investor, `/api/orders/${second.id}/status`, { status: 'processing' })).status).toBe(
      409,
    );
    expect(await json(await operator.get('/api/admin/orders?status=cancelled'))).toHaveLength(1);
    expect((await operator.post('/api/admin/orders/nope/advance', {})).status).toBe(404);

    // The audit log: newest first, who and the values before and after.
    const audit = await json(await operator.get('/api/admin/audit?limit=200'));
    expect(audit[0]).toMatchObject({ action: 'order.cancel', actorEmail: operator.credentials.email });
    const unpublished = audit.find((e: { action: string }) => e.action === 'assetType.unpublish');
    expect(unpublished).toMatchObject({
      entity: 'asset_types',
      entityId: String(asset.id),
      before: { published: true },
      after: { published: false },
    });
    expect(audit.find((e: { action: string }) => e.action === 'product.stock')).toMatchObject({
      before: { stock: 0 },
      after: { stock: 5 },
    });
    const actions = new Set(audit.map((e: { action: string }) => e.action));
    for (const action of [
      'assetType.create',
      'assetType.publish',
      'news.create',
      'news.unpublish',
      'stream.schedule',
      'stream.end',
      'stream.delete',
      'product.create',
      'order.advance',
    ])
      expect(actions.has(action), action).toBe(true);
    expect((await json(await operator.get('/api/admin/audit?limit=2&offset=1')))[0].id).toBe(audit[1].id);
  });

  test('edits reach the cached catalogue at once, also the hot read', async () => {
    const operator = await operatorClient(t);
    const [asset] = await json(await operator.get('/api/admin/asset-types'));
    const anonymous = new TestClient(t.app, '198.51.100.92');
    await anonymous.get('/api/asset-types');
    expect(t.app.decorator.services.catalog.cachedList('de')).toBeDefined();
    expect(
      (await patch(operator, `/api/admin/asset-types/${asset.id}`, { nameDe: 'Eichenhain Nord' })).status,
    ).toBe(200);
    // The hot read (rest/hot.ts) answers from the cached list: already the edited one.
    expect(t.app.decorator.services.catalog.cachedList('de')?.[0]?.name).toBe('Eichenhain Nord');
    expect((await json(await anonymous.get('/api/asset-types')))[0].name).toBe('Eichenhain Nord');
  });
});
