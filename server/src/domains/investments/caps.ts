/**
 * The limits of § 2a VermAnlG as the investor sees them (decision 0072): their self-disclosure, their room
 * with an issuer, and the refusal.
 */
import { TRPCError } from '@trpc/server';
import {
  INVESTMENT_CAPS,
  type IssuerRoom,
  intlLocale,
  investmentCapCents,
  messageText,
  parseCents,
  roomCents,
  type SavedSelfDisclosure,
  type SelfDisclosure,
} from '@wurzelwerk/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assetTypes, capRefusals, investmentTotals, issuers, selfDisclosures } from '../../db/schema';
import type { Locale } from '../../i18n';
import type { AuthedContext } from '../../trpc/init';
import { issuerSold } from './sold';

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

/** What one investor holds with one issuer and what the issuer sold within twelve months, in cents. */
async function heldAndSold(db: Executor, userId: string, issuerId: number) {
  const [[held], [sold]] = await Promise.all([
    db
      .select({ total: sql<string | null>`sum(${investmentTotals.totalInvestment})` })
      .from(investmentTotals)
      .innerJoin(assetTypes, eq(assetTypes.id, investmentTotals.assetTypeId))
      .where(and(eq(investmentTotals.userId, userId), eq(assetTypes.issuerId, issuerId))),
    db.select({ total: sql<string | null>`sold.total` }).from(sql`(${issuerSold(sql`(${issuerId})`)}) sold`),
  ]);
  return { heldCents: parseCents(held?.total ?? '0') ?? 0, soldCents: parseCents(sold?.total ?? '0') ?? 0 };
}

/**
 * The investor's room with an issuer (§ 2a VermAnlG): what they hold with it, their cap, the issuer's room
 * in its twelve months, and so what they may invest more now. 404 for an unknown issuer.
 */
export async function issuerRoom(ctx: AuthedContext, issuerId: number): Promise<IssuerRoom> {
  const [[issuer], disclosure, { heldCents, soldCents }] = await Promise.all([
    ctx.db.select({ id: issuers.id, name: issuers.name }).from(issuers).where(eq(issuers.id, issuerId)),
    selfDisclosureOf(ctx.db, ctx.user.id),
    heldAndSold(ctx.db, ctx.user.id, issuerId),
  ]);
  if (!issuer)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'investment.issuerNotFound') });
  const capCents = investmentCapCents(disclosure);
  const issuerRemainingCents = roomCents(INVESTMENT_CAPS.issuerLimitEuro * 100, soldCents);
  return {
    issuer,
    investedCents: heldCents,
    capCents,
    maxCapCents: INVESTMENT_CAPS.maxEuro * 100,
    issuerRemainingCents,
    remainingCents: Math.min(roomCents(capCents, heldCents), issuerRemainingCents),
    disclosed: disclosure !== null,
  };
}

/**
 * Whether `cents` more would take the investor over their cap or the issuer's room now: only to choose which
 * refusal an investment gets first (the limits', before the separate warning's; decision 0073). The writer's
 * transaction enforces the limits itself.
 */
export async function wouldExceedLimits(
  ctx: AuthedContext,
  issuerId: number,
  cents: number,
): Promise<boolean> {
  return (await issuerRoom(ctx, issuerId)).remainingCents < cents;
}

/** Euros in the reply's language: whole ones without decimals ("1.000"), others with two ("600,50"). */
export function eurosText(locale: Locale, cents: number): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * 409 for an investment the limits refused: the issuer's 6 million € when its room is smaller than the
 * amount, else the investor's cap (the refusal recorded) — naming the issuer, the cap, what is invested, the
 * room left and how to raise the cap.
 */
export async function limitExceeded(
  ctx: AuthedContext,
  offer: { assetTypeId: number; issuerId: number },
  amountCents: number,
): Promise<TRPCError> {
  const room = await issuerRoom(ctx, offer.issuerId);
  const euros = (cents: number) => eurosText(ctx.locale, cents);
  if (room.issuerRemainingCents < amountCents)
    return new TRPCError({
      code: 'CONFLICT',
      message: messageText(ctx.locale, 'investment.issuerLimitReached', {
        issuer: room.issuer.name,
        limit: euros(INVESTMENT_CAPS.issuerLimitEuro * 100),
        remaining: euros(room.issuerRemainingCents),
      }),
    });
  // The investor's own cap refused it: recorded (the profile's "Im Rahmen geblieben" counts the investments
  // between such refusals; decision 0076). The issuer's limit is no refusal of the investor's.
  await ctx.db.insert(capRefusals).values({ userId: ctx.user.id, assetTypeId: offer.assetTypeId });
  return new TRPCError({
    code: 'CONFLICT',
    message: messageText(
      ctx.locale,
      room.disclosed ? 'investment.capExceededDisclosed' : 'investment.capExceeded',
      {
        issuer: room.issuer.name,
        cap: euros(room.capCents),
        invested: euros(room.investedCents),
        remaining: euros(room.remainingCents),
        max: euros(room.maxCapCents),
      },
    ),
  });
}
