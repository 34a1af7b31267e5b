/** tRPC over HTTP (/trpc through app.handle): the error contract's 500 and 429 as the REST tests check them. */
import { describe, expect, test } from 'bun:test';
import { appWithFailingDatabase, newUser, TestClient, testApp } from '../../test/harness';
import { GENERIC_ERROR_MESSAGE } from '../errors';
import { AUTH_MESSAGES } from '../routers/auth.service';

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
      expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
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
