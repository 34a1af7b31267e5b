/**
 * Pushes for stored notifications (issue 37, decision 0085): in the notification's transaction, one row
 * of the push outbox for each of the user's subscribed devices — when the kind is pushed and the user's
 * `push` switch is on — in the user's saved language (else German). The push worker sends them.
 */
import { DEFAULT_SETTINGS } from '@wurzelwerk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, pushOutbox, pushSubscriptions, userSettings } from '../../db/schema';
import { wakeAfterCommit } from '../../mail/outbox';
import { PUSHED_KINDS } from '../../push/payload';
import { mailLanguageSql } from './sql';

/** SQL over the notification alias `n`: whether it is pushed (push/payload.ts says what each says). */
const pushedSql: SQL = sql`(n.kind in (${sql.join(
  PUSHED_KINDS.filter((kind) => kind !== 'orderStatus' && kind !== 'twoFactorChanged').map(
    (kind) => sql`${kind}`,
  ),
  sql`, `,
)}) or (n.kind = 'orderStatus' and n.payload->>'status' = 'shipped')
    or (n.kind = 'twoFactorChanged' and n.payload->>'enabled' = 'false'))`;

/** SQL over the settings alias `s` (left joined): the `push` switch, as saved or by default. */
const pushWantedSql: SQL = sql`case when jsonb_typeof(s.settings #> '{notifications,push}') = 'boolean'
  then (s.settings #>> '{notifications,push}')::boolean else ${DEFAULT_SETTINGS.notifications.push} end`;

/** Queues the pushes of just written notifications; answers how many were queued. */
export async function queuePushes(tx: Executor, notificationIds: readonly string[]): Promise<number> {
  if (notificationIds.length === 0) return 0;
  const queued = await tx
    .insert(pushOutbox)
    .select(
      sql`select gen_random_uuid(), ps.id, ps.endpoint, ps.p256dh, ps.auth, n.id,
                 ${mailLanguageSql('s', sql`'de'`)}, 'pending', 0, now(), null, now(), null, null, null
            from ${notifications} n
            join ${pushSubscriptions} ps on ps.user_id = n.user_id
            left join ${userSettings} s on s.user_id = n.user_id
           where n.id in (${sql.join(
             notificationIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
             and ${pushedSql} and ${pushWantedSql}`,
    )
    .onConflictDoNothing()
    .returning({ id: pushOutbox.id });
  if (queued.length > 0) wakeAfterCommit();
  return queued.length;
}
