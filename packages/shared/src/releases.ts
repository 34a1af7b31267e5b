/**
 * Funding close and releases to issuers (issue 33, decision 0059): what the operators' console shows of a
 * project's money and what it sends. Amounts are integer cents.
 */
import { z } from 'zod';
import { serialId } from './ids';
import { messageId } from './messages';

export const RELEASE_STATES = ['ordered', 'booked'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

/** Where a project's funding stands: open, closable (target reached or deadline passed), or closed. */
export const FUNDING_STATES = ['open', 'targetReached', 'deadlinePassed', 'closed'] as const;
export type FundingState = (typeof FUNDING_STATES)[number];

const sum = { cents: z.number().int(), count: z.number().int() };

export const releasableProjectSchema = z.object({
  assetTypeId: z.number().int(),
  nameDe: z.string(),
  nameEn: z.string(),
  issuer: z.object({ id: z.number().int(), name: z.string(), hasIban: z.boolean() }),
  fundingTargetEuro: z.number().int().nullable(),
  /** YYYY-MM-DD: the last day of the funding. */
  fundingDeadline: z.string().nullable(),
  fundingClosedAt: z.date().nullable(),
  fundingState: z.enum(FUNDING_STATES),
  /** Awaiting payment and paid: what the caps and the marketplace count as raised. */
  committed: z.object(sum),
  /** Still awaiting their payment (they may be paid until their deadline, also after the close). */
  awaiting: z.object(sum),
  /** Paid, not released, their withdrawal period over: what a release now takes. */
  releasable: z.object(sum),
  /** Paid, not released, still within the 14 days of the withdrawal right: released later. */
  inWithdrawalPeriod: z.object(sum),
  /** Released so far (every release of the project). */
  released: z.object(sum),
});
export type ReleasableProject = z.infer<typeof releasableProjectSchema>;

/** The project (asset type) and the issuer an operator's row is about, with their names: a release, a due date. */
export const projectAndIssuerFields = {
  assetTypeId: z.number().int(),
  assetNameDe: z.string(),
  assetNameEn: z.string(),
  issuerId: z.number().int(),
  issuerName: z.string(),
};

export const releaseSchema = z.object({
  id: z.string(),
  ...projectAndIssuerFields,
  amountCents: z.number().int(),
  investmentCount: z.number().int(),
  endToEndId: z.string(),
  state: z.enum(RELEASE_STATES),
  createdByEmail: z.string(),
  createdAt: z.date(),
  bookedAt: z.date().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

export const projectIdInput = z.object({ assetTypeId: serialId(messageId('admin.id')) });
export const releaseIdInput = z.object({ id: z.string().min(1).max(64) });

/** A release's pain.001.001.09 file: its name and XML text. */
export const releaseFileSchema = z.object({ fileName: z.string(), xml: z.string() });
export type ReleaseFile = z.infer<typeof releaseFileSchema>;
