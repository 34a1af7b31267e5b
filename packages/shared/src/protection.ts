/**
 * Investor protection before investing (issue 35, decision 0073): the knowledge test's answers and
 * attempts, the loss-bearing check, the sophisticated investor's application and the status the
 * investment dialog reads. The rules are in knowledgeTest.ts and lossCheck.ts.
 */
import { z } from 'zod';
import { KNOWLEDGE_OPTIONS, KNOWLEDGE_QUESTION_IDS, type KnowledgeQuestionId } from './knowledgeTest';
import { messageIds } from './messages';
import { formatCents, parseCents } from './money';
import { textField } from './text';

export const PROTECTION_MESSAGES = messageIds('protection');

const option = z.enum(KNOWLEDGE_OPTIONS, { error: PROTECTION_MESSAGES.answer });
const questionId = z.enum(KNOWLEDGE_QUESTION_IDS as [KnowledgeQuestionId, ...KnowledgeQuestionId[]]);

/** The test's answers: an option per question id (`POST /api/protection/knowledge-test`). */
export const knowledgeTestInput = z.object({
  answers: z.partialRecord(questionId, option, { error: PROTECTION_MESSAGES.answer }),
});
export type KnowledgeTestInput = z.input<typeof knowledgeTestInput>;

/** One graded attempt as stored. */
export const knowledgeAttemptSchema = z.object({
  id: z.number().int(),
  takenAt: z.date(),
  score: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  /** Until when the pass counts (two years); null when not passed. */
  validUntil: z.date().nullable(),
  results: z.array(z.object({ questionId, answer: option.nullable(), correct: z.boolean() })),
});
export type KnowledgeAttempt = z.infer<typeof knowledgeAttemptSchema>;

/** An amount in euros as a decimal string with at most two places (the self-disclosure's format). */
const euroAmount = (error: (typeof PROTECTION_MESSAGES)[keyof typeof PROTECTION_MESSAGES]) =>
  textField({ error })
    .refine((value) => /^\d{1,10}(\.\d{1,2})?$/.test(value.trim()) && parseCents(value) !== null, error)
    .transform((value) => formatCents(parseCents(value) ?? 0))
    .meta({
      description: 'Euros, a decimal string with at most two places.',
      pattern: String.raw`^\d{1,10}(\.\d{1,2})?$`,
      examples: ['36000.00'],
    });

/** The loss check's figures (Delegated Regulation 2022/2114 Art. 8–10), euros as decimal strings. */
export const lossCheckInput = z.object({
  netYearlyIncome: euroAmount(PROTECTION_MESSAGES.income),
  liquidAssets: euroAmount(PROTECTION_MESSAGES.assets),
  yearlyCommitments: euroAmount(PROTECTION_MESSAGES.commitments),
});
export type LossCheckInput = z.input<typeof lossCheckInput>;

/** A stored loss check: the figures, the net worth and the bearable loss in cents, and when. */
export const lossCheckSchema = z.object({
  id: z.number().int(),
  checkedAt: z.date(),
  netYearlyIncome: z.string(),
  liquidAssets: z.string(),
  yearlyCommitments: z.string(),
  netWorthCents: z.number().int(),
  bearableLossCents: z.number().int(),
  /** Above this amount in one offer the separate warning must be confirmed. */
  warningThresholdCents: z.number().int(),
});
export type LossCheck = z.infer<typeof lossCheckSchema>;

/** The criteria of a sophisticated investor (Regulation 2020/1503 Annex II, natural persons): two are needed. */
export const SOPHISTICATED_CRITERIA = ['income', 'portfolio', 'experience', 'transactions'] as const;
export type SophisticatedCriterion = (typeof SOPHISTICATED_CRITERIA)[number];
export const SOPHISTICATED_MIN_CRITERIA = 2;
export const SOPHISTICATED_STATES = ['pending', 'approved', 'rejected'] as const;
export type SophisticatedState = (typeof SOPHISTICATED_STATES)[number];

export const sophisticatedApplicationInput = z.object({
  criteria: z
    .array(z.enum(SOPHISTICATED_CRITERIA, { error: PROTECTION_MESSAGES.criteria }), {
      error: PROTECTION_MESSAGES.criteria,
    })
    .max(SOPHISTICATED_CRITERIA.length)
    .refine((list) => new Set(list).size >= SOPHISTICATED_MIN_CRITERIA, PROTECTION_MESSAGES.criteria)
    .transform((list) => SOPHISTICATED_CRITERIA.filter((c) => list.includes(c))),
  evidence: textField({ error: PROTECTION_MESSAGES.evidence })
    .trim()
    .min(20, PROTECTION_MESSAGES.evidence)
    .max(4000, PROTECTION_MESSAGES.evidence),
});
export type SophisticatedApplicationInput = z.input<typeof sophisticatedApplicationInput>;

export const sophisticatedApplicationSchema = z.object({
  id: z.number().int(),
  criteria: z.array(z.enum(SOPHISTICATED_CRITERIA)),
  evidence: z.string(),
  state: z.enum(SOPHISTICATED_STATES),
  appliedAt: z.date(),
  decidedAt: z.date().nullable(),
  /** Until when an approval counts (two years from the decision); null otherwise. */
  validUntil: z.date().nullable(),
});
export type SophisticatedApplication = z.infer<typeof sophisticatedApplicationSchema>;

/** What the investment dialog needs: the test's pass, the latest loss check and the sophisticated status. */
export const protectionStatusSchema = z.object({
  /** The pass that counts now, or null: then the test is needed before investing. */
  knowledgeTest: z.object({ passedAt: z.date(), validUntil: z.date() }).nullable(),
  lossCheck: lossCheckSchema.nullable(),
  sophisticated: sophisticatedApplicationSchema.nullable(),
  /** Whether an approved, still valid status lifts the separate warning. */
  sophisticatedValid: z.boolean(),
  warningThresholdCents: z.number().int(),
});
export type ProtectionStatus = z.infer<typeof protectionStatusSchema>;

/** What the data export holds of it: every attempt, every loss check, every application. */
export const protectionExportSchema = z.object({
  knowledgeTests: z.array(knowledgeAttemptSchema),
  lossChecks: z.array(lossCheckSchema),
  sophisticatedApplications: z.array(sophisticatedApplicationSchema),
});

/** The console's list and decision (operators). */
export const adminSophisticatedSchema = sophisticatedApplicationSchema.extend({
  userId: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminSophisticatedApplication = z.infer<typeof adminSophisticatedSchema>;
export const adminSophisticatedListInput = z.object({
  state: z.enum(SOPHISTICATED_STATES).optional(),
});
export const decideSophisticatedInput = z.object({
  id: z.number().int().positive(),
  approve: z.boolean(),
});
