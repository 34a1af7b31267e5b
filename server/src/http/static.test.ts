/**
 * The files the app serves (static.ts) through the whole app: caching rules, validators and 304s,
 * compression by Accept-Encoding (precompressed copies and copies made by the server), 404 for missing
 * files and index.html for client routes. A temporary build folder stands in for web/dist. /media: media.test.ts.
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompress } from '../../../scripts/precompress';
import { appOptions, ORIGIN, testApp } from '../../test/harness';
import { decodedBody, testWebDist } from '../../test/replies';
import { createApp } from '../app';

/** A script large enough to be compressed, and text that compresses well. */
const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;
const INDEX = `<!doctype html><html lang="de"><title>Wurzelwerk</title><body>${'<p>Hallo</p>'.repeat(200)}</body></html>`;

const webDist = testWebDist({
  'index.html': INDEX,
  'assets/index-AbC1_x-9.js': SCRIPT,
  'assets/index-Zz9yXw8v.css': 'body{margin:0}',
  'assets/logo-0123abcd.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/fresh-Q1w2E3r4.js': `// compressed by the server\n${SCRIPT}`,
  'favicon.svg': '<svg/>',
  'site.webmanifest': '{"name":"Wurzelwerk"}',
  'manifest.webmanifest': '{"name":"Wurzelwerk"}',
  'sw.js': 'self.addEventListener("push", () => {});',
});
/** Random bytes do not compress: the server must send them as they are. */
const NOISE = crypto.getRandomValues(new Uint8Array(4096));
writeFileSync(join(webDist, 'noise.txt'), NOISE);
// The build step: precompressed copies beside the files (the file compressed by the server has none).
precompress(webDist);
for (const suffix of ['.br', '.gz']) {
  const copy = join(webDist, `assets/fresh-Q1w2E3r4.js${suffix}`);
  writeFileSync(copy, '');
  // Older than its file: a copy left from an earlier build, which the server must not send.
  utimesSync(copy, new Date(2000, 0, 1), new Date(2000, 0, 1));
}

const t = testApp({ webDist });
beforeAll(() => writeFileSync(join(tmpdir(), 'ww-secret.txt'), 'secret'));

type Sent = Record<string, string>;
const get = (path: string, headers: Sent = {}, method = 'GET') =>
  t.app.handle(new Request(`${ORIGIN}${path}`, { headers, method }));
/** One header of the answer to a GET. */
const header = async (path: string, name: string, headers: Sent = {}) =>
  (await get(path, headers)).headers.get(name);
/** The status of the answer to a GET. */
const status = async (path: string, headers: Sent = {}) => (await get(path, headers)).status;
/** The Link entry that starts the session check with the page (a browser with the session hint). */
const SESSION_PRELOAD = '</api/auth/session>; rel=preload; as=fetch; crossorigin=use-credentials';

describe('caching rules', () => {
  test.each(['/assets/index-AbC1_x-9.js', '/assets/index-Zz9yXw8v.css', '/assets/logo-0123abcd.svg'])(
    'content-hashed files (the assets folder) are cached for a year: %p',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );

  test('other files of the build briefly, HTML never without revalidation', async () => {
    expect(await header('/favicon.svg', 'cache-control')).toBe('public, max-age=3600');
    expect(await header('/site.webmanifest', 'cache-control')).toBe('public, max-age=3600');
    expect(await header('/index.html', 'cache-control')).toBe('no-cache');
  });

  test('the service worker and the app manifest are always revalidated: a new build is noticed', async () => {
    expect(await header('/sw.js', 'cache-control')).toBe('no-cache');
    expect(await header('/manifest.webmanifest', 'cache-control')).toBe('no-cache');
    expect(await header('/manifest.webmanifest', 'content-type')).toBe(
      'application/manifest+json; charset=utf-8',
    );
  });

  test('types: the original file type, also for text-like files without one in Bun', async () => {
    expect(await header('/assets/index-AbC1_x-9.js', 'content-type')).toBe('text/javascript; charset=utf-8');
    expect(await header('/assets/index-Zz9yXw8v.css', 'content-type')).toBe('text/css; charset=utf-8');
    expect(await header('/site.webmanifest', 'content-type')).toBe(
      'application/manifest+json; charset=utf-8',
    );
  });
});

