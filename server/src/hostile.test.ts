/**
 * Hostile input never gives a 5xx (issue 14): U+0000 and lone surrogates in fields, path and query
 * parameters over /api and /trpc; requests without Host; foreign origins by scheme or port; the 415
 * without echo; and the server log of a 5xx — one redacted line whose id the reply names.
 */
import { afterAll, afterEach, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { connect } from 'node:net';
import { TRPCError } from '@trpc/server';
import { INVALID_CHARS_MESSAGE } from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import { appOptions, appWithFailingDatabase, newUser, ORIGIN, TestClient, testApp } from '../test/harness';
import { createApp } from './app';
import { GENERIC_ERROR_MESSAGE, logInternal } from './errors';
import { HTTP_MESSAGES } from './rest/errors';

const t = testApp({ seed: true, registerMaxPerWindow: 1000, loginMaxFailures: 1000 });

let addressCounter = 0;
const anonymous = () => new TestClient(t.app, `198.51.100.${++addressCounter}`);

/** A signed-in client (its own address, its own account). */
async function signedIn() {
  const client = anonymous();
  expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
  return client;
}

/** U+0000 and a lone surrogate, as a JSON body carries them (`\u0000`, `\ud800`). */
const HOSTILE = ['Be\u0000rger', 'Be\ud800rger', '\udfff'];

/** A 400 that names the refused field, says why in German, and echoes nothing. */
async function expectRefusedField(response: Response, path: string, submitted: string) {
  const text = await response.text();
  expect({ status: response.status, body: JSON.parse(text) }).toEqual({
    status: 400,
    body: {
      message: INVALID_CHARS_MESSAGE,
      code: 'BAD_REQUEST',
      issues: [{ path, message: INVALID_CHARS_MESSAGE }],
    },
  });
  expect(text).not.toContain(JSON.stringify(submitted).slice(1, -1));
}

/** The tRPC error of a reply (a batch's first call). */
async function trpcError(response: Response) {
  const body = await response.json();
  return (Array.isArray(body) ? body[0] : body).error.json as {
    message: string;
    data: {
      code: string;
      httpStatus: number;
      issues?: { path: string; message: string }[];
      errorId?: string;
    };
  };
}

describe('U+0000 and lone surrogates in JSON fields → 400, never 500', () => {
  test('registration over /api and /trpc, every field', async () => {
    for (const value of HOSTILE) {
      for (const field of ['firstName', 'lastName', 'username', 'email', 'password']) {
        const input = newUser({ [field]: value });
        await expectRefusedField(await anonymous().post('/api/auth/register', input), field, value);
        const viaTrpc = await anonymous().post('/trpc/auth.register', { json: input });
        expect(viaTrpc.status).toBe(400);
        const error = await trpcError(viaTrpc);
        expect(error.message).toBe(INVALID_CHARS_MESSAGE);
        expect(error.data.issues).toEqual([{ path: field, message: INVALID_CHARS_MESSAGE }]);
      }
    }
  });

  test('sign-in, profile, password change, order, investment, farm and deletion over /api', async () => {
    const client = await signedIn();
    const order = {
      items: [{ productId: 1, quantity: 1 }],
      shippingAddress: { name: 'Anna', street: 'Weg 1', zipCode: '10115', city: 'Berlin', country: 'DE' },
      paymentMethod: 'creditcard',
    };
    for (const value of HOSTILE) {
      await expectRefusedField(
        await anonymous().post('/api/auth/login', { email: 'a@example.org', password: value }),
        'password',
        value,
      );
      for (const field of ['bio', 'location', 'company', 'website', 'firstName']) {
        const response = await client.request('PATCH', '/api/profile', { json: { [field]: value } });
        await expectRefusedField(response, field, value);
      }
      await expectRefusedField(
        await client.post('/api/auth/password', {
          currentPassword: value,
          newPassword: 'neu-12345',
          confirmPassword: 'neu-12345',
        }),
        'currentPassword',
        value,
      );
      await expectRefusedField(
        await client.post('/api/orders', {
          ...order,
          shippingAddress: { ...order.shippingAddress, city: value },
        }),
        'shippingAddress.city',
        value,
      );
      await expectRefusedField(
        await client.post('/api/investments', { assetTypeId: 1, quantity: 1, totalInvestment: value }),
        'totalInvestment',
        value,
      );
      await expectRefusedField(
        await client.post('/api/farm/actions', {
          actions: [{ action: { type: 'buyUpgrade', upgradeId: value }, at: 1 }],
        }),
        'actions.0.action.upgradeId',
        value,
      );
      await expectRefusedField(
        await client.request('PATCH', '/api/orders/abc/status', {
          json: { status: 'shipped', trackingNumber: value },
        }),
        'trackingNumber',
        value,
      );
      await expectRefusedField(
        await client.request('DELETE', '/api/account', { json: { password: value } }),
        'password',
        value,
      );
    }
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  test('a field no schema reads, and an object key, are refused too', async () => {
    const client = await signedIn();
    await expectRefusedField(
      await client.request('PATCH', '/api/profile', { json: { bio: 'ok', extra: 'x\u0000' } }),
      'extra',
      'x\u0000',
    );
    const badKey = await client.request('PUT', '/api/settings', { json: { 'lang\u0000uage': 'de' } });
    expect(badKey.status).toBe(400);
    expect((await badKey.json()).message).toBe(INVALID_CHARS_MESSAGE);
  });

  test('over /trpc: POST, GET ?input= and batches', async () => {
    const client = await signedIn();
    for (const value of HOSTILE) {
      const update = await client.post('/trpc/account.updateProfile', { json: { bio: value } });
      expect((await trpcError(update)).data.issues).toEqual([
        { path: 'bio', message: INVALID_CHARS_MESSAGE },
      ]);
      const input = encodeURIComponent(JSON.stringify({ json: { trackingNumber: value } }));
      const track = await client.get(`/trpc/orders.track?input=${input}`);
      expect(track.status).toBe(400);
      expect((await trpcError(track)).data.issues).toEqual([
        { path: 'trackingNumber', message: INVALID_CHARS_MESSAGE },
      ]);
      const batchInput = encodeURIComponent(JSON.stringify({ 0: { json: { trackingNumber: value } } }));
      const batch = await client.get(`/trpc/orders.track?batch=1&input=${batchInput}`);
      expect(batch.status).toBe(400);
      expect((await trpcError(batch)).message).toBe(INVALID_CHARS_MESSAGE);
      const postBatch = await client.post('/trpc/account.updateProfile?batch=1', {
        0: { json: { company: value } },
      });
      expect(postBatch.status).toBe(400);
      expect((await trpcError(postBatch)).message).toBe(INVALID_CHARS_MESSAGE);
    }
  });
});

describe('U+0000 and invalid UTF-8 in path and query parameters → 400', () => {
  const PATHS = [
    ['GET', '/api/shipping/track/TRK1%00'],
    ['GET', '/api/shipping/track/%ED%A0%80'],
    ['GET', '/api/asset-types/%00'],
    ['GET', '/api/asset-types?category=%00'],
    ['POST', '/api/investments/%00/withdraw'],
    ['POST', '/api/investments/%ED%A0%80/withdraw'],
    ['POST', '/api/livestreams/1%00/reminder'],
    ['DELETE', '/api/livestreams/%ED%A0%80/reminder'],
    ['PATCH', '/api/orders/%00/status'],
    ['GET', '/trpc/orders.track?input=%7B%22json%22%3A%7B%22trackingNumber%22%3A%22%00%22%7D%7D'],
    ['GET', '/api/shipping/track/%'],
  ] as const;

  test('for every route, signed in or not', async () => {
    const client = await signedIn();
    for (const [method, path] of PATHS) {
      for (const c of [client, anonymous()]) {
        const response = await c.request(
          method,
          path,
          method === 'GET' ? {} : { json: { status: 'shipped' } },
        );
        expect({ method, path, status: response.status, body: await response.json() }).toEqual({
          method,
          path,
          status: 400,
          body: { message: HTTP_MESSAGES.badUrl, code: 'BAD_REQUEST' },
        });
      }
    }
  });

  test('well-formed escapes still reach the route', async () => {
    const client = await signedIn();
    const track = await client.get('/api/shipping/track/TRK%31%32');
    expect(track.status).toBe(404);
    expect((await client.get('/api/asset-types?category=tr%C3%A4es')).status).toBe(400);
    expect((await client.get('/api/asset-types?category=trees')).status).toBe(200);
  });
});

describe('the log of a failure', () => {
  let errors: string[] = [];
  let spy: ReturnType<typeof spyOn> | undefined;
  beforeAll(() => {
    spy = spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(
        args
          .map((arg) => (arg instanceof Error ? `${arg.stack} ${JSON.stringify(arg)}` : String(arg)))
          .join(' '),
      );
    });
  });
  afterEach(() => {
    errors = [];
  });
  afterAll(() => spy?.mockRestore());

  test('a registration with U+0000 logs nothing: no password, no argon2 hash, no query parameters', async () => {
    const input = newUser({ firstName: 'An\u0000na', password: 'streng-geheim-42' });
    expect((await anonymous().post('/api/auth/register', input)).status).toBe(400);
    expect((await anonymous().post('/trpc/auth.register', { json: input })).status).toBe(400);
    const log = errors.join('\n');
    for (const secret of ['$argon2', 'streng-geheim-42', input.email, input.username, 'params'])
      expect(log).not.toContain(secret);
  });

  /** The error a real query fails with on this database (PGlite or PostgreSQL), wrapped as tRPC does. */
  async function failedQuery(query: ReturnType<typeof sql>): Promise<TRPCError> {
    const failure = await t.database.db.execute(query).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: failure });
  }

  test('a real database error is logged as one redacted JSON line with its id and SQLSTATE', async () => {
    const hash = '$argon2id$v=19$m=65536,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const wrapped = await failedQuery(
      sql`select ${'An\u0000na'}::text as name, ${hash}::text as hash, ${'anna@example.org'}::text`,
    );
    const errorId = logInternal(wrapped, 'test');
    expect(errorId).toMatch(/^[0-9a-f]{12}$/);
    expect(errors).toHaveLength(1);
    const line = errors[0] ?? '';
    for (const secret of ['$argon2', 'anna@example.org', 'An\\u0000na', 'c2FsdHNhbHQ'])
      expect(line).not.toContain(secret);
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ level: 'error', errorId, where: 'test' });
    expect(entry.errors.map((e: { code?: string }) => e.code)).toContain('22021');
    expect(entry.stack.every((frame: string) => frame.startsWith('at '))).toBe(true);
    // The same error logged again (tRPC's onError, then the reply) keeps its id and its one line.
    expect(logInternal(wrapped, 'again')).toBe(errorId);
    expect(errors).toHaveLength(1);
  });

  test('a value quoted in a database message (SQLSTATE class 22) is left out at every level of the chain', async () => {
    const wrapped = await failedQuery(sql`select ${'anna-secret-token'}::uuid`);
    logInternal(wrapped, 'test');
    const line = errors.join('\n');
    expect(line).not.toContain('anna-secret-token');
    const entry = JSON.parse(line);
    expect(entry.errors.map((e: { code?: string }) => e.code)).toContain('22P02');
    expect(entry.errors.at(-1).message).toContain('invalid input syntax for type uuid');
  });

  test('a 500 over /api and /trpc names the id of its log line; the line has no submitted values', async () => {
    const broken = appWithFailingDatabase(t.database);
    const rest = await new TestClient(broken, '198.51.100.201').post('/api/auth/login', {
      email: 'anna@example.org',
      password: 'geheim-77',
    });
    expect(rest.status).toBe(500);
    const restBody = await rest.json();
    expect(restBody).toEqual({
      message: GENERIC_ERROR_MESSAGE,
      code: 'INTERNAL_SERVER_ERROR',
      errorId: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    const trpc = await new TestClient(broken, '198.51.100.202').post('/trpc/auth.login', {
      json: { email: 'anna@example.org', password: 'geheim-77' },
    });
    expect(trpc.status).toBe(500);
    const trpcId = (await trpcError(trpc)).data.errorId;
    expect(trpcId).toMatch(/^[0-9a-f]{12}$/);
    expect(trpcId).not.toBe(restBody.errorId);

    const entries = errors.map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.errorId)).toEqual([restBody.errorId, trpcId]);
    expect(entries[0].where).toBe('api POST /api/auth/login');
    expect(entries[1].where).toBe('trpc auth.login');
    for (const line of errors)
      for (const secret of ['geheim-77', 'anna@example.org']) expect(line).not.toContain(secret);
  });

  test('a 4xx is not logged and carries no id', async () => {
    const response = await anonymous().post('/api/auth/login', { email: 'x', password: '1' });
    expect(response.status).toBe(400);
    expect((await response.json()).errorId).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

describe('the Origin check compares scheme, host and port', () => {
  const logout = (origin: string, headers: Record<string, string> = {}, app = t.app) =>
    new TestClient(app).request('POST', '/api/auth/logout', { headers: { origin, ...headers } });

  test('another scheme or port on the right host is a foreign origin', async () => {
    for (const origin of [
      'ws://localhost',
      'https://localhost',
      'wss://localhost',
      'http://localhost:8080',
      'http://localhost.evil.example',
      'null',
      'localhost',
    ]) {
      const response = await logout(origin);
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 });
      expect(await response.json()).toEqual({ message: HTTP_MESSAGES.badOrigin, code: 'FORBIDDEN' });
    }
    for (const origin of [ORIGIN, 'http://localhost:80', 'HTTP://LOCALHOST'])
      expect((await logout(origin)).status).toBe(200);
  });

  test('behind a TLS-terminating proxy (TRUST_PROXY) X-Forwarded-Proto names the scheme; otherwise it is ignored', async () => {
    const proxied = createApp(appOptions(t.database, { trustProxy: true }));
    const direct = createApp(appOptions(t.database, { trustProxy: false }));
    const https = { 'x-forwarded-proto': 'https' };
    expect((await logout('https://localhost', https, proxied)).status).toBe(200);
    expect((await logout('https://localhost', { 'x-forwarded-proto': 'https, http' }, proxied)).status).toBe(
      200,
    );
    expect((await logout('http://localhost', https, proxied)).status).toBe(403);
    expect((await logout('https://localhost', https, direct)).status).toBe(403);
    expect((await logout('http://localhost', https, direct)).status).toBe(200);
  });
});

