/**
 * Stored notifications (issue 17): created where their events happen, in the same transaction and only when
 * the user's switch for that kind is on (read in that transaction); listed, marked read. Every query is
 * about the session's user only: someone else's notification is "not found".
 */
import { TRPCError } from '@trpc/server';
import {
  messageText,
  NOTIFICATION_LIST_MAX,
  NOTIFICATION_SWITCH,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type Settings,
  savedLanguageOf,
  settingsFrom,
} from '@wurzelwerk/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, userSettings, users } from '../../db/schema';
import { type Locale, pick } from '../../i18n';
import type { AuthedContext } from '../../trpc/init';
import { queuePushes } from './push';

/** Whom an event concerns: the address and name for a mail, the language of it, the switches. */
export interface Recipient {
  id: string;
  email: string;
  name: string;
  /** The saved language; without saved settings the language of the request that caused the event. */
  language: Locale;
  notifications: Settings['notifications'];
}

/** The user with their settings, read in the caller's transaction; undefined when the user is gone. */
export async function recipientOf(
  tx: Executor,
  userId: string,
  requestLocale: Locale,
): Promise<Recipient | undefined> {
  const [row] = await tx
    .select({ email: users.email, name: users.firstName, settings: userSettings.settings })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    id: userId,
    email: row.email,
    name: row.name,
    language: savedLanguageOf(row.settings) ?? requestLocale,
    notifications: settingsFrom(row.settings).notifications,
  };
}

export { mailLanguageSql, notificationWantedSql } from './sql';

/** A text in both languages, stored so that the list can answer in the reader's language. */
export type BothLanguages = { de: string; en: string };

type DataOf<K extends NotificationKind> = Extract<Notification, { kind: K }>['data'];
/** What a notification stores: a name may be kept in both languages; times as ISO texts (JSON). */
type Stored<T> = {
  [F in keyof T]: T[F] extends string ? string | BothLanguages : T[F] extends Date ? string : T[F];
};

/**
 * Creates a notification when the recipient's switch for its kind is on (a security notice always), and
 * queues its pushes (push.ts).
 */
export async function notify<K extends NotificationKind>(
  tx: Executor,
  recipient: Pick<Recipient, 'id' | 'notifications'>,
  kind: K,
  data: Stored<DataOf<K>>,
): Promise<void> {
  const setting = NOTIFICATION_SWITCH[kind];
  if (setting !== null && !recipient.notifications[setting]) return;
  const [row] = await tx
    .insert(notifications)
    .values({ userId: recipient.id, kind, payload: data })
    .returning({ id: notifications.id });
  if (row) await queuePushes(tx, [row.id]);
}

type Row = typeof notifications.$inferSelect;

/** A stored row as the API shows it: texts kept in both languages in the reader's, times as dates. */
export function toNotification(row: Row, locale: Locale): Notification {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row.payload)) {
    if (value && typeof value === 'object' && 'de' in value && 'en' in value) {
      const texts = value as BothLanguages;
      data[key] = pick(locale, texts.de, texts.en);
    } else data[key] = value;
  }
  if (row.kind === 'streamStarting' && typeof data.startTime === 'string')
    data.startTime = new Date(data.startTime);
  return { id: row.id, kind: row.kind, createdAt: row.createdAt, readAt: row.readAt, data } as Notification;
}

const own = (ctx: AuthedContext) => eq(notifications.userId, ctx.user.id);

async function unreadCount(ctx: AuthedContext): Promise<number> {
  const [row] = await ctx.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(own(ctx), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

export async function listNotifications(ctx: AuthedContext): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(own(ctx))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_MAX),
    unreadCount(ctx),
  ]);
  return { items: rows.map((row) => toNotification(row, ctx.locale)), unreadCount: unread };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Marks one of the user's notifications read (again: no change); someone else's or an unknown one → 404. */
export async function markRead(ctx: AuthedContext, id: string): Promise<{ unreadCount: number }> {
  const [row] = isUuid(id)
    ? await ctx.db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(own(ctx), eq(notifications.id, id)))
        .returning({ id: notifications.id })
    : [];
  if (!row)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'notification.notFound') });
  return { unreadCount: await unreadCount(ctx) };
}

export async function markAllRead(ctx: AuthedContext): Promise<{ unreadCount: number }> {
  await ctx.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(own(ctx), isNull(notifications.readAt)));
  return { unreadCount: await unreadCount(ctx) };
}
