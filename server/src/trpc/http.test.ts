/**
 * tRPC over HTTP (/trpc through app.handle): the error contract's 500 and 429 as the REST tests check them;
 * batches: bounded in size, and each call counted by the sign-in throttle; superjson inputs as the web
 * client sends them and as an attacker might.
 */
import { describe, expect, test } from 'bun:test';
import { germanText, TRPC_MAX_BATCH_SIZE } from '@wurzelwerk/shared';
import superjson from 'superjson';
import { appWithFailingDatabase, newUser, TestClient, testApp } from '../../test/harness';
import { AUTH_MESSAGES } from '../domains/auth/service';
import { GENERIC_ERROR_MESSAGE } from '../errors';
import { HTTP_MESSAGES } from '../rest/errors';

const t = testApp({ loginMaxFailures: 3 });

/** What a tRPC error response carries to the client. */
async function trpcError(response: Response) {
  const text = await response.text();
  return { text, error: JSON.parse(text).error.json as { message: string; data: { code: string } } };
}

describe('tRPC errors over HTTP', () => {
  test('a 500 says only the generic message, never internal text', async () => {
    const broken = appWithFailingDatabase(t.database);
    const client = new TestClient(broken, '198.51.100.71');
    const login = await client.post('/trpc/auth.login', { json: { email: 'a@b.de', password: 'geheim-1' } });
    // A query whose session lookup (in the context) fails the same way.
    const me = await new TestClient(broken).get('/trpc/auth.me', { cookie: 'ww_session=abcdefghijklmnop' });
    for (const response of [login, me]) {
      expect(response.status).toBe(500);
      const { text, error } = await trpcError(response);
      expect(error.message).toBe(germanText(GENERIC_ERROR_MESSAGE));
      expect(error.data.code).toBe('INTERNAL_SERVER_ERROR');
      expect(text).not.toMatch(/geheim-1|relation|42P01|\/work\/|stack|at \w+ \(|node_modules/i);
    }
  });

  test('repeated failed sign-ins → 429 with Retry-After', async () => {
    const input = newUser();
    expect((await new TestClient(t.app).post('/api/auth/register', input)).status).toBe(201);
    const login = (password: string) =>
      new TestClient(t.app, '198.51.100.72').post('/trpc/auth.login', {
        json: { email: input.email, password },
      });
    for (let i = 0; i < 3; i++) expect((await login('falsch-123')).status).toBe(401);
    const response = await login(input.password);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const { error } = await trpcError(response);
    expect(error.message).toBe(AUTH_MESSAGES.de.tooManyLogins);
    expect(error.data.code).toBe('TOO_MANY_REQUESTS');
  });
});

type BatchItem = { result?: unknown; error?: { json: { message: string; data: { code: string } } } };

/** One tRPC POST batch of `auth.login` calls, as httpBatchLink sends it (superjson inputs keyed by index). */
function loginBatch(client: TestClient, inputs: { email: string; password: string }[]) {
  const paths = inputs.map(() => 'auth.login').join(',');
  const body = Object.fromEntries(inputs.map((input, i) => [i, { json: input }]));
  return client.post(`/trpc/${paths}?batch=1`, body);
}

const codes = async (response: Response) =>
  ((await response.json()) as BatchItem[]).map((item) => item.error?.json.data.code ?? 'OK');

describe('tRPC batches', () => {
  test('an anonymous batch of 1,000 calls is refused with a short JSON error, in the client language', async () => {
    const paths = Array.from({ length: 1000 }, () => 'shop.products').join(',');
    const response = await new TestClient(t.app, '198.51.100.80').get(`/trpc/${paths}?batch=1`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text.length).toBeLessThan(1000);
    const { error } = await trpcError(new Response(text));
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(`Zu viele Aufrufe in einer Anfrage (höchstens ${TRPC_MAX_BATCH_SIZE}).`);
    const english = await new TestClient(t.app, '198.51.100.80').get(`/trpc/${paths}?batch=1`, {
      'accept-language': 'en',
    });
    expect((await trpcError(english)).error.message).toBe(
      `Too many calls in one request (at most ${TRPC_MAX_BATCH_SIZE}).`,
    );
  });

  test('a batch of the largest size the web client sends is answered', async () => {
    const paths = Array.from({ length: TRPC_MAX_BATCH_SIZE }, () => 'shop.products').join(',');
    const response = await new TestClient(t.app, '198.51.100.81').get(`/trpc/${paths}?batch=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
  });

  test('a batch of 100 sign-ins is refused before any password is checked', async () => {
    const input = newUser();
    expect((await new TestClient(t.app, '198.51.100.82').post('/api/auth/register', input)).status).toBe(201);
    const attacker = new TestClient(t.app, '198.51.100.83');
    const wrong = Array.from({ length: 100 }, (_, i) => ({ email: input.email, password: `falsch-${i}` }));
    expect((await loginBatch(attacker, wrong)).status).toBe(400);
    // Nothing was counted: the right password from the same address gets in.
    const response = await loginBatch(attacker, [{ email: input.email, password: input.password }]);
    expect(await codes(response)).toEqual(['OK']);
  });

  test('sign-ins in batches are counted per call: parallel batches check at most the limit', async () => {
    const input = newUser();
    expect((await new TestClient(t.app, '198.51.100.84').post('/api/auth/register', input)).status).toBe(201);
    const attacker = new TestClient(t.app, '198.51.100.85');
    const batches = Array.from({ length: 5 }, (_, b) =>
      Array.from({ length: TRPC_MAX_BATCH_SIZE }, (_, i) => ({
        email: input.email,
        password: `falsch-${b}-${i}`,
      })),
    );
    const last = batches.at(-1) as { email: string; password: string }[];
    last[last.length - 1] = { email: input.email, password: input.password };
    const results = (
      await Promise.all(batches.map(async (batch) => codes(await loginBatch(attacker, batch))))
    ).flat();
    expect(results).toHaveLength(5 * TRPC_MAX_BATCH_SIZE);
    expect(results.filter((code) => code === 'UNAUTHORIZED').length).toBeLessThanOrEqual(3);
    expect(results.filter((code) => code === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(
      5 * TRPC_MAX_BATCH_SIZE - 3,
    );
    // The right password, sent after the limit was reached, is not let through.
    expect(results.at(-1)).toBe('TOO_MANY_REQUESTS');
  });
});

/** What the web's httpBatchLink sends: each input through superjson, a batch keyed by position. */
const batchOf = (...inputs: unknown[]) =>
  Object.fromEntries(inputs.map((input, i) => [i, superjson.serialize(input)]));

describe('superjson inputs', () => {
  test("the web client's calls work unchanged: undefined inputs and fields, shared objects, GET and POST batches", async () => {
    const client = new TestClient(t.app, '198.51.100.81');
    expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
    // A query without input, and one with an optional field left undefined, batched over GET.
    const query = await client.get(
      `/trpc/assets.list,assets.list?batch=1&input=${encodeURIComponent(JSON.stringify(batchOf(undefined, { category: undefined })))}`,
    );
    expect(query.status).toBe(200);
    expect((await query.json()).map((reply: { result?: unknown }) => reply.result !== undefined)).toEqual([
      true,
      true,
    ]);
    // A mutation whose input has an undefined field.
    const update = await client.post(
      '/trpc/account.updateProfile?batch=1',
      batchOf({ bio: undefined, company: 'Hof' }),
    );
    expect(update.status).toBe(200);
    // One action object queued twice: superjson adds referentialEqualities, and the copies carry the input.
    const click = { type: 'clickTree' as const };
    const sync = batchOf({
      actions: [
        { action: click, at: Date.now() - 1000 },
        { action: click, at: Date.now() },
      ],
    });
    expect(JSON.stringify(sync)).toContain('referentialEqualities');
    const synced = await client.post('/trpc/farm.sync?batch=1', sync);
    expect(synced.status).toBe(200);
  });

  test('meta asking for classes, custom types or deep annotation chains → 400 at once with a clear message', async () => {
    const client = new TestClient(t.app, '198.51.100.82');
    const deepValues = `{"json":{},"meta":{"values":${'{"a":'.repeat(100_000)}["undefined"]${'}'.repeat(100_000)}}}`;
    for (const body of [
      '{"json":{"a":1},"meta":{"values":{"a":[["class","X"]]}}}',
      '{"json":{"a":1},"meta":{"values":{"a":[["custom","X"]]}}}',
      '{"json":[[]],"meta":{"values":["set"],"referentialEqualities":[["0"]]}}',
      deepValues,
    ]) {
      for (const path of ['/trpc/auth.login', '/trpc/auth.register']) {
        const response = await t.app.handle(
          new Request(`http://localhost${path}`, {
            method: 'POST',
            headers: {
              origin: 'http://localhost',
              'content-type': 'application/json',
              'x-forwarded-for': '198.51.100.82',
            },
            body,
          }),
        );
        const text = await response.text();
        expect(response.status).toBe(400);
        expect(text).not.toMatch(/call stack|deserialize|class|superjson\/issues/i);
        const { error } = await trpcError(new Response(text));
        expect(error.message).toBe(germanText(HTTP_MESSAGES.badTransform));
        expect(error.data.code).toBe('BAD_REQUEST');
      }
    }
    // Over GET as well: the input in the query string.
    const input = encodeURIComponent(
      '{"json":{"category":"trees"},"meta":{"values":{"category":[["class","X"]]}}}',
    );
    const viaGet = await client.get(`/trpc/assets.list?input=${input}`);
    expect(viaGet.status).toBe(400);
    expect((await trpcError(viaGet)).error.message).toBe(germanText(HTTP_MESSAGES.badTransform));
  });
});
