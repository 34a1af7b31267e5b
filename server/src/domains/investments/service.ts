/** Investing and the statutory withdrawal (Widerruf). */
import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { createInvestmentInput } from '@wurzelwerk/shared';
import {
  expectedReturnCents,
  formatCents,
  INVESTMENT_LIMITS,
  type Investment,
  messageText,
  parseCents,
  trimDecimal,
  withdrawalEnd,
} from '@wurzelwerk/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { assetTypes, investments } from '../../db/schema';
import { pick } from '../../i18n';
import { wakeAfterCommit } from '../../mail/outbox';
import type { Context } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';
import { type AssetRow, mediaUrl } from '../assets/catalog';
import { paymentStatusOf } from '../payouts/status';
import { checkInvestorProtection } from '../protection/gate';
import { capCentsOf, checkAcknowledgement, investorFacts } from './acknowledgement';
import { limitExceeded, wouldExceedLimits } from './caps';
import { paymentReferenceFor, withdraw } from './lifecycle';
import { type InvestmentRow, investmentWriter } from './writer';

/** When the confirmation was provided: stored since issue 19, the creation before. */
export const confirmedAtOf = (row: Pick<InvestmentRow, 'confirmedAt' | 'createdAt'>): Date =>
  row.confirmedAt ?? row.createdAt;

/** The stored fields of an investment as the API and the export give them, with its withdrawal period. */
export function investmentRecord(row: InvestmentRow) {
  const confirmedAt = confirmedAtOf(row);
  return {
    id: row.id,
    quantity: row.quantity,
    totalInvestment: row.totalInvestment,
    expectedAnnualReturn: row.expectedAnnualReturn,
    status: row.status,
    createdAt: row.createdAt,
    confirmedAt,
    withdrawalEndsAt: withdrawalEnd(confirmedAt),
    withdrawnAt: row.withdrawnAt,
    paymentDueAt: row.paymentDueAt,
    paidAt: row.paidAt,
    informationSheetVersion: row.informationSheetVersion,
  };
}

export function toInvestment(row: InvestmentRow, asset: AssetRow, ctx: Pick<Context, 'locale'>): Investment {
  return {
    ...investmentRecord(row),
    assetType: {
      id: asset.id,
      name: pick(ctx.locale, asset.nameDe, asset.nameEn),
      imageUrl: mediaUrl(asset.imagePath),
      location: asset.location,
      category: asset.category,
    },
  };
}

/** Fingerprint of what an idempotent request asked for: the same key must come with the same request. */
function requestHash(assetTypeId: number, quantity: number, cents: number): string {
  return createHash('sha256').update(`${assetTypeId}|${quantity}|${cents}`).digest('hex');
}

async function findAsset(ctx: Context, id: number): Promise<AssetRow> {
  const asset = await ctx.services.catalog.byId(id);
  if (!asset) throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'asset.notFound') });
  return asset;
}

/** 409: the operator closed the project's funding (decision 0059). */
const fundingClosed = (ctx: Context) =>
  new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'asset.fundingClosed') });

async function isFundingClosed(ctx: Context, assetTypeId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ closedAt: assetTypes.fundingClosedAt })
    .from(assetTypes)
    .where(eq(assetTypes.id, assetTypeId));
  return Boolean(row?.closedAt);
}

