/**
 * The operators' procedure and the audit log every operator write goes through (issue 20). The role is
 * read from the database on each call, not from the session cache, so a demotion (`bun run user:role`, also
 * from another process) or a lock takes effect at the next call.
 */
import { TRPCError } from '@trpc/server';
import { labelledMessage, messageText } from '@wurzelwerk/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ZodError } from 'zod';
import type { Actor } from '../../db/audit';
import { users } from '../../db/schema';
import { type AuthedContext, protectedProcedure } from '../../trpc/init';
import { oneLineOn } from '../../trpc/procedures';

export const operatorProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const [row] = await ctx.db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, ctx.user.id), isNull(users.lockedAt)));
  if (row?.role !== 'operator')
    throw new TRPCError({ code: 'FORBIDDEN', message: messageText(ctx.locale, 'admin.forbidden') });
  const result = await next();
  // A refused input names its field in each message ("Titel (Deutsch): Diese Angabe fehlt."; decision 0080).
  if (!result.ok && result.error.cause instanceof ZodError)
    for (const issue of result.error.cause.issues)
      Object.assign(issue, { message: labelledMessage(issue.path, issue.message) });
  return result;
});

/** Operator procedures in one line (trpc/procedures.ts): the operator's check, then one service function. */
export const operator = oneLineOn(operatorProcedure);

export { type Actor, type AuditEntry, recordAudit } from '../../db/audit';
export const actorOf = (ctx: AuthedContext): Actor => ({ id: ctx.user.id, email: ctx.user.email });

export const notFound = (ctx: AuthedContext): TRPCError =>
  new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'http.notFound') });

/** The row of `table` with the id (a console read or the state before an edit); an unknown id is 404. */
export async function rowById<T extends PgTable & { id: AnyPgColumn }>(
  ctx: AuthedContext,
  table: T,
  id: T['$inferSelect']['id'],
): Promise<T['$inferSelect']> {
  const [row] = await ctx.db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw notFound(ctx);
  return row as T['$inferSelect'];
}
