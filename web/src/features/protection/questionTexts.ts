/**
 * The knowledge test's texts by the shared question ids (packages/shared/src/knowledgeTest.ts): each
 * question, its options and the explanation shown when it was answered wrong. Exported through index.ts so
 * that other screens (the farm's knowledge quest) show the same questions and explanations.
 */
import type { KnowledgeOption, KnowledgeQuestionId } from '@wurzelwerk/shared';
import type { MessageId } from '../../i18n/messages';

export interface QuestionTexts {
  question: MessageId;
  options: Record<KnowledgeOption, MessageId>;
  /** Why the right answer is right: shown after a wrong one. */
  explanation: MessageId;
}

export const QUESTION_TEXTS: Record<KnowledgeQuestionId, QuestionTexts> = {
  totalLoss: {
    question: 'protection.q.totalLoss',
    options: { a: 'protection.q.totalLoss.a', b: 'protection.q.totalLoss.b', c: 'protection.q.totalLoss.c' },
    explanation: 'protection.q.totalLoss.why',
  },
  subordination: {
    question: 'protection.q.subordination',
    options: {
      a: 'protection.q.subordination.a',
      b: 'protection.q.subordination.b',
      c: 'protection.q.subordination.c',
    },
    explanation: 'protection.q.subordination.why',
  },
  illiquidity: {
    question: 'protection.q.illiquidity',
    options: {
      a: 'protection.q.illiquidity.a',
      b: 'protection.q.illiquidity.b',
      c: 'protection.q.illiquidity.c',
    },
    explanation: 'protection.q.illiquidity.why',
  },
  depositGuarantee: {
    question: 'protection.q.depositGuarantee',
    options: {
      a: 'protection.q.depositGuarantee.a',
      b: 'protection.q.depositGuarantee.b',
      c: 'protection.q.depositGuarantee.c',
    },
    explanation: 'protection.q.depositGuarantee.why',
  },
  diversification: {
    question: 'protection.q.diversification',
    options: {
      a: 'protection.q.diversification.a',
      b: 'protection.q.diversification.b',
      c: 'protection.q.diversification.c',
    },
    explanation: 'protection.q.diversification.why',
  },
  forecast: {
    question: 'protection.q.forecast',
    options: { a: 'protection.q.forecast.a', b: 'protection.q.forecast.b', c: 'protection.q.forecast.c' },
    explanation: 'protection.q.forecast.why',
  },
};
