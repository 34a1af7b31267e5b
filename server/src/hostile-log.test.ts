/**
 * The server log of a failure (issue 14): nothing for a refused input, one redacted JSON line with an id
 * for a 5xx, and the id named in the reply.
 */
import { afterAll, afterEach, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { TRPCError } from '@trpc/server';
import { germanText } from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import {
  appWithFailingDatabase,
  clientsOf,
  newUser,
  ORIGIN,
  TestClient,
  testApp,
  trpcError,
} from '../test/harness';
import { flushRepeatedErrors, logInternal } from './errorLog';
import { GENERIC_ERROR_MESSAGE } from './errors';

const t = testApp({ seed: true, registerMaxPerWindow: 1000, loginMaxFailures: 1000 });
const { anonymous, signedIn } = clientsOf(t);

describe('the log of a failure', () => {
  let errors: string[] = [];
  let spy: ReturnType<typeof spyOn> | undefined;
  beforeAll(() => {
    // Failures of other test files in this process must not count as repeats of these (errors.ts).
    flushRepeatedErrors();
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
      message: germanText(GENERIC_ERROR_MESSAGE),
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

  test('a flood of the same failure is one line, then one line with the count (issue 31)', async () => {
    flushRepeatedErrors();
    errors = [];
    const broken = appWithFailingDatabase(t.database);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        new TestClient(broken, `198.51.100.${210 + (i % 20)}`).post('/api/auth/login', {
          email: `anna.${i}@example.org`,
          password: `geheim-${i}`,
        }),
      ),
    );
    expect(replies.every((reply) => reply.status === 500)).toBe(true);
    const ids = await Promise.all(replies.map(async (reply) => (await reply.json()).errorId));
    // Another kind of failure meanwhile has a line of its own.
    const other = await new TestClient(broken, '198.51.100.240').post('/trpc/auth.login', {
      json: { email: 'anna@example.org', password: 'geheim-1' },
    });
    expect(other.status).toBe(500);
    expect(errors).toHaveLength(2);
    const [first, second] = errors.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ where: 'api POST /api/auth/login' });
    expect(second).toMatchObject({ where: 'trpc auth.login' });
    // Every reply names the one line that describes it.
    expect(new Set(ids)).toEqual(new Set([first.errorId]));
    flushRepeatedErrors();
    expect(errors).toHaveLength(3);
    const summary = JSON.parse(errors[2] ?? '');
    expect(summary).toMatchObject({
      errorId: first.errorId,
      where: 'api POST /api/auth/login',
      repeated: 39,
    });
    expect(summary.message).toBe(
      `39 more of api POST /api/auth/login: Error 42P01 in the last 10 s (as ${first.errorId})`,
    );
    // Once counted, the next one is a full line again.
    const again = await new TestClient(broken, '198.51.100.241').post('/api/auth/login', {
      email: 'anna@example.org',
      password: 'geheim-2',
    });
    expect((await again.json()).errorId).not.toBe(first.errorId);
    expect(JSON.parse(errors[3] ?? '')).toMatchObject({ where: 'api POST /api/auth/login' });
  });

  test('a request whose client went away: 499 (not a 5xx), no error line (/api and /trpc)', async () => {
    const { cookie } = await signedIn();
    const gone = (path: string) =>
      t.app.handle(
        new Request(`${ORIGIN}${path}`, {
          headers: { cookie: cookie ?? '', origin: ORIGIN },
          // The client left before the request's first database call.
          signal: AbortSignal.abort(),
        }),
      );
    expect((await gone('/api/investments')).status).toBe(499);
    expect((await gone('/trpc/investments.list')).status).toBe(499);
    expect(errors).toEqual([]);
  });

  test('a 4xx is not logged and carries no id', async () => {
    const response = await anonymous().post('/api/auth/login', { email: 'x', password: '1' });
    expect(response.status).toBe(400);
    expect((await response.json()).errorId).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
