import { describe, expect, mock, test } from 'bun:test';
import { appOptions, ORIGIN, testApp } from '../../test/harness';
import { createApp } from '../app';
import { securityHeaders } from '../http/security';
import { createRequestLog } from '../requestLog';
import { jsonBody } from './errors';
import { hotRoutes } from './hot';

const ctx = testApp({ seed: true });

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { headers });

/**
 * Status, every header and the body's bytes: what a client can observe — the request id's presence, not
 * its value (each reply gets its own; decisions 0087, 0093).
 */
async function observed(response: Response) {
  const body = Buffer.from(await response.arrayBuffer()).toString('base64');
  const headers = [...response.headers].filter(([name]) => name !== 'x-request-id');
  const requestId = response.headers.get('x-request-id')?.length;
  return { status: response.status, headers: headers.sort(), body, requestId };
}

type Line = Record<string, unknown>;

/** A request log whose lines the test reads (`level` as LOG_LEVEL). */
function collectingLog(level: 'info' | 'warn' = 'info') {
  const lines: Line[] = [];
  // A write may carry several lines (the hot reads' lines of one turn of the event loop go together).
  const destination = {
    write: (text: string) => {
      for (const line of text.split('\n')) if (line !== '') lines.push(JSON.parse(line) as Line);
    },
  };
  return { lines, log: createRequestLog({ level, destination, secretsKey: new Uint8Array(32) }) };
}

function routes(log = collectingLog().log) {
  const fallback = mock((_: Request) => new Response('fallback', { status: 299 }));
  return { fallback, ...hotRoutes(ctx.app.decorator.services, fallback, securityHeaders(false), log) };
}

