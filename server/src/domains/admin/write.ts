/**
 * The one audited write of the console's catalogue tables: insert (no id), update, or delete (`changes`
 * null), with the row before and after written to the audit log in the same transaction. An unknown id
 * is 404, a taken slug 409; an update that names no column (`{}`, or only keys the input does not know,
 * which zod strips) is 400 for every table alike.
 */
import { TRPCError } from '@trpc/server';
import { messageText } from '@wurzelwerk/shared';
import { eq, getTableName } from 'drizzle-orm';
import type { assetTypes, livestreams, news, products } from '../../db/schema';
import { uniqueViolation } from '../../errors';
import type { AuthedContext } from '../../trpc/init';
import { actorOf, notFound, recordAudit } from './procedure';

export type Table = typeof assetTypes | typeof news | typeof livestreams | typeof products;

/** The cause of a write's 409: the slug is taken (the tables' one unique column besides the id). */
export class SlugTaken extends Error {
  constructor() {
    super('slug taken');
  }
}

/** An edit that names no field (`{}`, or only keys no schema knows): 400 in the reader's language. */
export function refuseEmptyEdit(ctx: AuthedContext, changes: Record<string, unknown>): void {
  if (Object.values(changes).every((value) => value === undefined))
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'admin.nothingToChange') });
}

export async function auditedWrite<T extends Table>(
  ctx: AuthedContext,
  table: T,
  action: string,
  id: number | undefined,
  /** The columns to write; for an update also a function of the row as it is now (locked until commit). */
  write: Record<string, unknown> | ((before: T['$inferSelect']) => Record<string, unknown>) | null,
  /** Checks the row as it is now (locked until the write commits); throws to refuse the write. */
  expect?: (before: T['$inferSelect']) => void,
): Promise<T['$inferSelect'] | undefined> {
  // One shape for the four tables: each has a serial `id`; the input schemas checked the columns.
  const t = table as unknown as typeof news;
  if (id !== undefined && write !== null && typeof write !== 'function') refuseEmptyEdit(ctx, write);
  return ctx.db
    .transaction(async (tx) => {
      let before: Record<string, unknown> | undefined;
      if (id !== undefined) {
        [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
        if (!before) throw notFound(ctx);
        expect?.(before as T['$inferSelect']);
      }
      const changes = typeof write === 'function' ? write(before as T['$inferSelect']) : write;
      let after: Record<string, unknown> | undefined;
      if (changes === null) await tx.delete(t).where(eq(t.id, id ?? 0));
      else if (id === undefined)
        [after] = await tx
          .insert(t)
          .values(changes as typeof news.$inferInsert)
          .returning();
      else [after] = await tx.update(t).set(changes).where(eq(t.id, id)).returning();
      await recordAudit(tx, actorOf(ctx), {
        action,
        entity: getTableName(table),
        entityId: (after?.id ?? id) as number,
        before,
        after,
      });
      return after as T['$inferSelect'] | undefined;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error))
        throw new TRPCError({
          code: 'CONFLICT',
          message: messageText(ctx.locale, 'admin.slugTaken'),
          cause: new SlugTaken(),
        });
      throw error;
    });
}

/** The row an insert or update answered (they always answer one). */
export const saved = <R>(row: R | undefined): R => {
  if (!row) throw new Error('write returned no row');
  return row;
};
