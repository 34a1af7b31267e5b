/**
 * The audit log as the console reads it (issues 20, 36; decision 0079): newest first, filtered on the
 * server by kind (the action's first part, an indexed prefix), by person, by Berlin day and by words,
 * each entry with its record's name — an order's number, a project's or product's name in the reader's
 * language, an account's address; a deleted record by the name its entry kept.
 */

import { TRPCError } from '@trpc/server';
import { type AuditFilter, messageText } from '@wurzelwerk/shared';
import { and, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { dayStart, nextDay } from '../../calendar';
import { assetTypes, auditLog, issuers, livestreams, news, orders, products, users } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';

/** `%`, `_` and `\` of a search taken literally in LIKE. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The serial id of an entry's record, when the entity is `table` (its id is stored as text). */
const serialOf = (table: string) =>
  sql`case when ${auditLog.entity} = ${table} then ${auditLog.entityId} end`;

export async function listAudit(ctx: AuthedContext, filter: AuditFilter) {
  if (filter.from && filter.to && filter.from > filter.to)
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'admin.dateRange') });
  const de = ctx.locale === 'de';
  const kept = (key: string) => sql`coalesce(${auditLog.after} ->> ${key}, ${auditLog.before} ->> ${key})`;
  const subject = sql<string | null>`coalesce(
    ${orders.orderNumber},
    ${de ? assetTypes.nameDe : assetTypes.nameEn},
    ${de ? products.nameDe : products.nameEn},
    ${de ? news.titleDe : news.titleEn},
    ${de ? livestreams.titleDe : livestreams.titleEn},
    ${issuers.name},
    ${users.email},
    ${kept(de ? 'nameDe' : 'nameEn')},
    ${kept(de ? 'titleDe' : 'titleEn')},
    ${kept('orderNumber')},
    ${kept('name')}
  )`;
  const words = filter.query ? `%${literal(filter.query)}%` : undefined;
  const where: (SQL | undefined)[] = [
    filter.kind ? like(auditLog.action, `${filter.kind}.%`) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.actorKind ? eq(auditLog.actorKind, filter.actorKind) : undefined,
    filter.from ? gte(auditLog.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, dayStart(nextDay(filter.to))) : undefined,
    words
      ? or(
          ilike(auditLog.actorEmail, words),
          ilike(auditLog.action, words),
          ilike(auditLog.entityId, words),
          sql`${subject} ilike ${words}`,
        )
      : undefined,
  ];
  return ctx.db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      actorKind: auditLog.actorKind,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      subject,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(orders, and(eq(auditLog.entity, 'orders'), eq(orders.id, auditLog.entityId)))
    .leftJoin(users, and(eq(auditLog.entity, 'users'), eq(users.id, auditLog.entityId)))
    .leftJoin(assetTypes, sql`${assetTypes.id}::text = ${serialOf('asset_types')}`)
    .leftJoin(products, sql`${products.id}::text = ${serialOf('products')}`)
    .leftJoin(news, sql`${news.id}::text = ${serialOf('news')}`)
    .leftJoin(livestreams, sql`${livestreams.id}::text = ${serialOf('livestreams')}`)
    .leftJoin(issuers, sql`${issuers.id}::text = ${serialOf('issuers')}`)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The operators who wrote to the log (for the console's filter), by address. */
export async function auditOperators(ctx: AuthedContext) {
  const rows = await ctx.db
    .selectDistinct({ id: auditLog.actorId, email: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.actorKind, 'operator'))
    .orderBy(users.email);
  return rows.flatMap((row) => (row.id ? [{ id: row.id, email: row.email }] : []));
}
