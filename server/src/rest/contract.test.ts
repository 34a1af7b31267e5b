/** The HTTP contract every /api operation keeps (docs/design.md §4): Origin, bodies, unknown paths, 500s. */

import { describe, expect, test } from 'bun:test';
import { germanText } from '@wurzelwerk/shared';
import { expectCleanErrorBody, nextAddress } from '../../test/domains';
import { appWithFailingDatabase, newUser, ORIGIN, TestClient, testApp } from '../../test/harness';
import { GENERIC_ERROR_MESSAGE } from '../errors';

const t = testApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 6, registerMaxPerWindow: 50 });

/** Each client comes from its own address so throttles do not leak between tests. */
const client = () => new TestClient(t.app, nextAddress());

/** A same-origin sign-in POST with a body sent as is (not encoded by the client). */
const rawLogin = (contentType: string, body: string) =>
  t.app.handle(
    new Request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': contentType },
      body,
    }),
  );

describe('the HTTP contract for /api', () => {
  test('cross-origin and origin-less POSTs → 403', async () => {
    const input = newUser();
    const evil = await client().post('/api/auth/register', input, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expectCleanErrorBody(await evil.text(), [input.password]);
    const response = await t.app.handle(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: input.email, password: input.password }),
      }),
    );
    expect(response.status).toBe(403);
    // The tRPC endpoint is guarded the same way.
    const trpc = await client().post('/trpc/auth.logout', {}, { origin: 'https://evil.example' });
    expect(trpc.status).toBe(403);
  });

  test('an Origin that is more than an origin (a path, a query, a slash) → 403, on /api and /trpc (issue 31)', async () => {
    for (const origin of [
      `${ORIGIN}/x`,
      `${ORIGIN}/`,
      `${ORIGIN}?a=1`,
      `${ORIGIN}#x`,
      `${ORIGIN}?`,
      'http://user@localhost',
    ]) {
      const input = newUser();
      expect((await client().post('/api/auth/register', input, { origin })).status).toBe(403);
      expect((await client().post('/trpc/auth.logout', {}, { origin })).status).toBe(403);
    }
    // The exact origin still passes.
    expect((await client().post('/api/auth/register', newUser(), { origin: ORIGIN })).status).toBe(201);
  });

  test('malformed JSON → 400, non-JSON → 415, body over 1 MB → 413', async () => {
    const empty = await client().request('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    const bad = await rawLogin('application/json', '{"email": "a@b.de", "password": ');
    expect(bad.status).toBe(400);
    expectCleanErrorBody(await bad.text());

    const text = await rawLogin('text/plain', 'email=a@b.de');
    expect(text.status).toBe(415);

    const big = await client().post('/api/auth/register', {
      ...newUser(),
      bio: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(big.status).toBe(413);
    expectCleanErrorBody(await big.text());
  });

  test('an unknown /api path → 404 JSON', async () => {
    const response = await client().get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBeString();
    expect((await client().post('/api/does-not-exist', {})).status).toBe(404);
  });

  test('an internal error answers 500 with a generic message only', async () => {
    const broken = appWithFailingDatabase(t.database);
    const response = await new TestClient(broken).post('/api/auth/login', {
      email: 'a@b.de',
      password: 'geheim-1',
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: germanText(GENERIC_ERROR_MESSAGE),
      code: 'INTERNAL_SERVER_ERROR',
      errorId: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expectCleanErrorBody(text, ['geheim-1', 'relation']);
  });
});
