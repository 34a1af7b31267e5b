/** Contract tests of the asset catalogue's /api operations: shapes, filters, languages, images. */
import { describe, expect, test } from 'bun:test';
import {
  type AssetType as ServedAssetType,
  sampleAssetTypeAsServed,
  sampleAssetTypes,
} from '@wurzelwerk/shared';
import { type AssetType, assetOf, json } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';

const t = testApp({ seed: true });

let assets: AssetType[] = [];
const asset = (category?: string) => assetOf(assets, category);

describe('GET /api/asset-types', () => {
  test('all 16+ asset types with the documented fields, in German by default', async () => {
    const response = await new TestClient(t.app).get('/api/asset-types');
    expect(response.status).toBe(200);
    assets = await json(response);
    expect(assets.length).toBeGreaterThanOrEqual(16);
    for (const a of assets) {
      expect(Object.keys(a).sort()).toEqual(
        [
          'basePrice',
          'category',
          'co2Impact',
          'description',
          'expectedReturn',
          'fundingDeadline',
          'fundingOpen',
          'fundingProgress',
          'fundingRaised',
          'fundingTarget',
          'id',
          'imageUrl',
          'investors',
          'issuer',
          'latitude',
          'location',
          'longitude',
          'name',
          'productionInfo',
          'terms',
        ].sort(),
      );
      const { issuer, terms } = a as unknown as ServedAssetType;
      expect(Object.keys(issuer).sort()).toEqual(['city', 'id', 'legalForm', 'name', 'register']);
      expect(Object.keys(terms).sort()).toEqual(
        ['interestPercent', 'paymentDeadlineDays', 'paymentFrequency', 'repaymentType', 'termMonths'].sort(),
      );
      expect(terms.interestPercent).toBe(a.expectedReturn);
      expect(a.basePrice).toMatch(/^\d+ €$/);
      expect(a.expectedReturn).toMatch(/^\d+(\.\d+)?$/);
    }
    const prices = assets.map((a) => Number.parseInt(a.basePrice, 10));
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1000);
    for (const category of ['trees', 'animals', 'fields', 'energy']) {
      expect(assets.filter((a) => a.category === category).length).toBeGreaterThanOrEqual(4);
    }
  });

  test('filters by ?category= and by /asset-types/{category}; unknown category → 400', async () => {
    const client = new TestClient(t.app);
    const byQuery: AssetType[] = await json(await client.get('/api/asset-types?category=energy'));
    const byPath: AssetType[] = await json(await client.get('/api/asset-types/energy'));
    expect(byQuery.length).toBeGreaterThanOrEqual(4);
    expect(byQuery.every((a) => a.category === 'energy')).toBe(true);
    expect(byPath).toEqual(byQuery);
    for (const path of ['/api/asset-types?category=rocks', '/api/asset-types/rocks']) {
      const response = await client.get(path);
      expect(response.status).toBe(400);
      expect((await json(response)).message).toContain('Kategorie');
    }
  });

  test('content follows Accept-Language', async () => {
    const [de] = await json(await new TestClient(t.app).get('/api/asset-types/trees'));
    const [en] = await json(
      await new TestClient(t.app).get('/api/asset-types/trees', { 'accept-language': 'en-GB,en' }),
    );
    expect(de.id).toBe(en.id);
    expect(de.name).not.toBe(en.name);
  });

  test('a single asset by id; an unknown id → 404', async () => {
    const one = await json(await new TestClient(t.app).get(`/api/asset-types/${asset().id}`));
    expect(one.id).toBe(asset().id);
    expect((await new TestClient(t.app).get('/api/asset-types/999999')).status).toBe(404);
    // Beyond the integer range of the keys: refused with the field's message.
    const huge = await new TestClient(t.app).get('/api/asset-types/99999999999');
    expect(huge.status).toBe(400);
    expect((await json(huge)).message).toBe('Ungültige Asset-ID.');
  });

  test('every image is served by the t.app itself', async () => {
    for (const a of assets as unknown as { imageUrl: string }[]) {
      expect(a.imageUrl).toStartWith('/media/');
      const response = await new TestClient(t.app).get(a.imageUrl);
      expect(response.status).toBe(200);
    }
  });
});

describe('issuer and terms (issue 33)', () => {
  test('each sample asset type is served with its sample issuer and its terms: 12 months, 14 days to pay', async () => {
    const served: ServedAssetType[] = await json(await new TestClient(t.app).get('/api/asset-types/energy'));
    const wind = served.find((a) => a.imageUrl === '/media/assets/buergerwindpark-nordfriesland.svg');
    expect(wind?.issuer).toMatchObject({
      name: 'Muster-Bürgerenergie',
      legalForm: 'GmbH & Co. KG',
      city: 'Münster',
      register: 'Amtsgericht Münster, HRA 000003',
    });
    expect(wind?.terms).toEqual({
      termMonths: 12,
      interestPercent: wind?.expectedReturn ?? '',
      repaymentType: 'annuity',
      paymentFrequency: 'quarterly',
      paymentDeadlineDays: 14,
    });
    const one: ServedAssetType = await json(await new TestClient(t.app).get(`/api/asset-types/${wind?.id}`));
    expect(one.issuer).toEqual(wind?.issuer as ServedAssetType['issuer']);
  });
});

describe('the sample asset types as served', () => {
  test('each seeded sample is served as sampleAssetTypeAsServed (the demos’ shape) says, in both languages', async () => {
    for (const locale of ['de', 'en'] as const) {
      const served: ServedAssetType[] = await json(
        await new TestClient(t.app).get('/api/asset-types', { 'accept-language': locale }),
      );
      for (const sample of sampleAssetTypes) {
        const one = served.find((a) => a.imageUrl === `/media/assets/${sample.slug}.svg`);
        expect(one, sample.slug).toBeDefined();
        if (one)
          // The demo account's history closed some projects' funding at a deadline and target the operator set.
          expect({
            ...one,
            fundingRaised: '0.00',
            investors: 0,
            fundingTarget: null as number | null,
            fundingProgress: null as number | null,
            fundingDeadline: null as string | null,
            fundingOpen: true,
          }).toEqual(sampleAssetTypeAsServed(sample, one.id, locale));
      }
    }
  });
});
