/**
 * The console's issuers (issue 33): list, create, edit — each write audited in its own transaction. The
 * IBAN and BIC are checked by the banking module (ibantools) and stored in their electronic form; a refusal
 * names the reason in the reader's language. A name taken by another issuer is 409.
 */
import { TRPCError } from '@trpc/server';
import {
  type AdminIssuer,
  adminIdInput,
  adminIssuerSchema,
  type IssuerFields,
  issuerFields,
  type MessageCode,
  messageText,
  updateIssuerInput,
} from '@wurzelwerk/shared';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bankingMessageCode } from '../../banking/errors';
import { checkBic, checkIban } from '../../banking/iban';
import { issuers } from '../../db/schema';
import { uniqueViolation } from '../../errors';
import type { AuthedContext } from '../../trpc/init';
import { router } from '../../trpc/init';
import { invalidateCatalogues } from './caches';
import { actorOf, notFound, operatorProcedure, recordAudit, rowById } from './procedure';
import { refuseEmptyEdit } from './write';

type Row = typeof issuers.$inferSelect;

const toAdminIssuer = ({ createdAt: _createdAt, ...row }: Row): AdminIssuer => row;

const refused = (ctx: AuthedContext, code: MessageCode) =>
  new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, code) });

/** The columns of an input: the IBAN and BIC checked and in their electronic form. */
function columnsOf(ctx: AuthedContext, input: Partial<IssuerFields>): Partial<typeof issuers.$inferInsert> {
  const columns: Partial<typeof issuers.$inferInsert> = { ...input };
  if (input.iban !== undefined) {
    const iban = checkIban(input.iban, { sepa: true });
    if (!iban.valid) throw refused(ctx, bankingMessageCode(iban.code) as MessageCode);
    columns.iban = iban.iban;
  }
  if (input.bic !== undefined) {
    const bic = checkBic(input.bic);
    if (!bic.valid) throw refused(ctx, bankingMessageCode(bic.code) as MessageCode);
    columns.bic = bic.bic;
  }
  return columns;
}

/** Insert (no id) or update, with the row before and after in the audit log, in one transaction. */
async function writeIssuer(
  ctx: AuthedContext,
  action: 'issuer.create' | 'issuer.update',
  id: number | undefined,
  changes: Partial<typeof issuers.$inferInsert>,
): Promise<AdminIssuer> {
  if (id !== undefined) refuseEmptyEdit(ctx, changes);
  const row = await ctx.db
    .transaction(async (tx) => {
      let before: Row | undefined;
      if (id !== undefined) {
        [before] = await tx.select().from(issuers).where(eq(issuers.id, id)).for('update');
        if (!before) throw notFound(ctx);
      }
      const [after] =
        id === undefined
          ? await tx
              .insert(issuers)
              .values(changes as typeof issuers.$inferInsert)
              .returning()
          : await tx.update(issuers).set(changes).where(eq(issuers.id, id)).returning();
      if (!after) throw new Error('write returned no row');
      await recordAudit(tx, actorOf(ctx), { action, entity: 'issuers', entityId: after.id, before, after });
      return after;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error))
        throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'admin.issuerTaken') });
      throw error;
    });
  // The asset pages show the issuer: the catalogue reads it anew.
  if (id !== undefined) await invalidateCatalogues(ctx.services);
  return toAdminIssuer(row);
}

export const adminIssuersRouter = router({
  /** Every issuer, by name. */
  list: operatorProcedure.output(z.array(adminIssuerSchema)).query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(issuers).orderBy(asc(issuers.name));
    return rows.map(toAdminIssuer);
  }),

  byId: operatorProcedure
    .input(adminIdInput)
    .output(adminIssuerSchema)
    .query(async ({ ctx, input }) => toAdminIssuer(await rowById(ctx, issuers, input.id))),

  create: operatorProcedure
    .input(issuerFields)
    .output(adminIssuerSchema)
    .mutation(({ ctx, input }) => writeIssuer(ctx, 'issuer.create', undefined, columnsOf(ctx, input))),

  update: operatorProcedure
    .input(updateIssuerInput)
    .output(adminIssuerSchema)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return writeIssuer(ctx, 'issuer.update', id, columnsOf(ctx, fields));
    }),
});
