/**
 * The limits of § 2a VermAnlG as the statute reads since 16 July 2019 (decision 0072).
 *
 * Abs. 3: how much one investor may hold with one **issuer**, over all of its offers (investments awaiting
 * payment and paid count; lapsed and withdrawn ones do not). The highest tier the self-disclosure supports
 * applies: 1,000 € without one; 10,000 € with freely available assets of at least 100,000 €; twice the
 * declared average monthly net income, at most 25,000 €. Abs. 1: an issuer's offers may sell at most
 * 6,000,000 € within twelve months. The server enforces both (investments/batch.ts); the dialog uses the same
 * rule to show the room and to ask for a self-disclosure only when the amount needs one.
 */
import { z } from 'zod';
import { serialId } from './ids';
import { messageId, messageIds } from './messages';
import { formatCents, parseCents } from './money';
import { textField } from './text';

export const INVESTMENT_CAPS = {
  /** Without a self-disclosure (§ 2a Abs. 3 Nr. 1). */
  withoutDisclosureEuro: 1_000,
  /** With freely available assets of at least `freeAssetsEuro` (Nr. 2). */
  freeAssetsCapEuro: 10_000,
  /** Freely available assets (bank balances and financial instruments) from which Nr. 2 applies. */
  freeAssetsEuro: 100_000,
  /** Nr. 3: this many average monthly net incomes … */
  incomeMultiple: 2,
  /** … at most this much (25,000 € since the amendment of 2019). */
  maxEuro: 25_000,
  /** § 2a Abs. 1: what one issuer's offers may sell within `issuerWindowMonths`. */
  issuerLimitEuro: 6_000_000,
  issuerWindowMonths: 12,
} as const;

export const SELF_DISCLOSURE_MESSAGES = messageIds('selfDisclosure');

/** The self-disclosure as the investor gives it (`PUT /api/account/self-disclosure`). */
export const selfDisclosureInput = z.object({
  freeAssetsAtLeast100k: z.boolean({ error: SELF_DISCLOSURE_MESSAGES.freeAssets }),
  monthlyNetIncome: textField({ error: SELF_DISCLOSURE_MESSAGES.income })
    .refine((value) => parseCents(value) !== null, SELF_DISCLOSURE_MESSAGES.income)
    .transform((value) => formatCents(parseCents(value) ?? 0))
    .meta({
      description: 'Average monthly net income in euros, a decimal string with at most two places.',
      pattern: String.raw`^\d{1,10}(\.\d{1,2})?$`,
      examples: ['2500.00'],
    }),
});
export type SelfDisclosureInput = z.input<typeof selfDisclosureInput>;
export type SelfDisclosure = z.output<typeof selfDisclosureInput>;

/** The stored self-disclosure with its date, or nulls when none was given; `capEuro` follows from it. */
export const savedSelfDisclosureSchema = z.object({
  freeAssetsAtLeast100k: z.boolean().nullable(),
  monthlyNetIncome: z.string().nullable(),
  declaredAt: z.date().nullable(),
  /** The cap per issuer that applies now, in whole euros (it may have cents: twice an income with cents). */
  capEuro: z.number(),
});
export type SavedSelfDisclosure = z.infer<typeof savedSelfDisclosureSchema>;

/**
 * The cap per issuer in cents for a self-disclosure, or for none (null): the highest of the tiers it
 * supports (an income of 20,000 € a month gives 25,000 €, more than the 10,000 € of the assets' tier).
 */
export function investmentCapCents(disclosure: SelfDisclosure | null): number {
  const { withoutDisclosureEuro, freeAssetsCapEuro, maxEuro, incomeMultiple } = INVESTMENT_CAPS;
  if (!disclosure) return withoutDisclosureEuro * 100;
  const byAssets = disclosure.freeAssetsAtLeast100k ? freeAssetsCapEuro * 100 : 0;
  const byIncome = Math.min(maxEuro * 100, (parseCents(disclosure.monthlyNetIncome) ?? 0) * incomeMultiple);
  return Math.max(withoutDisclosureEuro * 100, byAssets, byIncome);
}

/**
 * Whether investing `amountCents` more, with `investedCents` already held with the issuer, needs a
 * self-disclosure (or a better one): true when it exceeds the current cap but not the highest one.
 */
export function needsSelfDisclosure(
  amountCents: number,
  investedCents: number,
  disclosure: SelfDisclosure | null,
): boolean {
  const total = amountCents + investedCents;
  return total > investmentCapCents(disclosure) && total <= INVESTMENT_CAPS.maxEuro * 100;
}

/** The investor's room with one issuer (`GET /api/investments/room?issuerId=`): what the limit meter shows. */
export const issuerRoomInput = z.object({
  issuerId: serialId(messageId('investment.issuerNotFound')).meta({
    description: 'The issuer (an asset type’s `issuer.id`)',
  }),
});

export const issuerRoomSchema = z.object({
  issuer: z.object({ id: z.number().int(), name: z.string() }),
  /** Held with the issuer now (awaiting payment and paid), in cents. */
  investedCents: z.number().int(),
  /** The cap the saved self-disclosure gives (§ 2a Abs. 3), in cents. */
  capCents: z.number().int(),
  /** The highest cap a self-disclosure could give, in cents. */
  maxCapCents: z.number().int(),
  /** What the issuer may still sell within twelve months (§ 2a Abs. 1), in cents. */
  issuerRemainingCents: z.number().int(),
  /** What this investor may invest more now: the smaller of the two rooms, never negative, in cents. */
  remainingCents: z.number().int(),
  /** Whether a self-disclosure is saved. */
  disclosed: z.boolean(),
});
export type IssuerRoom = z.infer<typeof issuerRoomSchema>;

/** The room left under a limit, never negative. */
export const roomCents = (limitCents: number, usedCents: number): number =>
  Math.max(0, limitCents - usedCents);
