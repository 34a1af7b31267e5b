/**
 * PostgreSQL suite only: orders whose connection breaks while they commit (issue 31, point 8), through the
 * TCP proxy of test/proxiedApp.ts. An order whose COMMIT went out but whose answer was lost is settled before
 * its client is answered (201 with the stored order, stock taken once), and under connections cut at random
 * exactly the orders answered 201 are stored, each with its stock.
 */
import { afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { newUser, ORIGIN, TestClient, testDatabaseUrl } from '../../test/harness';
import { proxiedApp, writeThroughCuts } from '../../test/proxiedApp';
import { orders, products } from './schema';

const TIMEOUT_MS = 1000;
const address = {
  name: 'Anna Berger',
  street: 'Lindenstraße 5',
  zipCode: '10969',
  city: 'Berlin',
  country: 'DE',
};

describe.skipIf(!testDatabaseUrl)('orders whose connection breaks while they commit', () => {
  const outage = proxiedApp({ timeoutMs: TIMEOUT_MS });
  let productId: number;

  beforeAll(async () => {
    const [product] = await outage.direct.db
      .update(products)
      .set({ stock: 100_000 })
      .where(eq(products.digital, false))
      .returning({ id: products.id });
    productId = product?.id ?? 0;
  });

  afterEach(() => outage.direct.db.execute(sql`drop trigger if exists slow_commit on orders`));

  async function signedIn() {
    const client = new TestClient(outage.app);
    expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
    const me = (await (await client.get('/api/auth/me')).json()) as { user: { id: string } };
    return { cookie: client.cookie ?? '', userId: me.user.id };
  }

  const order = (cookie: string, headers: Record<string, string> = {}) =>
    outage.app.handle(
      new Request(`${ORIGIN}/api/orders`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          items: [{ productId, quantity: 1 }],
          shippingAddress: address,
          paymentMethod: 'creditcard',
        }),
      }),
    );

  const stock = async () =>
    (
      await outage.direct.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId))
    )[0]?.stock ?? 0;

  test('COMMIT sent, its answer lost: 201 with the stored order, stock taken once', async () => {
    const { cookie, userId } = await signedIn();
    // COMMIT runs the deferred trigger, which keeps it busy long enough for the connection to be cut under it.
    await outage.direct.db.execute(sql`create or replace function slow_commit() returns trigger language plpgsql as
      $$ begin perform pg_sleep(0.6); return null; end $$`);
    await outage.direct.db.execute(sql`create constraint trigger slow_commit after insert on orders
      deferrable initially deferred for each row execute function slow_commit()`);
    const before = await stock();

    const pending = order(cookie);
    let committing = false;
    for (let i = 0; i < 100 && !committing; i++) {
      const [row] = (await outage.direct.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event = 'PgSleep' and query ilike 'commit%'`,
      )) as unknown as { n: number }[];
      committing = (row?.n ?? 0) > 0;
      if (!committing) await Bun.sleep(10);
    }
    expect(committing).toBe(true);
    outage.proxy.reset();
    const response = await pending;

    const stored = await outage.direct.db.select().from(orders).where(eq(orders.userId, userId));
    expect(stored).toHaveLength(1);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { id: string }).id).toBe(stored[0]?.id ?? '');
    expect(await stock()).toBe(before - 1);
  }, 30_000);

  test('connections cut in the middle of orders: stored exactly the orders answered 201, each with its stock', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => signedIn()));
    const before = await stock();
    const { created, unexpected } = await writeThroughCuts(
      outage.proxy,
      users.map(
        ({ cookie }) =>
          () =>
            order(cookie),
      ),
    );
    expect(unexpected).toEqual([]);
    expect(created.length).toBeGreaterThan(0);
    await outage.settled();
    const rows = await outage.direct.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          users.map((u) => u.userId),
        ),
      );
    expect(rows.map((r) => r.id).sort()).toEqual([...created].sort());
    expect(await stock()).toBe(before - created.length);
  }, 30_000);
});
