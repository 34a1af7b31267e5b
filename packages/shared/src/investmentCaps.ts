/**
 * Investment caps of § 2a VermAnlG: how much one investor may hold in one asset type (active investments,
 * withdrawn ones do not count). Without a self-disclosure 1,000 €; with one 10,000 € when the investor
 * declares freely available assets of at least 100,000 €, otherwise twice the declared monthly net income,
 * at least 1,000 € and at most 10,000 €. The server enforces it (investments/writer.ts); the dialog uses the
 * same rule to ask for a self-disclosure before the amount is refused.
 */
import { z } from 'zod';
import { messageIds } from './messages';
import { formatCents, parseCents } from './money';
import { textField } from './text';

export const INVESTMENT_CAPS = {
  /** Without a self-disclosure. */
  withoutDisclosureEuro: 1_000,
  /** The highest cap a self-disclosure can give. */
  maxEuro: 10_000,
  /** Freely available assets from which the highest cap applies. */
  freeAssetsEuro: 100_000,
  /** The cap is this many monthly net incomes (between the two bounds above). */
  incomeMultiple: 2,
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
  /** The cap per asset type that applies now, in whole euros. */
  capEuro: z.number().int(),
});
export type SavedSelfDisclosure = z.infer<typeof savedSelfDisclosureSchema>;

/** The cap per asset type in cents for a self-disclosure, or for none (null). */
export function investmentCapCents(disclosure: SelfDisclosure | null): number {
  const { withoutDisclosureEuro, maxEuro, incomeMultiple } = INVESTMENT_CAPS;
  if (!disclosure) return withoutDisclosureEuro * 100;
  if (disclosure.freeAssetsAtLeast100k) return maxEuro * 100;
  const byIncome = (parseCents(disclosure.monthlyNetIncome) ?? 0) * incomeMultiple;
  return Math.min(maxEuro * 100, Math.max(withoutDisclosureEuro * 100, byIncome));
}

/**
 * Whether investing `amountCents` more, with `investedCents` already active in the asset type, needs a
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
