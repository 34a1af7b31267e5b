/**
 * /robots.txt and /sitemap.xml (crawlers.ts): what a crawler may read, which pages the sitemap lists, and
 * that their absolute links come from PUBLIC_URL or a plain request host, never from a forged one.
 */
import { describe, expect, test } from 'bun:test';
import { MAIL_LINK_ROUTES, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@wurzelwerk/shared';
import { appOptions, ORIGIN, testApp } from '../../test/harness';
import { decodedBody } from '../../test/replies';
import { createApp } from '../app';
import { siteOrigin } from './crawlers';

const t = testApp();

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.handle(new Request(`${ORIGIN}${path}`, { headers }));

/** The Allow and Disallow rules of robots.txt in order; `$` at the end anchors a rule (RFC 9309 §2.2.3). */
function rules(robots: string) {
  return [...robots.matchAll(/^(Allow|Disallow):\s*(\S+)$/gm)].map(([, kind, pattern = '']) => ({
    allow: kind === 'Allow',
    length: pattern.length,
    matches: (path: string) =>
      pattern.endsWith('$') ? path === pattern.slice(0, -1) : path.startsWith(pattern),
  }));
}

/**
 * Whether robots.txt lets a crawler fetch `path`: as RFC 9309 §2.2.2 says (the longest matching rule wins,
 * Allow on a tie) and as older crawlers read it (the first matching rule wins) — both must agree. A path
 * no rule matches is allowed.
 */
function allowed(robots: string, path: string): boolean {
  const matching = rules(robots).filter((rule) => rule.matches(path));
  const longest = matching.reduce<(typeof matching)[number] | undefined>(
    (best, rule) =>
      !best || rule.length > best.length || (rule.length === best.length && rule.allow) ? rule : best,
    undefined,
  );
  const first = matching[0];
  expect({ path, first: first?.allow ?? true }).toEqual({ path, first: longest?.allow ?? true });
  return longest?.allow ?? true;
}

/**
 * A crawler file's text, after checking it is answered 200 with its type — never stored, as the test app
 * has no PUBLIC_URL and the file holds the request's (loopback) origin; with PUBLIC_URL it is cached.
 */
async function crawlerFile(path: string, contentType: string): Promise<string> {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.text();
}

/** The <loc> entries of a sitemap. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('robots.txt', () => {
  test('opens the public pages and closes the signed-in ones, the API and tRPC', async () => {
    const robots = await crawlerFile('/robots.txt', 'text/plain; charset=utf-8');
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    for (const path of [...PUBLIC_ROUTES, '/media/assets/x.svg', '/assets/index-AbCdEf12.js'])
      expect({ path, allowed: allowed(robots, path) }).toEqual({ path, allowed: true });
    for (const path of [
      ...SIGNED_IN_ROUTES,
      ...MAIL_LINK_ROUTES,
      '/verify-email?token=abc',
      '/u/anna',
      '/marketplace/3',
      '/api/health',
      '/api',
      '/trpc/auth.me',
      '/settings/',
    ])
      expect({ path, allowed: allowed(robots, path) }).toEqual({ path, allowed: false });
    // The demo of a signed-in page shares its prefix and stays open.
    expect(allowed(robots, '/shopdemo')).toBe(true);
    expect(allowed(robots, '/shop')).toBe(false);
  });

  test('points to the sitemap at the request’s own origin', async () => {
    expect(await (await get('/robots.txt')).text()).toContain('\nSitemap: http://localhost/sitemap.xml\n');
  });
});

describe('sitemap.xml', () => {
  test('lists every public page, and no signed-in one', async () => {
    const xml = await crawlerFile('/sitemap.xml', 'application/xml; charset=utf-8');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locations(xml)).toEqual(PUBLIC_ROUTES.map((path) => `http://localhost${path}`));
    expect(locations(xml)).toContain('http://localhost/marketplacedemo');
    expect(locations(xml)).not.toContain('http://localhost/marketplace');
  });

  test('is compressed by Accept-Encoding from 1 KB on, like the other text files', async () => {
    // The localhost sitemap is about 1 KB (it crossed it with the legal pages, issue 19): its size decides.
    const size = new TextEncoder().encode(await (await get('/sitemap.xml')).text()).length;
    const local = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(local.headers.get('content-encoding')).toBe(size >= 1024 ? 'gzip' : null);
    expect(local.headers.get('vary')).toBe('Accept-Encoding');
    const app = createApp(
      appOptions(t.database, { publicUrl: 'https://www.wurzelwerk-gemeinsam-investieren.example' }),
    );
    const large = await app.handle(
      new Request(`${ORIGIN}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } }),
    );
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('vary')).toBe('Accept-Encoding');
    const xml = await decodedBody(large);
    expect(xml.length).toBeGreaterThanOrEqual(1024);
    expect(locations(xml)).toHaveLength(PUBLIC_ROUTES.length);
  });
});

describe('the site origin', () => {
  test('PUBLIC_URL wins over the request’s host', async () => {
    const app = createApp(appOptions(t.database, { publicUrl: 'https://wurzelwerk.example' }));
    const request = (path: string) =>
      app.handle(new Request(`${ORIGIN}${path}`, { headers: { host: 'other.example' } }));
    const sitemap = await request('/sitemap.xml');
    expect(sitemap.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await sitemap.text();
    expect(locations(xml)[0]).toBe('https://wurzelwerk.example/');
    expect(await (await request('/robots.txt')).text()).toContain(
      'Sitemap: https://wurzelwerk.example/sitemap.xml',
    );
  });

  test('behind a trusted proxy the scheme is the forwarded one', async () => {
    const xml = await (
      await get('/sitemap.xml', { host: 'localhost:8443', 'x-forwarded-proto': 'https' })
    ).text();
    expect(locations(xml)[0]).toBe('https://localhost:8443/');
  });

  test('a forged host never reaches the files: no sitemap link, and the sitemap refused', async () => {
    for (const host of ['evil.example"><script>', "a'b.example", 'a&b.example']) {
      const robots = await get('/robots.txt', { host });
      expect(robots.status).toBe(200);
      expect(await robots.text()).not.toContain('Sitemap:');
      const sitemap = await get('/sitemap.xml', { host });
      expect(sitemap.status).toBe(400);
      expect(await sitemap.text()).not.toContain('evil');
    }
  });

  test('without PUBLIC_URL a foreign host is never reflected, and a reflected one is never cached (issue 31)', async () => {
    for (const host of ['evil.example', 'wurzelwerk.example:8443', '10.0.0.1', 'localhost.evil.example']) {
      const robots = await get('/robots.txt', { host });
      expect(await robots.text()).not.toContain('Sitemap:');
      // The same file for every host: a cache may keep it.
      expect(robots.headers.get('cache-control')).not.toBe('no-store');
      const sitemap = await get('/sitemap.xml', { host });
      expect(sitemap.status).toBe(400);
      expect(sitemap.headers.get('cache-control')).toBe('no-store');
    }
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const sitemap = await get('/sitemap.xml', { host });
      expect(sitemap.status).toBe(200);
      expect(locations(await sitemap.text())[0]).toBe(`http://${host}/`);
      expect(sitemap.headers.get('cache-control')).toBe('no-store');
      const robots = await get('/robots.txt', { host });
      expect(await robots.text()).toContain(`Sitemap: http://${host}/sitemap.xml`);
      expect(robots.headers.get('cache-control')).toBe('no-store');
    }
    // With PUBLIC_URL the files are the same for every request and may be cached.
    const app = createApp(appOptions(t.database, { publicUrl: 'https://wurzelwerk.example' }));
    const configured = await app.handle(
      new Request(`${ORIGIN}/sitemap.xml`, { headers: { host: 'evil.example' } }),
    );
    expect(configured.headers.get('cache-control')).not.toBe('no-store');
    expect(await configured.text()).not.toContain('evil');
  });

  test('siteOrigin: PUBLIC_URL, else loopback origins only', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://[::1]:3000',
      'http://127.0.0.1',
      'https://app.localhost',
    ])
      expect(siteOrigin(undefined, origin)).toEqual({ origin, cacheable: false });
    for (const origin of [
      null,
      'http://a&b.example',
      "http://a'b",
      'javascript:x',
      'http://a.example/path',
      'ftp://a',
      'https://xn--wrzelwerk-q9a.example',
      'http://10.0.0.1',
      'http://localhost.evil.example',
    ])
      expect(siteOrigin(undefined, origin)).toBeNull();
    expect(siteOrigin('https://set.example', 'http://a&b.example')).toEqual({
      origin: 'https://set.example',
      cacheable: true,
    });
  });
});
