/**
 * The stream warning job (issue 17): 15 minutes before a stream starts, one notification per stream and user
 * who set a reminder — also when runs race (two processes: on PostgreSQL a second connection pool).
 */
import { describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS } from '@wurzelwerk/shared';
import { and, eq } from 'drizzle-orm';
import { signedUpCaller } from '../../../test/domains';
import { streamStartingIn } from '../../../test/fixtures/streams';
import { testApp } from '../../../test/harness';
import { openDatabase } from '../../db/client';
import { notifications } from '../../db/schema';
import { notifyStartingStreams } from './streams';

const t = testApp({ seed: true });

const warningsOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'streamStarting')));

describe('the stream warning', () => {
  test('one per stream and user with a reminder, however many runs race; none with `livestreams` off', async () => {
    const soon = (await streamStartingIn(t.database.db, 10)).id;
    const later = (await streamStartingIn(t.database.db, 40)).id;
    const [anna, ben, off] = await Promise.all([1, 2, 3].map(() => signedUpCaller(t.app)));
    if (!anna || !ben || !off) throw new Error('users missing');
    for (const account of [anna, ben, off]) {
      await account.caller.livestreams.setReminder({ id: soon });
      await account.caller.livestreams.setReminder({ id: later });
    }
    await off.caller.account.updateSettings({
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, livestreams: false },
    });
    // A second process: its own connections on PostgreSQL; on PGlite the one connection, interleaved.
    const other = t.database.url ? await openDatabase({ url: t.database.url }) : undefined;
    const runs = await Promise.all([
      notifyStartingStreams(t.database.db),
      notifyStartingStreams(other?.db ?? t.database.db),
      notifyStartingStreams(t.database.db),
      notifyStartingStreams(other?.db ?? t.database.db),
    ]);
    await other?.close();
    // Every warning is made once: the runs together created exactly those of the two users.
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2);
    for (const account of [anna, ben]) {
      const warnings = await warningsOf(account.user.id);
      expect(warnings.map((w) => w.payload.livestreamId)).toEqual([soon]);
    }
    expect(await warningsOf(off.user.id)).toEqual([]);
    expect(await notifyStartingStreams(t.database.db)).toBe(0);

    const { items } = await anna.caller.notifications.list();
    expect(items[0]).toMatchObject({
      kind: 'streamStarting',
      data: { livestreamId: soon, title: 'Bienenstock live', startTime: expect.any(Date) },
    });
  });
});
