/**
 * The operators' payouts (issue 34, decision 0067): every due date with its state, project, issuer, totals
 * and what the issuer's repayments hold; recording a payment by hand — the money has come in (a statement
 * item booked it into the issuer's repayments, or an exception the operator resolved there), so recording
 * distributes the due date now from what the repayments hold, 409 when they do not cover it; and a
 * project's default with its reason (interest stops: its open due dates' interest becomes 0). Audited.
 */
import { TRPCError } from '@trpc/server';
import { type DueDate, type MessageCode, messageText, type ProjectDefault } from '@wurzelwerk/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { assetTypes, issuers, payoutDueDates, payoutInstalments, projectDefaults } from '../../db/schema';
import { balanceOf } from '../../ledger';
import type { AuthedContext } from '../../trpc/init';
import { actorOf, notFound, recordAudit } from '../admin/procedure';
import { projectAndIssuerNames } from '../releases/service';
import { distributeDueDate, repaymentsOf } from './distribute';
import { ensureAllDueDates } from './dueDates';

const conflict = (ctx: AuthedContext, code: MessageCode) =>
  new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, code) });

/** Every due date, by project, release and number (due dates of older releases made on this read). */
export async function listDueDates(ctx: AuthedContext, ids?: string[]): Promise<DueDate[]> {
  if (!ids) await ctx.db.transaction((tx) => ensureAllDueDates(tx));
  const rows = await ctx.db
    .select({
      due: payoutDueDates,
      ...projectAndIssuerNames,
      investmentCount: sql<number>`(select count(*)::int from ${payoutInstalments} where ${payoutInstalments.dueDateId} = ${payoutDueDates.id})`,
      defaultReason: projectDefaults.reason,
      defaultDeclaredAt: projectDefaults.declaredAt,
    })
    .from(payoutDueDates)
    .innerJoin(assetTypes, eq(assetTypes.id, payoutDueDates.assetTypeId))
    .innerJoin(issuers, eq(issuers.id, payoutDueDates.issuerId))
    .leftJoin(projectDefaults, eq(projectDefaults.assetTypeId, payoutDueDates.assetTypeId))
    .where(ids ? inArray(payoutDueDates.id, ids) : undefined)
    .orderBy(asc(payoutDueDates.dueDate), asc(payoutDueDates.assetTypeId), asc(payoutDueDates.number));
  const held = new Map<number, number>();
  for (const issuerId of new Set(rows.map((row) => row.due.issuerId)))
    held.set(issuerId, await balanceOf(ctx.db, repaymentsOf(issuerId)));
  return rows.map(({ due, defaultReason, defaultDeclaredAt, ...names }) => ({
    id: due.id,
    assetTypeId: due.assetTypeId,
    assetNameDe: names.assetNameDe,
    assetNameEn: names.assetNameEn ?? names.assetNameDe,
    issuerId: due.issuerId,
    issuerName: names.issuerName,
    releaseId: due.releaseId,
    number: due.number,
    dueDate: due.dueDate,
    interestCents: due.interestCents,
    principalCents: due.principalCents,
    totalCents: due.interestCents + due.principalCents,
    reference: due.reference,
    state: due.state,
    paidAt: due.paidAt,
    issuerHeldCents: held.get(due.issuerId) ?? 0,
    investmentCount: Number(names.investmentCount),
    projectDefault:
      defaultReason !== null && defaultDeclaredAt !== null
        ? { reason: defaultReason, declaredAt: defaultDeclaredAt }
        : null,
  }));
}

/** Records the due date's payment by hand: distributes it from the issuer's repayments now (audited). */
export async function recordPayment(ctx: AuthedContext, id: string): Promise<DueDate> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(payoutDueDates).where(eq(payoutDueDates.id, id));
    if (!before) throw notFound(ctx);
    const outcome = await distributeDueDate(tx, id);
    if (outcome === 'alreadyPaid') throw conflict(ctx, 'payout.alreadyPaid');
    if (outcome === 'notCovered') throw conflict(ctx, 'payout.notCovered');
    await recordAudit(tx, actorOf(ctx), {
      action: 'payout.record',
      entity: 'payout_due_dates',
      entityId: id,
      before: { state: before.state },
      after: { state: 'paid', totalCents: before.interestCents + before.principalCents },
    });
  });
  const [due] = await listDueDates(ctx, [id]);
  if (!due) throw notFound(ctx);
  return due;
}

/** Declares the project in default with a reason: its open due dates' interest becomes 0 (audited). */
export async function declareDefault(
  ctx: AuthedContext,
  assetTypeId: number,
  reason: string,
): Promise<ProjectDefault> {
  return ctx.db.transaction(async (tx) => {
    const [asset] = await tx
      .select({ id: assetTypes.id })
      .from(assetTypes)
      .where(eq(assetTypes.id, assetTypeId))
      .for('no key update');
    if (!asset) throw notFound(ctx);
    const actor = actorOf(ctx);
    const [made] = await tx
      .insert(projectDefaults)
      .values({ assetTypeId, reason, declaredById: actor.id, declaredByEmail: actor.email })
      .onConflictDoNothing()
      .returning();
    if (!made) throw conflict(ctx, 'payout.alreadyDefault');
    // Lock the open due dates (a distribution of one of them either happened before or waits).
    const open = await tx
      .select({ id: payoutDueDates.id, interestCents: payoutDueDates.interestCents })
      .from(payoutDueDates)
      .where(
        and(eq(payoutDueDates.assetTypeId, assetTypeId), inArray(payoutDueDates.state, ['open', 'late'])),
      )
      .orderBy(asc(payoutDueDates.id))
      .for('update');
    const ids = open.map((row) => row.id);
    if (ids.length > 0) {
      await tx.update(payoutDueDates).set({ interestCents: 0 }).where(inArray(payoutDueDates.id, ids));
      await tx
        .update(payoutInstalments)
        .set({ interestCents: 0 })
        .where(inArray(payoutInstalments.dueDateId, ids));
    }
    await recordAudit(tx, actor, {
      action: 'payout.default',
      entity: 'asset_types',
      entityId: assetTypeId,
      before: { interestCents: open.reduce((sum, row) => sum + row.interestCents, 0) },
      after: { reason, interestCents: 0, dueDatesChanged: ids.length },
    });
    return { assetTypeId, reason, declaredAt: made.declaredAt, dueDatesChanged: ids.length };
  });
}
