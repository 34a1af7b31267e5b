/** The investment caps of § 2a VermAnlG as the investor sees them: their self-disclosure and the refusal. */
import { TRPCError } from '@trpc/server';
import {
  intlLocale,
  investmentCapCents,
  messageText,
  parseCents,
  type SavedSelfDisclosure,
  type SelfDisclosure,
} from '@wurzelwerk/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { investmentTotals, selfDisclosures } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';

/** The user's stored self-disclosure, or null. */
export async function selfDisclosureOf(
  db: Executor,
  userId: string,
): Promise<(SelfDisclosure & { declaredAt: Date }) | null> {
  const [row] = await db
    .select({
      freeAssetsAtLeast100k: selfDisclosures.freeAssetsAtLeast100k,
      monthlyNetIncome: selfDisclosures.monthlyNetIncome,
      declaredAt: selfDisclosures.declaredAt,
    })
    .from(selfDisclosures)
    .where(eq(selfDisclosures.userId, userId));
  return row ?? null;
}

export async function getSelfDisclosure(ctx: AuthedContext): Promise<SavedSelfDisclosure> {
  const saved = await selfDisclosureOf(ctx.db, ctx.user.id);
  return {
    freeAssetsAtLeast100k: saved?.freeAssetsAtLeast100k ?? null,
    monthlyNetIncome: saved?.monthlyNetIncome ?? null,
    declaredAt: saved?.declaredAt ?? null,
    capEuro: investmentCapCents(saved) / 100,
  };
}

/** Stores (replaces) the self-disclosure with today's date; from now on it sets the caps. */
export async function saveSelfDisclosure(
  ctx: AuthedContext,
  input: SelfDisclosure,
): Promise<SavedSelfDisclosure> {
  const values = { ...input, declaredAt: new Date() };
  await ctx.db
    .insert(selfDisclosures)
    .values({ userId: ctx.user.id, ...values })
    .onConflictDoUpdate({ target: selfDisclosures.userId, set: values });
  return { ...values, capEuro: investmentCapCents(input) / 100 };
}

/**
 * Whether `cents` more would take the user over the cap in the asset type now: only to choose which refusal an
 * investment gets first (the cap's, before the separate warning's; decision 0073). The writer's transaction
 * enforces the cap itself.
 */
export async function wouldExceedCap(
  ctx: AuthedContext,
  assetTypeId: number,
  cents: number,
): Promise<boolean> {
  const [disclosure, [totals]] = await Promise.all([
    selfDisclosureOf(ctx.db, ctx.user.id),
    ctx.db
      .select({ total: investmentTotals.totalInvestment })
      .from(investmentTotals)
      .where(and(eq(investmentTotals.userId, ctx.user.id), eq(investmentTotals.assetTypeId, assetTypeId))),
  ]);
  return (parseCents(totals?.total ?? '0') ?? 0) + cents > investmentCapCents(disclosure);
}

/** 409 for an investment over the cap: the cap, what is invested, and how to raise it. */
export async function capExceeded(ctx: AuthedContext, assetTypeId: number): Promise<TRPCError> {
  const [disclosure, [totals]] = await Promise.all([
    selfDisclosureOf(ctx.db, ctx.user.id),
    ctx.db
      .select({ total: investmentTotals.totalInvestment })
      .from(investmentTotals)
      .where(and(eq(investmentTotals.userId, ctx.user.id), eq(investmentTotals.assetTypeId, assetTypeId))),
  ]);
  // Whole euros without decimals ("1.000"), others with two ("600,50"), in the reply's language.
  const euros = (cents: number) =>
    new Intl.NumberFormat(intlLocale(ctx.locale), {
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(cents / 100);
  return new TRPCError({
    code: 'CONFLICT',
    message: messageText(
      ctx.locale,
      disclosure ? 'investment.capExceededDisclosed' : 'investment.capExceeded',
      {
        cap: euros(investmentCapCents(disclosure)),
        invested: euros(parseCents(totals?.total ?? '0') ?? 0),
      },
    ),
  });
}
