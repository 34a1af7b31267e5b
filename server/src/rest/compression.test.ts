/**
 * Compression of API replies (compression.ts): the choice of coding by Accept-Encoding, /api and /trpc
 * JSON of 1 KB or more compressed and everything else untouched, through the app and a listening server.
 */
import { describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import { ORIGIN, testApp } from '../../test/harness';
import { decodedBody } from '../../test/replies';
import { acceptedEncoding, compressApiReply, MIN_COMPRESS_BYTES } from './compression';

const t = testApp({ seed: true });

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.handle(new Request(`${ORIGIN}${path}`, { headers, method }));

describe('acceptedEncoding', () => {
  const choose = (header: string | null, method = 'GET') =>
    acceptedEncoding(
      new Request(ORIGIN, { method, headers: header === null ? {} : { 'accept-encoding': header } }),
    );

  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['br;q=0.4, gzip;q=0.8', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
  ] as const)('brotli before gzip, otherwise the higher q wins: %p is %p', (header, coding) => {
    expect(choose(header)).toBe(coding);
  });

  test.each([
    null,
    '',
    'identity',
    'br;q=0, gzip;q=0',
    '*;q=0',
    'compress, deflate, zstd',
    'gzip;q=0.5, identity',
    'gzip;q=abc',
  ])('identity (no header, q=0, unknown codings, identity ranked first): %p', (header) => {
    expect(choose(header)).toBeNull();
  });

  test('identity for HEAD', () => {
    expect(choose('br', 'HEAD')).toBeNull();
  });
});

describe('API replies', () => {
  test('JSON of 1 KB or more is compressed by Accept-Encoding, and decodes to the same reply', async () => {
    const plain = await get('/api/asset-types');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    for (const coding of ['br', 'gzip'] as const) {
      const response = await get('/api/asset-types', { 'accept-encoding': coding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await decodedBody(response);
      expect(body).toBe(text);
    }
  });

  test('untouched: without Accept-Encoding, below 1 KB, for HEAD, and for codings we lack', async () => {
    for (const [path, headers, method] of [
      ['/api/asset-types', {}, 'GET'],
      ['/api/asset-types', { 'accept-encoding': 'zstd, deflate' }, 'GET'],
      ['/api/asset-types', { 'accept-encoding': 'br' }, 'HEAD'],
      ['/api/health', { 'accept-encoding': 'br, gzip' }, 'GET'],
      ['/api/nope', { 'accept-encoding': 'br, gzip' }, 'GET'],
    ] as const) {
      const response = await get(path, headers, method);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBeNull();
    }
    expect(await (await get('/api/health', { 'accept-encoding': 'br' })).json()).toEqual({
      status: 'ok',
      db: 'ok',
    });
  });

  test('a tRPC batch is compressed, its headers kept', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: undefined }, 1: { json: undefined } }));
    const path = `/trpc/assets.list,news.list?batch=1&input=${input}`;
    const plain = await get(path, { 'accept-language': 'en' });
    expect(plain.status).toBe(200);
    const response = await get(path, { 'accept-language': 'en', 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe(plain.headers.get('content-type'));
    const batch = JSON.parse(await decodedBody(response));
    expect(batch).toEqual(await plain.json());
    expect(batch).toHaveLength(2);
  });

  test('never for replies without a body, already encoded, streamed or not JSON', async () => {
    const request = new Request(`${ORIGIN}/api/x`, { headers: { 'accept-encoding': 'br' } });
    const big = JSON.stringify({ text: 'x'.repeat(4000) });
    const json = { 'content-type': 'application/json' };
    for (const reply of [
      new Response(null, { status: 204 }),
      new Response(null, { status: 304, headers: json }),
      new Response(big, { headers: { ...json, 'content-encoding': 'gzip' } }),
      new Response(big, { headers: { ...json, 'transfer-encoding': 'chunked' } }),
      new Response(big, { headers: { 'content-type': 'text/event-stream' } }),
    ])
      expect(compressApiReply(request, reply)).toBeUndefined();
    const compressed = await compressApiReply(request, new Response(big, { status: 201, headers: json }));
    expect(compressed?.status).toBe(201);
    expect(compressed?.headers.get('content-encoding')).toBe('br');
    expect(await decodedBody(compressed as Response)).toBe(big);
  });
});

describe('a listening server', () => {
  test('sends compressed bytes with their own length, which fetch decodes', async () => {
    const server = t.app.listen({ port: 0, hostname: '127.0.0.1' }).server;
    try {
      const base = `http://127.0.0.1:${server?.port}`;
      // The hot route (rest/hot.ts) and the regular one behind it (a query string goes to the app).
      for (const path of ['/api/asset-types', '/api/asset-types?category=trees']) {
        const raw = await fetch(`${base}${path}`, {
          headers: { 'accept-encoding': 'br' },
          decompress: false,
        });
        expect(raw.status).toBe(200);
        expect(raw.headers.get('content-encoding')).toBe('br');
        const bytes = new Uint8Array(await raw.arrayBuffer());
        expect(Number(raw.headers.get('content-length'))).toBe(bytes.byteLength);
        const plain = await (
          await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })
        ).text();
        expect(brotliDecompressSync(bytes).toString()).toBe(plain);
        expect(bytes.byteLength).toBeLessThan(plain.length / 2);
      }
    } finally {
      await t.app.stop();
    }
  });
});
