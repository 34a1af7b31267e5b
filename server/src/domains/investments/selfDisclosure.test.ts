/** The self-disclosure of § 2a VermAnlG (GET|PUT /api/account/self-disclosure) and the cap per issuer it gives. */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { investorClient, json, signedInClient } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';
import { selfDisclosures } from '../../db/schema';

const t = testApp({ seed: true });

describe('GET|PUT /api/account/self-disclosure', () => {
  test('none at first (1,000 €); stored with its date; replaced by the next', async () => {
    const client = await signedInClient(t.app);
    expect(await json(await client.get('/api/account/self-disclosure'))).toEqual({
      freeAssetsAtLeast100k: null,
      monthlyNetIncome: null,
      declaredAt: null,
      capEuro: 1000,
    });
    const put = (body: unknown) => client.request('PUT', '/api/account/self-disclosure', { json: body });
    const saved = await json(await put({ freeAssetsAtLeast100k: false, monthlyNetIncome: '3200.5' }));
    expect(saved).toMatchObject({ freeAssetsAtLeast100k: false, monthlyNetIncome: '3200.50', capEuro: 6401 });
    expect(Date.now() - new Date(saved.declaredAt).getTime()).toBeLessThan(60_000);
    await put({ freeAssetsAtLeast100k: true, monthlyNetIncome: '0' });
    expect(await json(await client.get('/api/account/self-disclosure'))).toMatchObject({
      freeAssetsAtLeast100k: true,
      monthlyNetIncome: '0.00',
      capEuro: 10000,
    });
    // The highest tier the disclosure supports: 20,000 € a month → 25,000 €, more than the assets' 10,000 €.
    expect(await json(await put({ freeAssetsAtLeast100k: true, monthlyNetIncome: '20000' }))).toMatchObject({
      capEuro: 25000,
    });
    expect(
      await json(await put({ freeAssetsAtLeast100k: false, monthlyNetIncome: '1234.56' })),
    ).toMatchObject({
      capEuro: 2469.12,
    });
  });

  test('invalid input → 400 with the field; not signed in → 401', async () => {
    const client = await signedInClient(t.app);
    for (const body of [
      { freeAssetsAtLeast100k: false, monthlyNetIncome: '-5' },
      { freeAssetsAtLeast100k: false, monthlyNetIncome: 2500 },
      { freeAssetsAtLeast100k: 'ja', monthlyNetIncome: '2500.00' },
      { freeAssetsAtLeast100k: false, monthlyNetIncome: '25000000000.00' },
    ]) {
      const response = await client.request('PUT', '/api/account/self-disclosure', { json: body });
      expect(response.status).toBe(400);
      expect((await json(response)).issues?.length).toBeGreaterThan(0);
    }
    expect((await new TestClient(t.app).get('/api/account/self-disclosure')).status).toBe(401);
  });

  test('goes with the account', async () => {
    const client = await investorClient(t.app);
    await client.request('DELETE', '/api/account', { json: { password: client.credentials.password } });
    const left = await t.database.db
      .select()
      .from(selfDisclosures)
      .where(eq(selfDisclosures.userId, client.userId));
    expect(left).toEqual([]);
  });
});