describe('tRPC refusals follow the contract without echoing the request', () => {
  test('a body that is not JSON: 415 with the JSON error body, never the Content-Type', async () => {
    for (const type of [
      'text/evil<script>alert(1)</script>',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ]) {
      for (const path of ['/trpc/auth.login', '/api/auth/login']) {
        const response = await new TestClient(t.app).request('POST', path, {
          json: { email: 'a@b.de' },
          headers: { 'content-type': type },
        });
        const text = await response.text();
        expect({ path, type, status: response.status, body: JSON.parse(text) }).toEqual({
          path,
          type,
          status: 415,
          body: { message: HTTP_MESSAGES.notJson, code: 'UNSUPPORTED_MEDIA_TYPE' },
        });
        expect(text).not.toContain('evil');
      }
    }
  });

  test('an unknown procedure, the wrong method and malformed JSON get German texts that quote nothing', async () => {
    const client = anonymous();
    const unknown = await client.get('/trpc/nope.%3Cscript%3E');
    expect(unknown.status).toBe(404);
    const unknownText = await unknown.text();
    expect(unknownText).not.toContain('script');
    expect(JSON.parse(unknownText).error.json.message).toBe(HTTP_MESSAGES.notFound);
    const wrongMethod = await client.get('/trpc/auth.login');
    expect(wrongMethod.status).toBe(405);
    expect((await trpcError(wrongMethod)).message).toBe(HTTP_MESSAGES.methodNotAllowed);
    const malformed = await client.request('POST', '/trpc/auth.login', {
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
    expect(malformed.status).toBe(400);
    expect((await trpcError(malformed)).message).toBe(HTTP_MESSAGES.malformedJson);
    const viaQuery = await client.get('/trpc/assets.list?input=%7Bsecret');
    expect(viaQuery.status).toBe(400);
    const queryText = await viaQuery.text();
    expect(queryText).not.toContain('secret');
    expect(JSON.parse(queryText).error.json.message).toBe(HTTP_MESSAGES.malformedJson);
  });
});

describe('a request without a Host header (HTTP/1.0, listening server)', () => {
  let port = 0;
  beforeAll(() => {
    port = t.app.listen({ port: 0, hostname: '127.0.0.1' }).server?.port ?? 0;
  });
  afterAll(() => t.app.stop());

  /** Sends raw HTTP (fetch always adds Host) and returns the status and body. */
  function raw(request: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      let reply = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => {
        reply += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = reply.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body });
      });
    });
  }

  test('a change is 400 with the contract body; reads of /api keep working', async () => {
    for (const head of [
      'POST /api/auth/logout HTTP/1.0',
      'POST /trpc/auth.logout HTTP/1.0',
      'DELETE /api/account HTTP/1.0',
    ]) {
      const reply = await raw(`${head}\r\nOrigin: ${ORIGIN}\r\nContent-Length: 0\r\n\r\n`);
      expect({ head, status: reply.status, body: JSON.parse(reply.body) }).toEqual({
        head,
        status: 400,
        body: { message: HTTP_MESSAGES.noHost, code: 'BAD_REQUEST' },
      });
    }
    const tRPC = await raw('GET /trpc/news.list HTTP/1.0\r\n\r\n');
    expect(tRPC.status).toBe(400);
    expect((await raw('GET /api/nope HTTP/1.0\r\n\r\n')).status).toBe(404);
    const health = await raw('GET /api/news HTTP/1.0\r\n\r\n');
    expect(health.status).toBe(200);
  });
});
