/**
 * The notifications' /api operations and procedures (issue 17): newest first with the unread count, marking
 * one or all read, and nobody reading or marking someone else's — over /api and tRPC alike.
 */
import { describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS, NOTIFICATION_LIST_MAX } from '@wurzelwerk/shared';
import { codeOf, signedInClient, signedUpCaller } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';
import { notify } from './service';

const t = testApp({ seed: true });

/**
 * `n` notifications for a user, oldest first, a moment apart: the list is ordered by the time of creation,
 * and PGlite's clock has whole milliseconds, so two made in one millisecond would have no order between them.
 */
async function notifications(userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    if (i > 0) await Bun.sleep(3);
    await notify(
      t.database.db,
      { id: userId, notifications: DEFAULT_SETTINGS.notifications },
      'orderPlaced',
      {
        orderId: `order-${i}`,
        orderNumber: `WW-2026-${String(i).padStart(8, '0')}`,
        totalAmount: '10.00',
      },
    );
  }
}

type Listed = {
  items: { id: string; data: { orderNumber: string }; readAt: string | null }[];
  unreadCount: number;
};
const list = async (client: TestClient) => (await (await client.get('/api/notifications')).json()) as Listed;

describe('/api/notifications', () => {
  test('newest first with the unread count; one read, then all read', async () => {
    const client = await signedInClient(t.app);
    await notifications(client.userId, 3);
    const before = await list(client);
    expect(before.unreadCount).toBe(3);
    expect(before.items.map((n) => n.data.orderNumber)).toEqual([
      'WW-2026-00000002',
      'WW-2026-00000001',
      'WW-2026-00000000',
    ]);
    const [newest] = before.items;
    const read = await client.post(`/api/notifications/${newest?.id}/read`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ unreadCount: 2 });
    // Again: still read, nothing changes.
    expect(await (await client.post(`/api/notifications/${newest?.id}/read`)).json()).toEqual({
      unreadCount: 2,
    });
    const after = await list(client);
    expect(after.items[0]?.readAt).toEqual(expect.any(String));
    expect(after.items.slice(1).every((n) => n.readAt === null)).toBe(true);

    const all = await client.post('/api/notifications/read-all');
    expect(all.status).toBe(200);
    expect(await all.json()).toEqual({ unreadCount: 0 });
    expect((await list(client)).items.every((n) => n.readAt !== null)).toBe(true);
  });

  test('at most the newest 50; the unread count counts them all', async () => {
    const client = await signedInClient(t.app);
    await notifications(client.userId, NOTIFICATION_LIST_MAX + 2);
    const listed = await list(client);
    expect(listed.items).toHaveLength(NOTIFICATION_LIST_MAX);
    expect(listed.unreadCount).toBe(NOTIFICATION_LIST_MAX + 2);
  });

  test('someone else’s notification can be neither read nor marked; unknown ids are the same 404', async () => {
    const owner = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    await notifications(owner.userId, 1);
    const [own] = (await list(owner)).items;
    expect((await list(other)).items).toEqual([]);
    for (const id of [own?.id, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await other.post(`/api/notifications/${id}/read`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: 'Benachrichtigung nicht gefunden.',
        code: 'NOT_FOUND',
      });
    }
    await other.post('/api/notifications/read-all');
    expect((await list(owner)).unreadCount).toBe(1);
  });

  test('signed out: 401', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/notifications')).status).toBe(401);
    expect((await anonymous.post('/api/notifications/read-all')).status).toBe(401);
    expect((await anonymous.post(`/api/notifications/${crypto.randomUUID()}/read`)).status).toBe(401);
  });
});

describe('notifications over tRPC', () => {
  test('list, markRead and markAllRead act on the caller’s own notifications only', async () => {
    const owner = await signedUpCaller(t.app);
    const other = await signedUpCaller(t.app);
    await notifications(owner.user.id, 2);
    const { items, unreadCount } = await owner.caller.notifications.list();
    expect(unreadCount).toBe(2);
    expect(items[0]).toMatchObject({ kind: 'orderPlaced', readAt: null, createdAt: expect.any(Date) });
    const id = items[0]?.id ?? '';
    expect(await other.caller.notifications.list()).toEqual({ items: [], unreadCount: 0 });
    expect(await codeOf(other.caller.notifications.markRead({ id }))).toBe('NOT_FOUND');
    expect(await other.caller.notifications.markAllRead()).toEqual({ unreadCount: 0 });
    expect((await owner.caller.notifications.list()).unreadCount).toBe(2);
    expect(await owner.caller.notifications.markRead({ id })).toEqual({ unreadCount: 1 });
    expect(await owner.caller.notifications.markAllRead()).toEqual({ unreadCount: 0 });
  });
});
