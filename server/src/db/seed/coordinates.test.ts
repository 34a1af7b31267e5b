/**
 * Asset types carry their place as coordinates end to end: the seed writes the sample's latitude and
 * longitude, and both APIs (tRPC and REST, the cached hot path and the routed one) answer with them.
 */
import { describe, expect, test } from 'bun:test';
import { type AssetType, sampleAssetTypes } from '@wurzelwerk/shared';
import { callerFor, TestClient, testApp } from '../../../test/harness';
import { assetTypes } from '../schema';

const t = testApp({ seed: true });

/** slug → [latitude, longitude] as the sample content has them. */
const expected = new Map(sampleAssetTypes.map((a) => [a.slug, [a.latitude, a.longitude]]));
const slugOf = (imageUrl: string) => imageUrl.replace(/^.*\/|\.svg$/g, '');
const coordinates = (a: Pick<AssetType, 'latitude' | 'longitude'>) => [a.latitude, a.longitude];

function expectSampleCoordinates(list: readonly AssetType[]) {
  expect(list.length).toBeGreaterThan(0);
  for (const asset of list) {
    expect(coordinates(asset), asset.name).toEqual(expected.get(slugOf(asset.imageUrl)) ?? []);
  }
}

describe('asset type coordinates', () => {
  test('the sample places are real coordinates in Germany, each asset type its own', () => {
    expect(expected.size).toBe(sampleAssetTypes.length);
    for (const [slug, [lat, lng]] of expected) {
      expect(lat, slug).toBeGreaterThan(47);
      expect(lat, slug).toBeLessThan(55.1);
      expect(lng, slug).toBeGreaterThan(5.8);
      expect(lng, slug).toBeLessThan(15.1);
    }
  });

  test('the seed writes them into asset_types', async () => {
    const rows = await t.database.db.select().from(assetTypes);
    expect(rows.length).toBe(sampleAssetTypes.length);
    for (const row of rows)
      expect([row.latitude, row.longitude], row.slug).toEqual(expected.get(row.slug) ?? []);
  });

  test('the database refuses a latitude outside −90…90', async () => {
    const [row] = await t.database.db.select().from(assetTypes).limit(1);
    const { id: _id, ...copy } = row as typeof assetTypes.$inferSelect;
    const insert = async () =>
      await t.database.db.insert(assetTypes).values({ ...copy, slug: 'out-of-range', latitude: 91 });
    await expect(insert()).rejects.toThrow();
  });

  test('tRPC: assets.list and assets.byId answer with them', async () => {
    const { caller } = await callerFor(t.app);
    const list = await caller.assets.list();
    expectSampleCoordinates(list);
    const first = list[0] as AssetType;
    expectSampleCoordinates([await caller.assets.byId({ id: first.id })]);
  });

  test('REST: GET /api/asset-types (cached and by category) and /api/asset-types/{id} answer with them', async () => {
    const client = new TestClient(t.app);
    for (const path of ['/api/asset-types', '/api/asset-types', '/api/asset-types?category=energy']) {
      const response = await client.get(path);
      expect(response.status).toBe(200);
      expectSampleCoordinates(await response.json());
    }
    const byCategory: AssetType[] = await (await client.get('/api/asset-types/fields')).json();
    expectSampleCoordinates(byCategory);
    const one = await client.get(`/api/asset-types/${(byCategory[0] as AssetType).id}`);
    expectSampleCoordinates([await one.json()]);
  });
});