describe('client routes and missing files', () => {
  test('client routes get index.html, revalidated with an ETag', async () => {
    for (const path of ['/', '/login', '/marketplace/42', '/a/b/c', '/.well-known/x/']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(await response.text()).toBe(INDEX);
    }
  });

  test('with the session hint, the page preloads the session check; without it, it does not', async () => {
    const hinted = await get('/marketplace', { cookie: 'theme=dark; ww_session_hint=1' });
    expect(hinted.headers.get('link')).toBe(SESSION_PRELOAD);
    for (const cookie of [undefined, 'ww_session_hint=0', 'other=1']) {
      const response = await get('/marketplace', cookie ? { cookie } : {});
      expect(response.headers.get('link')).toBeNull();
      // The answer differs by cookie: a cache must not give one visitor's to another.
      expect(response.headers.get('vary')).toContain('Cookie');
    }
    // Files are the same for everyone.
    expect(await header('/favicon.svg', 'link', { cookie: 'ww_session_hint=1' })).toBeNull();
  });

  test("with the session hint, the page also preloads the build's list of the files that read the session", async () => {
    const list = join(webDist, '.vite', 'session-preload.json');
    mkdirSync(dirname(list), { recursive: true });
    const hinted = () =>
      get('/marketplace', { cookie: 'ww_session_hint=1' }).then((r) => r.headers.get('link'));
    try {
      // Only the build's own script files: anything else in the list is not named.
      writeFileSync(
        list,
        JSON.stringify(['assets/zod-Ab12.js', 'https://elsewhere.example/x.js', '../secret.js', 7]),
      );
      expect(await hinted()).toBe(`${SESSION_PRELOAD}, </assets/zod-Ab12.js>; rel=modulepreload`);
      // A new build's list is read as it is now.
      writeFileSync(list, JSON.stringify(['assets/zod-Cd34.js', 'assets/schemas-Ef56.js']));
      utimesSync(list, new Date(), new Date(Date.now() + 5_000));
      expect(await hinted()).toBe(
        `${SESSION_PRELOAD}, </assets/zod-Cd34.js>; rel=modulepreload, </assets/schemas-Ef56.js>; rel=modulepreload`,
      );
      // A broken list costs only the module preloads.
      writeFileSync(list, '{ not json');
      utimesSync(list, new Date(), new Date(Date.now() + 10_000));
      expect(await hinted()).toBe(SESSION_PRELOAD);
      expect(await header('/marketplace', 'link')).toBeNull();
    } finally {
      rmSync(list);
    }
  });

  test.each([
    '/missing.js',
    '/assets/old-chunk-AbCdEf12.js',
    '/assets/old-chunk',
    '/assets/',
    '/foo.png',
    '/deep/path/style.css',
    '/.env',
  ])(
    'a missing file is 404, not the app: any path with an extension, anything in the assets folder: %p',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Wurzelwerk');
    },
  );

  test.each([
    '/../ww-secret.txt',
    '/%2e%2e/ww-secret.txt',
    '/..%2fww-secret.txt',
    '/assets/..%2f..%2fww-secret.txt',
  ])('no file outside the build folder is served: %p', async (path) => {
    expect(await (await get(path)).text()).not.toBe('secret');
  });

  test('without a build, client routes say how to make one', async () => {
    const unbuilt = createApp(appOptions(t.database, { webDist: join(tmpdir(), 'ww-no-such-dist') }));
    const response = await unbuilt.handle(new Request(`${ORIGIN}/login`));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('bun run build');
  });
});

describe('revalidation', () => {
  test('index.html: the ETag gets 304 without a body; another ETag gets the page', async () => {
    const first = await get('/login');
    const etag = first.headers.get('etag') ?? '';
    const again = await get('/marketplace', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await status('/', { 'if-none-match': `"x", W/${etag}` })).toBe(304);
    expect(await status('/', { 'if-none-match': '*' })).toBe(304);
    expect(await status('/', { 'if-none-match': '"other"' })).toBe(200);
  });

  test('each coding has its own ETag: a gzip copy does not validate the brotli one', async () => {
    const br = await get('/', { 'accept-encoding': 'br' });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    const plain = await get('/');
    const tags = [br, gzip, plain].map((response) => response.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect(await status('/', { 'accept-encoding': 'br', 'if-none-match': tags[0] ?? '' })).toBe(304);
    expect(await status('/', { 'accept-encoding': 'br', 'if-none-match': tags[1] ?? '' })).toBe(200);
  });

  test('If-Modified-Since: 304 from the file time on, 200 before it; If-None-Match takes precedence', async () => {
    const modified = statSync(join(webDist, 'favicon.svg')).mtime;
    const lastModified = await header('/favicon.svg', 'last-modified');
    expect(lastModified).toBe(modified.toUTCString());
    expect(await status('/favicon.svg', { 'if-modified-since': lastModified ?? '' })).toBe(304);
    const before = new Date(modified.getTime() - 2000).toUTCString();
    expect(await status('/favicon.svg', { 'if-modified-since': before })).toBe(200);
    expect(
      await status('/favicon.svg', { 'if-modified-since': lastModified ?? '', 'if-none-match': '"old"' }),
    ).toBe(200);
    expect(await status('/favicon.svg', { 'if-modified-since': 'not a date' })).toBe(200);
  });
});

describe('compression of files', () => {
  test('br and gzip by Accept-Encoding, from the precompressed copies; the same bytes once decoded', async () => {
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const response = await get('/assets/index-AbC1_x-9.js', { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = new Uint8Array(await response.clone().arrayBuffer());
      const copy = readFileSync(join(webDist, `assets/index-AbC1_x-9.js${coding === 'br' ? '.br' : '.gz'}`));
      expect(body).toEqual(new Uint8Array(copy));
      expect(await decodedBody(response)).toBe(SCRIPT);
    }
  });

  test('identity without Accept-Encoding, for q=0, for unknown codings and for HEAD', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'accept-encoding': 'compress, deflate, zstd' },
      { 'accept-encoding': '*;q=0' },
      { 'accept-encoding': 'gzip;q=0.5, identity' },
    ]) {
      const response = await get('/assets/index-AbC1_x-9.js', headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(SCRIPT);
    }
    const head = await get('/assets/index-AbC1_x-9.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
  });

  test('index.html for client routes is compressed too', async () => {
    const response = await get('/farmdemo', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await decodedBody(response)).toBe(INDEX);
  });

  test('without an up-to-date precompressed copy the server compresses the file itself', async () => {
    for (const coding of ['br', 'gzip']) {
      const response = await get('/assets/fresh-Q1w2E3r4.js', { 'accept-encoding': coding });
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(await decodedBody(response)).toBe(`// compressed by the server\n${SCRIPT}`);
    }
  });

  test('small files, binary-like files and files that do not shrink go out as they are', async () => {
    for (const path of ['/assets/index-Zz9yXw8v.css', '/favicon.svg', '/noise.txt']) {
      const response = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
    }
    const noise = await get('/noise.txt', { 'accept-encoding': 'gzip' });
    expect(new Uint8Array(await noise.arrayBuffer())).toEqual(NOISE);
  });
});