describe('hot routes', () => {
  test('answer exactly as the regular routes do, without the fallback', async () => {
    const hot = routes();
    for (const path of ['/api/health', '/api/asset-types']) {
      for (const language of ['de-DE,de;q=0.9', 'en-US,en;q=0.9']) {
        // Compressed (the list; health is too small) by Accept-Encoding, as the regular route does it.
        for (const encoding of [undefined, 'gzip, deflate, br', 'gzip']) {
          const headers: Record<string, string> = { 'accept-language': language };
          if (encoding) headers['accept-encoding'] = encoding;
          const regular = await observed(await ctx.app.handle(request(path, headers)));
          const route = hot[path as '/api/health' | '/api/asset-types'];
          expect(await observed(await route.GET(request(path, headers)))).toEqual(regular);
        }
      }
    }
    expect(hot.fallback).not.toHaveBeenCalled();
    const english = await hot['/api/asset-types'].GET(
      request('/api/asset-types', { 'accept-language': 'en' }),
    );
    const german = await hot['/api/asset-types'].GET(request('/api/asset-types'));
    expect(await english.text()).not.toEqual(await german.text());
  });

  test('send the request id and write the request-log line a regular reply does', async () => {
    const { lines, log } = collectingLog();
    const hot = routes(log);
    ctx.app.decorator.services.health.reportSuccess();
    const given = await hot['/api/health'].GET(
      request('/api/health', { 'x-request-id': 'lb-7f3a9c21:0001' }),
    );
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a9c21:0001');
    // A malformed id is replaced by a made one (requestLog.ts requestIdOf), as on every route.
    const made = await hot['/api/asset-types'].GET(
      request('/api/asset-types', { 'x-request-id': '<script>alert(1)</script>' }),
    );
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-z]+$/);
    expect(hot.fallback).not.toHaveBeenCalled();
    const line = (requestId: unknown, route: string) => ({
      level: 'info',
      time: expect.any(String),
      requestId,
      method: 'GET',
      route,
      status: 200,
      ms: expect.any(Number),
    });
    // Handed to the stream at the end of the event loop's turn, both in one write.
    expect(lines).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([line('lb-7f3a9c21:0001', '/api/health'), line(madeId, '/api/asset-types')]);
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(String(lines[0]?.time));

    // Field for field the line of the regular route (pino's, requestLog.ts finish), in the same order.
    const regular: Line[] = [];
    const logDestination = { write: (text: string) => void regular.push(JSON.parse(text) as Line) };
    const app = createApp(appOptions(ctx.database, { logLevel: 'info', logDestination }));
    expect((await app.handle(request('/api/asset-types?x=1'))).status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(regular.map(Object.keys)).toEqual([Object.keys(lines[1] ?? {})]);

    // Below the configured level neither writes.
    const quiet = collectingLog('warn');
    await routes(quiet.log)['/api/asset-types'].GET(request('/api/asset-types'));
    expect(quiet.lines).toEqual([]);
  });

  test('leave a query string, a catalog to reload and a stale health answer to the app', async () => {
    const { services } = ctx.app.decorator;
    const hot = routes();
    await hot['/api/asset-types'].GET(request('/api/asset-types?category=trees'));
    expect(hot.fallback).toHaveBeenCalledTimes(1);

    services.catalog.invalidate();
    expect((await hot['/api/asset-types'].GET(request('/api/asset-types'))).status).toBe(299);
    expect(hot.fallback).toHaveBeenCalledTimes(2);

    const stale = hotRoutes(
      { ...services, health: { ...services.health, isHealthy: () => false } },
      hot.fallback,
      securityHeaders(false),
      collectingLog().log,
    );
    expect((await stale['/api/health'].GET(request('/api/health'))).status).toBe(299);
    expect(hot.fallback).toHaveBeenCalledTimes(3);
  });

  test('a signed-in request without a language of its own goes to the app, which knows the saved one', async () => {
    const hot = routes();
    const cookie = { cookie: 'ww_session=anything' };
    // Both lists are loaded, so only the missing language can send a request to the app.
    for (const language of ['de', 'en']) {
      await ctx.app.handle(request('/api/asset-types', { 'accept-language': language }));
    }
    expect((await hot['/api/asset-types'].GET(request('/api/asset-types', cookie))).status).toBe(299);
    expect(hot.fallback).toHaveBeenCalledTimes(1);
    const english = { ...cookie, 'accept-language': 'en' };
    expect((await hot['/api/asset-types'].GET(request('/api/asset-types', english))).status).toBe(200);
    expect(hot.fallback).toHaveBeenCalledTimes(1);
  });

  test('serve the listening app, with the regular routes behind them', async () => {
    const server = ctx.app.listen({ port: 0, hostname: '127.0.0.1' }).server;
    try {
      const base = `http://127.0.0.1:${server?.port}`;
      for (const path of [
        '/api/health',
        '/api/asset-types',
        '/api/asset-types',
        '/api/asset-types?category=trees',
      ]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
      const trees = (await (await fetch(`${base}/api/asset-types?category=trees`)).json()) as {
        category: string;
      }[];
      expect(new Set(trees.map((asset) => asset.category))).toEqual(new Set(['trees']));
      expect((await fetch(`${base}/api/asset-types?category=nope`)).status).toBe(400);
    } finally {
      await ctx.app.stop();
    }
  });

  test('in production carry HSTS like every regular reply; in development neither does', async () => {
    const production = createApp(appOptions(ctx.database, { production: true }));
    const server = production.listen({ port: 0, hostname: '127.0.0.1' }).server;
    try {
      for (const path of ['/api/health', '/api/asset-types', '/api/asset-types?category=trees']) {
        const response = await fetch(`http://127.0.0.1:${server?.port}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await production.stop();
    }
    const hot = hotRoutes(
      production.decorator.services,
      () => new Response(null, { status: 299 }),
      securityHeaders(true),
      collectingLog().log,
    );
    for (const path of ['/api/health', '/api/asset-types'] as const) {
      // The hot health reply needs an answer of the database within the last second: on a busy host more
      // than that can pass since the last call, and it would (rightly) hand the request to the app.
      production.decorator.services.health.reportSuccess();
      const reply = await hot[path].GET(request(path));
      expect(reply.status).toBe(200);
      expect(await observed(reply)).toEqual(await observed(await production.handle(request(path))));
      const development = await routes()[path].GET(request(path));
      expect(development.headers.get('strict-transport-security')).toBeNull();
    }
  });

  test('send the same encoded bytes for every request of an unchanged list', async () => {
    const list = await ctx.app.decorator.services.catalog.list('de');
    const body = jsonBody(list);
    expect(body).toBeInstanceOf(Uint8Array);
    expect(jsonBody(list)).toBe(body);
    expect(new TextDecoder().decode(body as Uint8Array)).toBe(JSON.stringify(list));
    // A body shared by many replies is never consumed by one of them.
    const hot = routes();
    const replies = await Promise.all(
      [1, 2, 3].map(() => hot['/api/asset-types'].GET(request('/api/asset-types'))),
    );
    for (const reply of replies) expect(await reply.text()).toBe(JSON.stringify(list));
    // Data that is not frozen may change between replies and is serialised each time.
    expect(jsonBody({ status: 'ok' })).toBe('{"status":"ok"}');
  });
});
