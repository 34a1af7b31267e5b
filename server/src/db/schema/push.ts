/**
 * Web Push (issue 37, docs/decisions/0085). A subscription belongs to one signed-in device (its session):
 * ending the session — sign-out, the device ended, its expiry, the account deleted — removes it by the
 * foreign key. A push is a row of `push_outbox` for one stored notification and one subscription, written
 * in the notification's transaction and sent by the push worker (server/src/push/sender.ts) like a mail.
 * It keeps a copy of the subscription's address and keys: a push queued by an event that also ends the
 * sessions (a password change warns every device, then signs them all out) still reaches those devices.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { outboxDelivery, outboxId } from './mail';
import { notifications } from './notifications';
import { ownerId, sessions } from './users';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    /** The device: the session it was made in (its stored id, the SHA-256 of the cookie's token). */
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser (https). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt the payload (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_session_key').on(t.sessionId),
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: outboxId(),
    /** The subscription it was queued for; null once that is gone (the copy below still sends). */
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What is told: the payload is made from it in `language` when the push is sent. */
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    ...outboxDelivery(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('push_outbox_once_key').on(t.notificationId, t.endpoint),
  ],
);
