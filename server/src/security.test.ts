/** HSTS (issue 14): on every reply in production, on none in development. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appOptions,
  createTestDatabase,
  newUser,
  ORIGIN,
  TestClient,
  type TestDatabase,
} from '../test/harness';
import { createApp } from './app';
import { SECURITY_HEADERS, securityHeaders } from './security';

let database: TestDatabase;
let webDist: string;

beforeAll(async () => {
  database = await createTestDatabase();
  webDist = mkdtempSync(join(tmpdir(), 'ww-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Wurzelwerk</title>');
});
afterAll(async () => {
  rmSync(webDist, { recursive: true, force: true });
  await database.close();
});

/** One reply of every kind: JSON, errors, 404, the web app, static misses, tRPC, a refused origin. */
async function everyKindOfReply(app: ReturnType<typeof createApp>): Promise<Response[]> {
  const client = new TestClient(app, '198.51.100.90');
  const get = (path: string) => app.handle(new Request(`${ORIGIN}${path}`));
  return [
    await get('/api/health'),
    await get('/api/asset-types'),
    await get('/api/nope'),
    await get('/api/auth/me'),
    await get('/some/client/route'),
    await get('/media/assets/none.svg'),
    await get('/trpc/auth.me'),
    await client.post('/api/auth/register', newUser()),
    await client.post('/api/auth/login', {}),
    await client.post('/api/auth/login', {}, { origin: 'https://evil.example' }),
  ];
}

describe('Strict-Transport-Security', () => {
  test('is on every reply in production: a year, subdomains included, not preloaded', async () => {
    const app = createApp(appOptions(database, { production: true, webDist }));
    const replies = await everyKindOfReply(app);
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([200, 201, 400, 401, 403, 404]));
    for (const reply of replies) {
      expect(reply.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('is on no reply in development, where it would pin localhost to https', async () => {
    const app = createApp(appOptions(database, { production: false, webDist }));
    for (const reply of await everyKindOfReply(app)) {
      expect(reply.headers.get('strict-transport-security')).toBeNull();
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('the header sets: production adds HSTS to the common ones and nothing else', () => {
    expect(securityHeaders(false)).toEqual(SECURITY_HEADERS);
    expect(securityHeaders(true)).toEqual({
      ...SECURITY_HEADERS,
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
    expect(JSON.stringify(securityHeaders(true))).not.toContain('preload');
  });
});
