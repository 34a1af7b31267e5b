/**
 * The two rules of a recipient — a mail's language, whether a notification is made — are one rule whether a
 * writer reads the recipient in TypeScript (recipientOf) or in one SQL statement (mailLanguageSql,
 * notificationWantedSql: the investment batch, the password reset, the stream job).
 */
import { expect, test } from 'bun:test';
import { NOTIFICATION_SWITCH, type NotificationKind } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { newUser, testDatabase } from '../../../test/harness';
import { userSettings, users } from '../../db/schema';
import { mailLanguageSql, notificationWantedSql, recipientOf } from './service';

const STORED: (unknown | null)[] = [
  null,
  {},
  { language: 'en' },
  { language: 'fr' },
  { notifications: { investments: false } },
  { notifications: { investments: true, livestreams: false, orders: false } },
  { language: 'de', notifications: { livestreams: 'yes', orders: 'maybe', investments: null } },
  [],
];
const settings = alias(userSettings, 's');
const KINDS = Object.keys(NOTIFICATION_SWITCH) as NotificationKind[];

const file = testDatabase();

test('recipientOf and the SQL fragments agree for every stored settings document and kind', async () => {
  const db = file.db();
  for (const [index, stored] of STORED.entries()) {
    const { email, firstName, lastName, username } = newUser();
    const id = crypto.randomUUID();
    await db.insert(users).values({ id, email, firstName, lastName, username, passwordHash: 'x' });
    if (stored !== null) await db.insert(userSettings).values({ userId: id, settings: stored });
    for (const requestLocale of ['de', 'en'] as const) {
      const recipient = await recipientOf(db, id, requestLocale);
      const wanted = Object.fromEntries(KINDS.map((kind) => [kind, notificationWantedSql('s', kind)]));
      const [row] = await db
        .select({ language: mailLanguageSql('s', requestLocale), ...wanted })
        .from(users)
        .leftJoin(settings, eq(settings.userId, users.id))
        .where(eq(users.id, id));
      const context = `settings #${index}, request ${requestLocale}`;
      expect(row?.language, context).toBe(recipient?.language);
      for (const kind of KINDS) {
        const setting = NOTIFICATION_SWITCH[kind];
        const expected = setting === null ? true : recipient?.notifications[setting];
        expect((row as Record<string, unknown> | undefined)?.[kind], `${context}, ${kind}`).toBe(expected);
      }
    }
  }
});
