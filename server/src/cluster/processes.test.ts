/**
 * Two server processes on one PostgreSQL (issue 21), started together by the test on an empty database:
 * both come up with one set of sample data; a session ended on A is refused on B within a second; failed
 * sign-ins over A and B meet one shared limit; one Idempotency-Key sent to both at once makes one
 * investment; a mail written by either is sent once. PostgreSQL only: the embedded database serves one
 * process by construction (its data folder is locked).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { clientAcknowledgement } from '../../test/acknowledge';
import { Browser, emptyDatabase, type Node, startNode } from '../../test/cluster';
import { newUser, testDatabaseUrl } from '../../test/harness';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { DEMO_USER } from '../db/seed';
import { DEMO_INVESTMENT_COUNT } from '../db/seed/moneyHistory';
import { DEMO_ORDERS } from '../db/seed/sample/demoAccount';

const LOGIN_MAX_FAILURES = 3;

describe.skipIf(!testDatabaseUrl)('two processes on one PostgreSQL (set DATABASE_URL to run)', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let smtp: TestSmtpServer;
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    database = await emptyDatabase();
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: database.url,
      SEED: 'true',
      LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
      SMTP_URL: smtp.url,
    };
    // The same moment, on a database without tables: both migrate and seed.
    [a, b] = await Promise.all([startNode(env), startNode(env)]);
  }, 90_000);

  afterAll(async () => {
    for (const node of [a, b]) node?.server.killAll('SIGKILL');
    await Promise.all([a, b].map((node) => node?.server.child.exited));
    await smtp?.close();
    await database?.drop();
  });

  test('both started together on an empty database: both healthy, one set of sample data', async () => {
    for (const node of [a, b]) expect((await fetch(`${node.base}/api/health`)).status).toBe(200);
    const [counts] = await database.sql`
      select (select count(*)::int from users where email = ${DEMO_ACCOUNT.email}) as users,
             (select count(*)::int from investments where user_id = ${DEMO_USER.id}) as investments,
             (select count(*)::int from orders where user_id = ${DEMO_USER.id}) as orders,
             (select count(*)::int from asset_types) as assets,
             (select count(distinct slug)::int from asset_types) as slugs`;
    expect(counts).toEqual({
      users: 1,
      investments: DEMO_INVESTMENT_COUNT,
      orders: DEMO_ORDERS.length,
      assets: counts?.slugs,
      slugs: counts?.slugs,
    });
  });

  /** Signs a new user in on A and has B cache the session; answers the browser and its user. */
  async function signedInOnBoth() {
    const user = newUser();
    const browser = new Browser();
    expect((await browser.call(a.base, 'POST', '/api/auth/register', user)).status).toBe(201);
    expect((await browser.call(b.base, 'GET', '/api/auth/me')).status).toBe(200);
    return { browser, user };
  }

  /** Milliseconds until B refuses the browser's session (gives up after 3 s). */
  async function refusedOnBWithin(browser: Browser): Promise<number> {
    const started = performance.now();
    const cookie = browser.cookie;
    while (performance.now() - started < 3000) {
      const response = await fetch(`${b.base}/api/auth/me`, { headers: { Cookie: cookie } });
      if (response.status === 401) return performance.now() - started;
      await Bun.sleep(20);
    }
    return Number.POSITIVE_INFINITY;
  }

  test('a logout on A: the session is refused on B within a second', async () => {
    const { browser } = await signedInOnBoth();
    const ended = browser.cookie;
    expect((await browser.call(a.base, 'POST', '/api/auth/logout')).status).toBe(200);
    expect(await refusedOnBWithin(Object.assign(new Browser(), { cookie: ended }))).toBeLessThan(1000);
  });

  test('a password change on A: the old session is refused on B within a second', async () => {
    const { browser, user } = await signedInOnBoth();
    const old = Object.assign(new Browser(), { cookie: browser.cookie });
    const change = {
      currentPassword: user.password,
      newPassword: 'ganz-neu-456',
      confirmPassword: 'ganz-neu-456',
    };
    expect((await browser.call(a.base, 'POST', '/api/auth/password', change)).status).toBe(200);
    expect(await refusedOnBWithin(old)).toBeLessThan(1000);
    // The changing client's new session works on B.
    expect((await browser.call(b.base, 'GET', '/api/auth/me')).status).toBe(200);
  });

  test('an account deletion on A: the session is refused on B within a second', async () => {
    const { browser, user } = await signedInOnBoth();
    const ended = Object.assign(new Browser(), { cookie: browser.cookie });
    expect((await browser.call(a.base, 'DELETE', '/api/account', { password: user.password })).status).toBe(
      200,
    );
    expect(await refusedOnBWithin(ended)).toBeLessThan(1000);
  });

  test('failed sign-ins spread over A and B meet one shared limit (429)', async () => {
    const attempt = { email: `nobody.${Date.now()}@example.org`, password: 'falsch-123' };
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_FAILURES; i++) {
      const node = i % 2 === 0 ? a : b;
      statuses.push((await new Browser().call(node.base, 'POST', '/api/auth/login', attempt)).status);
    }
    // Per process that would be two failures each: only the shared budget gives 429 at the fourth.
    expect(statuses.slice(0, LOGIN_MAX_FAILURES).every((status) => status === 401)).toBe(true);
    expect(statuses[LOGIN_MAX_FAILURES]).toBe(429);
  });

  test('the same Idempotency-Key sent to A and B at once: one investment, equal replies', async () => {
    const started = new Date();
    const browser = new Browser();
    const login = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
    expect((await browser.call(a.base, 'POST', '/api/auth/login', login)).status).toBe(200);
    const [asset] = await database.sql<{ id: number }[]>`select id from asset_types order by id limit 1`;
    // The sheet acknowledged as the dialog does (decision 0074).
    const acknowledgement = await clientAcknowledgement(
      (path) => browser.call(a.base, 'GET', path),
      asset?.id ?? 0,
    );
    const body = { assetTypeId: asset?.id, quantity: 1, totalInvestment: '500.00', acknowledgement };
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const replies = await Promise.all(
      [a, b].map(async (node) => {
        const response = await browser.call(node.base, 'POST', '/api/investments', body, key);
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(replies[0]?.status).toBe(201);
    expect(replies[1]).toEqual(replies[0] as never);
    const [row] =
      await database.sql`select count(*)::int as n from investments where id = ${replies[0]?.body.id}`;
    expect(row?.n).toBe(1);
    const [all] = await database.sql`
      select count(*)::int as n from investments where user_id = ${DEMO_USER.id} and created_at >= ${started}`;
    expect(all?.n).toBe(1);
  });

  test('a background job with both running is done once: a mail written on A is sent once', async () => {
    const user = newUser();
    expect((await new Browser().call(a.base, 'POST', '/api/auth/register', user)).status).toBe(201);
    const settled = async (): Promise<{ status: string; attempts: number }[]> => {
      for (let i = 0; i < 100; i++) {
        const rows = await database.sql<{ status: string; attempts: number }[]>`
          select status, attempts from mail_outbox where "to" = ${user.email}`;
        if (rows.length > 0 && rows.every((row) => row.status !== 'pending')) return [...rows];
        await Bun.sleep(100);
      }
      return [];
    };
    expect(await settled()).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(smtp.to(user.email)).toHaveLength(1);
  });
});
