/**
 * Payouts (issue 34, decision 0067): a released project's due dates as the operators' console shows them,
 * recording a payment by hand, and a project's default. Amounts are integer cents.
 */
import { z } from 'zod';
import { serialId } from './ids';
import { messageId } from './messages';
import { projectAndIssuerFields } from './releases';
import { lineField } from './text';

export const DUE_DATE_STATES = ['open', 'late', 'paid'] as const;
export type DueDateState = (typeof DUE_DATE_STATES)[number];

export const dueDateSchema = z.object({
  id: z.string(),
  ...projectAndIssuerFields,
  releaseId: z.string(),
  number: z.number().int(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  interestCents: z.number().int(),
  principalCents: z.number().int(),
  totalCents: z.number().int(),
  /** The RF reference the issuer pays this due date under. */
  reference: z.string(),
  state: z.enum(DUE_DATE_STATES),
  paidAt: z.date().nullable(),
  /**
   * What the issuer's repayments hold now (for every due date of the issuer alike): less than an open due
   * date's total is a partial payment, more after the last one a surplus.
   */
  issuerHeldCents: z.number().int(),
  /** How many investments share the due date (one instalment each). */
  investmentCount: z.number().int(),
  /** The project's default, once declared (its open due dates' interest is then 0). */
  projectDefault: z.object({ reason: z.string(), declaredAt: z.date() }).nullable(),
});
export type DueDate = z.infer<typeof dueDateSchema>;

export const dueDateIdInput = z.object({ id: z.string().min(1).max(64) });

export const projectDefaultInput = z.object({
  assetTypeId: serialId(messageId('admin.id')),
  reason: lineField().trim().min(1, messageId('payout.reasonEmpty')).max(500, messageId('payout.reasonLong')),
});

export const projectDefaultSchema = z.object({
  assetTypeId: z.number().int(),
  reason: z.string(),
  declaredAt: z.date(),
  /** How many open due dates lost their interest. */
  dueDatesChanged: z.number().int(),
});
export type ProjectDefault = z.infer<typeof projectDefaultSchema>;

/**
 * An investment's payment status (decision 0067): on track, late (a due date passed unpaid), in default
 * (declared by the operator; interest stops) or repaid. Only for released investments.
 */
export const PAYMENT_STATUSES = ['onTrack', 'late', 'default', 'repaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A project's public figure "x of y payments on time": of the due dates due so far, those paid by their date. */
export const paymentsOnTimeSchema = z.object({ onTime: z.number().int(), due: z.number().int() });
export type PaymentsOnTime = z.infer<typeof paymentsOnTimeSchema>;
