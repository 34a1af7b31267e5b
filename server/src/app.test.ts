import { describe, expect, test } from 'bun:test';
import { germanText } from '@wurzelwerk/shared';
import { appOptions, ORIGIN, TestClient, testApp } from '../test/harness';
import { everyKindOfReply, testWebDist } from '../test/replies';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors';
import { SECURITY_HEADERS } from './http/security';

const webDist = testWebDist({ 'assets/index-a1b2c3d4.js': 'console.log(1)' });
const t = testApp({ webDist });

const get = (path: string) => t.app.handle(new Request(`${ORIGIN}${path}`));

describe('security headers', () => {
  test('are on every kind of response', async () => {
    const files = ['/assets/index-a1b2c3d4.js', '/missing.js', '/robots.txt', '/sitemap.xml'];
    for (const response of await everyKindOfReply(t.app, files)) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers.get(name)).toBe(value);
    }
  });

  test('the CSP allows no inline scripts and no framing by others', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Referrer-Policy']).toBeTruthy();
  });
});

describe('GET /api/health', () => {
  test('answers ok when the database answers', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  test('answers 503 within 2 s when the database is unreachable', async () => {
    // A PostgreSQL URL on a port where nothing listens: every connection attempt is refused.
    const unreachable = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const down = createApp(appOptions(unreachable));
    const started = performance.now();
    const response = await down.handle(new Request(`${ORIGIN}/api/health`));
    expect(performance.now() - started).toBeLessThan(2500);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: germanText(DATABASE_UNAVAILABLE_MESSAGE),
      code: 'SERVICE_UNAVAILABLE',
      errorId: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    // A signed-in request fails the same way: the session lookup cannot reach the database either.
    const me = await down.handle(
      new Request(`${ORIGIN}/api/auth/me`, { headers: { cookie: 'ww_session=abc' } }),
    );
    expect(me.status).toBe(503);
    await unreachable.close();
  });
});

describe('tRPC at /trpc', () => {
  test('answers queries over GET and mutations over POST on one app', async () => {
    const news = await get('/trpc/news.list');
    expect(news.status).toBe(200);
    expect((await news.json()).result.data.json.length).toBeGreaterThanOrEqual(0);
    const logout = await new TestClient(t.app).post('/trpc/auth.logout', {});
    expect(logout.status).toBe(200);
  });

  test('errors carry the message and issues, never a stack', async () => {
    const response = await new TestClient(t.app).post('/trpc/auth.login', {
      json: { email: 'x', password: '1' },
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('stack');
    const error = JSON.parse(text).error.json;
    expect(error.message).toBe('Gültige E-Mail-Adresse eingeben');
    expect(error.data.issues).toEqual([
      { path: 'email', message: 'Gültige E-Mail-Adresse eingeben' },
      { path: 'password', message: 'Passwort muss mindestens 6 Zeichen haben' },
    ]);
  });
});
