/**
 * The rules of notifications as SQL, for writers that make mails, notifications and pushes in one
 * statement (batches, jobs): a recipient's language and whether a switch is on. Their constants are written
 * into the statement's text (`literal`, decision 0112).
 */
import { DEFAULT_SETTINGS, LANGUAGES, NOTIFICATION_SWITCH, type NotificationKind } from '@wurzelwerk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { literal } from '../../db/prepared';

/**
 * The same two rules for writers that make mails and notifications in one SQL statement (batches, jobs),
 * given the alias of the user's settings row (left joined: absent when the user saved none).
 */
/** SQL: a mail's language — the recipient's saved language, else `fallback` (the request's). */
export function mailLanguageSql(settingsAlias: string, fallback: SQL | string): SQL {
  const saved = sql`${sql.identifier(settingsAlias)}.settings->>'language'`;
  const known = sql.join(
    LANGUAGES.map((language) => sql`${literal(language)}::text`),
    sql`, `,
  );
  return sql`case when ${saved} in (${known}) then ${saved} else ${fallback}::text end`;
}

/** SQL: whether a notification of `kind` is made — its switch, as saved or by default; a security notice always. */
export function notificationWantedSql(settingsAlias: string, kind: NotificationKind): SQL {
  const setting = NOTIFICATION_SWITCH[kind];
  if (setting === null) return sql`true`;
  const saved = sql`(${sql.identifier(settingsAlias)}.settings #> ${literal(`{notifications,${setting}}`)}::text[])`;
  return sql`case when jsonb_typeof(${saved}) = 'boolean' then ${saved}::boolean
                  else ${literal(DEFAULT_SETTINGS.notifications[setting])} end`;
}
