/**
 * Test support for the app's replies as a whole: a temporary build folder of the web app, and one reply of
 * every kind (for headers that must be on all of them).
 */
import { afterAll } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { createApp } from '../src/app';
import { newUser, ORIGIN, TestClient } from './harness';

/**
 * A temporary build folder of the web app: an index.html titled Wurzelwerk plus `files` (path → content),
 * removed after the test file.
 */
export function testWebDist(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'ww-dist-'));
  for (const [name, content] of Object.entries({
    'index.html': '<!doctype html><title>Wurzelwerk</title>',
    ...files,
  })) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * One reply of every kind: JSON, errors, 404, the web app, static misses (and `paths`), tRPC, a
 * registration, an invalid sign-in and a refused origin.
 */
export async function everyKindOfReply(
  app: ReturnType<typeof createApp>,
  paths: string[] = [],
): Promise<Response[]> {
  const client = new TestClient(app, '198.51.100.90');
  const get = (path: string) => app.handle(new Request(`${ORIGIN}${path}`));
  const replies: Response[] = [];
  for (const path of [
    '/api/health',
    '/api/asset-types',
    '/api/nope',
    '/api/auth/me',
    '/some/client/route',
    '/media/assets/none.svg',
    '/trpc/auth.me',
    ...paths,
  ])
    replies.push(await get(path));
  replies.push(
    await client.post('/api/auth/register', newUser()),
    await client.post('/api/auth/login', {}),
    await client.post('/api/auth/login', {}, { origin: 'https://evil.example' }),
  );
  return replies;
}

/** A reply's body as a client reads it, after undoing its Content-Encoding (br, gzip or none). */
export async function decodedBody(response: Response): Promise<string> {
  const body = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  if (encoding) throw new Error(`unexpected Content-Encoding ${encoding}`);
  return new TextDecoder().decode(body);
}
