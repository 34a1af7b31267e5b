/**
 * The push worker's guarantees (decision 0085), over the protocol (test/pushService.ts): two workers — on
 * PostgreSQL two processes' own connection pools, on PGlite the one connection interleaved — send every
 * queued push exactly once between them; a claim that ran out without an outcome is never sent again;
 * what is queued follows the kinds and the `push` switch.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS } from '@wurzelwerk/shared';
import { inArray, sql } from 'drizzle-orm';
import { bareUser } from '../../test/domains';
import { testDatabase } from '../../test/harness';
import { type PushService, startPushService } from '../../test/pushService';
import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import { notifications, pushOutbox, pushSubscriptions, sessions, userSettings } from '../db/schema';
import { queuePushes } from '../domains/notifications/push';
import { createPushWorker } from './sender';
import { generatedVapid } from './vapid';

const t = testDatabase();
const vapid = generatedVapid();
let service: PushService;
beforeAll(() => {
  service = startPushService(vapid.publicKey);
});
afterAll(() => service.stop());

/** A user with one subscribed device: the user's id and the subscription's endpoint. */
async function subscribedUser(db: Database, settings?: Record<string, unknown>) {
  const userId = await bareUser(db, 'push');
  const sessionId = crypto.randomUUID();
  await db.insert(sessions).values({ id: sessionId, userId, expiresAt: new Date(Date.now() + 3_600_000) });
  const { endpoint, keys } = service.browser();
  await db.insert(pushSubscriptions).values({ userId, sessionId, endpoint, ...keys });
  if (settings) await db.insert(userSettings).values({ userId, settings });
  return { userId, endpoint };
}

async function notifyAll(
  db: Database,
  rows: { userId: string; kind: string; payload?: Record<string, unknown> }[],
) {
  const written = await db
    .insert(notifications)
    .values(rows.map((row) => ({ userId: row.userId, kind: row.kind, payload: row.payload ?? {} })))
    .returning({ id: notifications.id });
  return queuePushes(
    db,
    written.map((row) => row.id),
  );
}

describe('the push worker', () => {
  test('two workers send each of 25 pushes exactly once between them', async () => {
    const users = [];
    for (let i = 0; i < 25; i++) users.push(await subscribedUser(t.database.db));
    expect(
      await notifyAll(
        t.database.db,
        users.map((user) => ({ userId: user.userId, kind: 'passwordChanged' })),
      ),
    ).toBe(25);
    const other = t.database.url ? await openDatabase({ url: t.database.url }) : undefined;
    try {
      const workers = [t.database.db, other?.db ?? t.database.db].map((db) =>
        createPushWorker({ db, vapid }),
      );
      const drain = async (worker: (typeof workers)[number]) => {
        while (await worker.runOnce());
      };
      await Promise.all(workers.map(drain));
    } finally {
      await other?.close();
    }
    for (const user of users) expect(service.to(user.endpoint)).toHaveLength(1);
    const rows = await t.database.db
      .select({ status: pushOutbox.status, attempts: pushOutbox.attempts })
      .from(pushOutbox)
      .where(
        inArray(
          pushOutbox.endpoint,
          users.map((user) => user.endpoint),
        ),
      );
    expect(rows).toHaveLength(25);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(service.rejected).toEqual([]);
  });

  test('a claim that ran out without an outcome is failed, never sent again', async () => {
    const user = await subscribedUser(t.database.db);
    await notifyAll(t.database.db, [{ userId: user.userId, kind: 'twoFactorFailures' }]);
    // A worker claimed the row and died before it wrote what happened.
    await t.database.db
      .update(pushOutbox)
      .set({ sendId: sql`gen_random_uuid()`, claimedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(inArray(pushOutbox.endpoint, [user.endpoint]));
    const worker = createPushWorker({ db: t.database.db, vapid });
    while (await worker.runOnce());
    expect(service.to(user.endpoint)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(pushOutbox)
      .where(inArray(pushOutbox.endpoint, [user.endpoint]));
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toContain('not sent again');
  });

  test('queued: the pushed kinds only (an order when shipped, two-factor when off), with `push` on', async () => {
    const on = await subscribedUser(t.database.db);
    const off = await subscribedUser(t.database.db, {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, push: false },
    });
    const order = { orderId: 'o-1', orderNumber: 'WW-1', trackingNumber: null };
    const queued = await notifyAll(
      t.database.db,
      [on, off].flatMap(({ userId }) => [
        { userId, kind: 'orderStatus', payload: { ...order, status: 'processing' } },
        { userId, kind: 'orderStatus', payload: { ...order, status: 'shipped' } },
        { userId, kind: 'twoFactorChanged', payload: { enabled: true } },
        { userId, kind: 'twoFactorChanged', payload: { enabled: false } },
        { userId, kind: 'investment', payload: { investmentId: 'i', assetName: 'Eiche', amount: '50.00' } },
        {
          userId,
          kind: 'payoutLate',
          payload: {
            investmentId: 'i',
            assetName: { de: 'Eiche', en: 'Oak' },
            amount: '12.50',
            dueDate: '2026-06-30',
          },
        },
      ]),
    );
    expect(queued).toBe(3);
    const worker = createPushWorker({ db: t.database.db, vapid });
    while (await worker.runOnce());
    expect(service.to(on.endpoint).map((push) => push.payload)).toEqual(
      expect.arrayContaining([
        {
          title: 'Bestellung versandt',
          body: 'Ihre Bestellung WW-1 ist unterwegs.',
          url: '/orders',
          tag: 'order:o-1',
        },
        {
          title: 'Zwei-Faktor-Anmeldung ausgeschaltet',
          body: 'Waren Sie das nicht? Nutzen Sie „Passwort vergessen?“.',
          url: '/settings',
        },
        {
          title: 'Zahlung verspätet',
          body: `Eiche: die am 30.06.2026 fällige Rate über ${new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(12.5)} ist noch nicht eingegangen`,
          url: '/portfolio',
        },
      ]),
    );
    expect(service.to(off.endpoint)).toEqual([]);
  });
});
