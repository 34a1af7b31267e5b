/**
 * The public information sheet (issue 31): rendered once per asset type, language and version, also
 * under many parallel requests; served with an ETag (If-None-Match → 304); an operator's edit makes a new
 * version. And the cache itself: a failed rendering is not kept, and the cap holds.
 */
import { describe, expect, test } from 'bun:test';
import { nextAddress, patch, signedInClient } from '../../test/domains';
import { ORIGIN, TestClient, testApp } from '../../test/harness';
import { pdfText } from '../../test/pdf';
import { setRoleByEmail } from '../domains/admin/users';
import type { AssetRow } from '../domains/assets/catalog';
import { createSheetCache, matchesEtag, memorySheetStore, sheetSource, sheetVersionOf } from './sheetCache';

const t = testApp({ seed: true, registerMaxPerWindow: 100 });
const SHEET = '/api/asset-types/3/information-sheet.pdf';
const sheets = () => t.app.decorator.services.informationSheets;
const anonymous = () => new TestClient(t.app, nextAddress('192.0.2'));

describe('GET /api/asset-types/{id}/information-sheet.pdf from the cache', () => {
  test('twenty parallel requests render the sheet once; all get the same bytes and ETag', async () => {
    const before = sheets().renders;
    const replies = await Promise.all(Array.from({ length: 20 }, () => anonymous().get(SHEET)));
    expect(sheets().renders - before).toBe(1);
    const bodies = await Promise.all(
      replies.map(async (r) => Buffer.from(await r.arrayBuffer()).toString('base64')),
    );
    expect(new Set(bodies).size).toBe(1);
    const etags = new Set(replies.map((r) => r.headers.get('etag')));
    expect(etags.size).toBe(1);
    expect([...etags][0]).toMatch(/^W\/"sheet-3-de-[\w-]+"$/);
    expect(replies[0]?.headers.get('cache-control')).toBe('public, no-cache');
    // Later requests, in either order of the languages, render each language once more at most.
    await anonymous().get(SHEET);
    await anonymous().get(SHEET, { 'accept-language': 'en' });
    await anonymous().get(SHEET, { 'accept-language': 'en' });
    expect(sheets().renders - before).toBe(2);
  });

  test('a rendering outlives the client that started it: the requests that joined it get the sheet', async () => {
    // Asset type 4's sheet has not been asked for in this file: the first request starts its rendering.
    const path = '/api/asset-types/4/information-sheet.pdf';
    const read = (signal?: AbortSignal) =>
      t.app.handle(new Request(`${ORIGIN}${path}`, { headers: { 'accept-language': 'de' }, signal }));
    const before = sheets().renders;
    const [gone, waiting] = await Promise.all([read(AbortSignal.abort()), read()]);
    expect(sheets().renders - before).toBe(1);
    expect(waiting.status).toBe(200);
    expect(waiting.headers.get('content-type')).toBe('application/pdf');
    // Nobody reads the first reply; it is no server fault either way.
    expect([200, 499]).toContain(gone.status);
  });

  test('If-None-Match with the ETag → 304 without a body; another one → the PDF', async () => {
    const first = await anonymous().get(SHEET);
    const etag = first.headers.get('etag') ?? '';
    const again = await anonymous().get(SHEET, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await anonymous().get(SHEET, { 'if-none-match': `${etag}, "x"` })).status).toBe(304);
    const other = await anonymous().get(SHEET, { 'if-none-match': 'W/"sheet-3-de-old"' });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-type')).toBe('application/pdf');
    // The English sheet is another document with its own ETag.
    const english = await anonymous().get(SHEET, { 'accept-language': 'en', 'if-none-match': etag });
    expect(english.status).toBe(200);
    expect(english.headers.get('etag')).not.toBe(etag);
  });

  test('an operator’s edit makes a new version: a new ETag and the new text', async () => {
    const first = await anonymous().get(SHEET);
    const etag = first.headers.get('etag') ?? '';
    const operator = await signedInClient(t.app);
    await setRoleByEmail(t.database.db, operator.credentials.email, 'operator', { id: null, email: 'test' });
    const renamed = 'Bienenweide Nord – neue Fassung';
    expect((await patch(operator, '/api/admin/asset-types/3', { nameDe: renamed })).status).toBe(200);
    const before = sheets().renders;
    const edited = await anonymous().get(SHEET, { 'if-none-match': etag });
    expect(edited.status).toBe(200);
    expect(edited.headers.get('etag')).not.toBe(etag);
    expect((await pdfText(new Uint8Array(await edited.arrayBuffer()))).text).toContain(renamed);
    expect(sheets().renders - before).toBe(1);
  });

  test('the private PDFs stay uncached and without an ETag', async () => {
    const client = await signedInClient(t.app);
    const response = await client.post('/api/investments', {
      assetTypeId: 2,
      quantity: 1,
      totalInvestment: '750.00',
    });
    const { id } = (await response.json()) as { id: string };
    const confirmation = await client.get(`/api/investments/${id}/confirmation.pdf`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers.get('etag')).toBeNull();
    expect(confirmation.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the sheet cache', () => {
  const issuer = { id: 1, name: 'Hof', city: 'Köln' } as AssetRow['issuer'];
  const asset = (overrides: Partial<AssetRow> = {}) =>
    ({
      id: 1,
      nameDe: 'A',
      nameEn: 'A',
      fundingRaised: '0.00',
      investors: 0,
      issuer,
      ...overrides,
    }) as AssetRow;

  test('the source follows what the operator edits, not the live figures the catalogue adds', () => {
    expect(sheetSource(asset({ fundingRaised: '750.00' }))).toBe(sheetSource(asset()));
    // A payment that brings a new investor changes the count; the sheet, which does not print it, stays
    // the version an investor with the dialog open has acknowledged.
    expect(sheetSource(asset({ investors: 7 }))).toBe(sheetSource(asset({ investors: 8 })));
    expect(sheetSource(asset({ nameDe: 'B' }))).not.toBe(sheetSource(asset()));
    expect(sheetSource(asset({ issuer: { ...issuer, city: 'Bonn' } }))).not.toBe(sheetSource(asset()));
  });

  test('the version is the SHA-256 of the bytes; a kept sheet is served, not rendered again', async () => {
    const store = memorySheetStore();
    const first = createSheetCache(store, async () => new Uint8Array([1, 2, 3]));
    const sheet = await first.get(asset(), 'de');
    expect(sheet.version).toBe('039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81');
    expect(sheet.version).toBe(sheetVersionOf(new Uint8Array([1, 2, 3])));
    // Another process renders other bytes (a later date inside), but serves the kept ones.
    const second = createSheetCache(store, async () => new Uint8Array([9]));
    expect((await second.get(asset(), 'de')).version).toBe(sheet.version);
    expect(second.renders).toBe(0);
    expect(await second.versions(asset())).toEqual([sheet.version, sheetVersionOf(new Uint8Array([9]))]);
  });

  test('a failed rendering is not kept; the cap drops the oldest sheet', async () => {
    let fail = true;
    const cache = createSheetCache(
      memorySheetStore(),
      async () => {
        if (fail) throw new Error('kaputt');
        return new Uint8Array([1, 2, 3]);
      },
      2,
    );
    await expect(cache.get(asset(), 'de')).rejects.toThrow('kaputt');
    fail = false;
    expect((await cache.get(asset(), 'de')).base64).toBe('AQID');
    await cache.get(asset(), 'de');
    expect(cache.renders).toBe(2);
    await cache.get(asset({ id: 2 }), 'de');
    await cache.get(asset({ id: 3 }), 'de');
    // Dropped from the process, the sheet comes back from the store without a new rendering.
    await cache.get(asset(), 'de');
    expect(cache.renders).toBe(4);
  });

  test('If-None-Match: weak comparison, lists and *', () => {
    const etag = 'W/"sheet-1-de-abc"';
    for (const header of [etag, '"sheet-1-de-abc"', `"x", ${etag}`, '*'])
      expect(matchesEtag(header, etag)).toBe(true);
    for (const header of [undefined, '', '"sheet-1-de-abd"', 'W/"sheet-1-en-abc"'])
      expect(matchesEtag(header, etag)).toBe(false);
  });
});