export async function createInvestment(
  ctx: AuthedContext,
  input: z.output<typeof createInvestmentInput>,
): Promise<Investment> {
  const asset = await findAsset(ctx, input.assetTypeId);
  // Unpublished: known (its investments are listed) but closed to new ones — 409, decision 0034.
  if (!asset.published)
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'asset.notInvestable') });
  if (asset.fundingClosedAt) throw fundingClosed(ctx);
  // The acknowledgement's profile and the investor protection's status in one statement (decision 0095);
  // the acknowledgement's refusals come first.
  const facts = await investorFacts(ctx.db, ctx.user.id);
  await checkAcknowledgement(ctx, asset, input.acknowledgement, facts.user);
  // The schema has checked the format; parseCents cannot fail here.
  const cents = parseCents(input.totalInvestment) ?? 0;
  // The knowledge test and the separate warning (issue 35): 403 / 409 before anything is written.
  const largeAmountConfirmed = await checkInvestorProtection(
    ctx,
    cents,
    input.largeAmountConfirmed === true,
    async () =>
      (await wouldExceedLimits(ctx, asset.issuerId, cents))
        ? limitExceeded(ctx, { assetTypeId: asset.id, issuerId: asset.issuerId }, cents)
        : null,
    facts.status,
  );
  const total = formatCents(cents);
  const annual = formatCents(expectedReturnCents(cents, trimDecimal(asset.expectedReturn)));
  const hash = input.idempotencyKey ? requestHash(asset.id, input.quantity, cents) : null;

  const id = crypto.randomUUID();
  let row = await investmentWriter(ctx.db).write({
    id,
    paymentReference: paymentReferenceFor(id),
    // The offer's own deadline (its terms; issue 33).
    paymentDeadlineDays: asset.paymentDeadlineDays,
    escrow: ctx.services.escrow,
    userId: ctx.user.id,
    assetTypeId: asset.id,
    quantity: input.quantity,
    totalInvestment: total,
    expectedAnnualReturn: annual,
    idempotencyKey: input.idempotencyKey ?? null,
    requestHash: hash,
    locale: ctx.locale,
    informationSheetVersion: input.acknowledgement.informationSheetVersion,
    largeAmountConfirmed,
    // Read above already: the batch checks the limits with them (batch.ts).
    facts: { issuerId: asset.issuerId, cap: formatCents(capCentsOf(facts.user)) },
  });
  // The batch wrote the confirmation mail with the investment: wake the worker once this request is answered.
  if (row) wakeAfterCommit();
  if (!row) {
    // Not stored: either its Idempotency-Key was used before, or it is over a limit of § 2a VermAnlG.
    [row] = input.idempotencyKey
      ? await ctx.db
          .select()
          .from(investments)
          .where(
            and(eq(investments.userId, ctx.user.id), eq(investments.idempotencyKey, input.idempotencyKey)),
          )
      : [];
    // Left out: its funding was closed meanwhile (batch.ts), else it is over the investor's cap with the
    // issuer or the issuer's 6 million € (the refusal names which).
    if (!row)
      throw (await isFundingClosed(ctx, asset.id))
        ? fundingClosed(ctx)
        : await limitExceeded(ctx, { assetTypeId: asset.id, issuerId: asset.issuerId }, cents);
    if (row.requestHash !== hash) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: messageText(ctx.locale, 'investment.idempotencyReuse'),
      });
    }
  }
  return toInvestment(row, asset, ctx);
}

export async function listInvestments(ctx: AuthedContext): Promise<Investment[]> {
  const rows = await ctx.db
    .select()
    .from(investments)
    .where(eq(investments.userId, ctx.user.id))
    .orderBy(desc(investments.createdAt), desc(investments.id));
  // Published or not, with the funding raised: the catalogue's rows (every asset type is in it).
  const assets = new Map((await ctx.services.catalog.all()).map((asset) => [asset.id, asset]));
  // Released ones with their payment status (decision 0067).
  const statuses = await paymentStatusOf(
    ctx.db,
    rows.filter((row) => row.status === 'paid').map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const asset = assets.get(row.assetTypeId);
    const paymentStatus = statuses.get(row.id);
    return asset ? [{ ...toInvestment(row, asset, ctx), ...(paymentStatus ? { paymentStatus } : {}) }] : [];
  });
}

/**
 * Withdrawal within 14 days of the confirmation (lifecycle.ts): it becomes `withdrawn` and leaves every
 * total; a paid one's money is credited to the investor's wallet.
 */
export async function withdrawInvestment(ctx: AuthedContext, id: string): Promise<Investment> {
  const outcome = await withdraw(ctx.db, ctx.user.id, id, ctx.locale);
  if (outcome.kind === 'withdrawn') {
    wakeAfterCommit();
    return toInvestment(outcome.row, await findAsset(ctx, outcome.row.assetTypeId), ctx);
  }
  if (outcome.kind === 'notFound')
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'investment.notFound') });
  throw new TRPCError({
    code: 'CONFLICT',
    message:
      outcome.kind === 'alreadyWithdrawn'
        ? messageText(ctx.locale, 'investment.alreadyWithdrawn')
        : outcome.status === 'lapsed'
          ? messageText(ctx.locale, 'investment.lapsed')
          : messageText(ctx.locale, 'investment.withdrawalExpired', {
              days: INVESTMENT_LIMITS.withdrawalDays,
            }),
  });
}
