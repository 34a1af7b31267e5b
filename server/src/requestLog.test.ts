/**
 * The request log (decisions 0087, 0093): one JSON line per request with its id, method, route template, status,
 * duration and a pseudonymous user — never the query, the body, a token or an address — and the id sent
 * back and named by the error log's line of a 5xx.
 */
import { afterEach, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { nextAddress, signedInClient } from '../test/domains';
import { appOptions, ORIGIN, TestClient, testApp } from '../test/harness';
import { createApp } from './app';
import { flushRepeatedErrors } from './errorLog';
import { REQUEST_ID_HEADER, requestIdOf } from './requestLog';

type Line = Record<string, unknown>;
const lines: Line[] = [];
const destination = { write: (text: string) => void lines.push(JSON.parse(text) as Line) };
const t = testApp({ logLevel: 'info', logDestination: destination });
afterEach(() => {
  lines.length = 0;
});

/** Elysia writes the line in onAfterResponse, a setImmediate after the reply; this waits for it. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the request log', () => {
  test('one line per request: id, method, route template, status, duration; no query', async () => {
    const client = new TestClient(t.app);
    const response = await client.get('/api/asset-types?category=trees', {
      [REQUEST_ID_HEADER]: 'lb-7f3a9c21:0001',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('lb-7f3a9c21:0001');
    await settled();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 'info',
      requestId: 'lb-7f3a9c21:0001',
      method: 'GET',
      route: '/api/asset-types',
      status: 200,
    });
    expect(typeof line?.ms).toBe('number');
    expect(new Date(String(line?.time)).toISOString()).toBe(String(line?.time));
    expect(JSON.stringify(lines)).not.toContain('trees');
  });

  test('a malformed or missing X-Request-Id is replaced by a new one, sent back', async () => {
    const client = new TestClient(t.app);
    for (const given of ['short', 'a b c d e f g h', `x${'y'.repeat(200)}`, '<script>alert(1)</script>']) {
      const response = await client.get('/api/asset-types/999999', { [REQUEST_ID_HEADER]: given });
      const id = response.headers.get(REQUEST_ID_HEADER);
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-z]+$/);
    }
    const plain = await client.get('/api/asset-types/999999');
    expect(plain.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-z]+$/);
    await settled();
    expect(lines.map((l) => [l.route, l.status])).toEqual(Array(5).fill(['/api/asset-types/:key', 404]));
    expect(requestIdOf('0af7651916cd43dd8448eb211c80319c')).toBe('0af7651916cd43dd8448eb211c80319c');
    // Made ids are unique: the process's prefix and a sequence.
    const made = new Set(Array.from({ length: 1000 }, () => requestIdOf(null)));
    expect(made.size).toBe(1000);
  });

  test('a signed-in user appears as the same pseudonym, never as id, address, cookie or body', async () => {
    const address = nextAddress('203.0.113');
    const client = await signedInClient(t.app);
    await settled();
    lines.length = 0;
    const other = new TestClient(t.app, address);
    other.cookie = client.cookie;
    await other.get('/api/auth/me');
    await other.get('/api/dashboard');
    await other.post('/api/auth/login', { email: client.credentials.email, password: 'geheim-falsch' });
    await settled();
    const [me, dashboard] = lines;
    expect(me?.user).toMatch(/^[0-9a-f]{16}$/);
    expect(dashboard?.user).toBe(me?.user);
    const text = JSON.stringify(lines);
    for (const secret of [
      client.userId,
      client.credentials.email,
      client.credentials.username,
      'geheim-falsch',
      address,
      String(client.cookie).split('=')[1],
    ])
      expect(text).not.toContain(String(secret));
  });

  test('below the configured level nothing is written', async () => {
    const quiet: Line[] = [];
    const app = createApp(
      appOptions(t.database, {
        logLevel: 'warn',
        logDestination: { write: (text: string) => void quiet.push(JSON.parse(text) as Line) },
      }),
    );
    expect((await app.handle(new Request(`${ORIGIN}/api/asset-types?x=1`))).status).toBe(200);
    await settled();
    expect(quiet).toEqual([]);
  });
});

describe('a 5xx', () => {
  const errors: Line[] = [];
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    const failing = new Proxy(t.database.db, {
      get: () => () => {
        throw Object.assign(new Error('relation "users" does not exist'), { code: '42P01' });
      },
    });
    app = createApp(
      appOptions({ ...t.database, db: failing }, { logLevel: 'info', logDestination: destination }),
    );
  });

  test('the request line names the errorId, the error line names the request', async () => {
    const spy = spyOn(console, 'error').mockImplementation((text: unknown) => {
      errors.push(JSON.parse(String(text)) as Line);
    });
    try {
      const response = await app.handle(
        new Request(`${ORIGIN}/api/asset-types?category=trees`, {
          headers: { [REQUEST_ID_HEADER]: 'req-5xx-000000001' },
        }),
      );
      expect(response.status).toBe(500);
      const { errorId } = (await response.json()) as { errorId: string };
      await settled();
      expect(lines).toEqual([expect.objectContaining({ level: 'error', status: 500, errorId })]);
      expect(lines[0]?.requestId).toBe('req-5xx-000000001');
      expect(errors).toEqual([expect.objectContaining({ errorId, requestId: 'req-5xx-000000001' })]);
      flushRepeatedErrors();
    } finally {
      spy.mockRestore();
    }
  });
});
