/** The knowledge quest's texts (issue 35): each lesson's message ids as literals, so the catalogue check sees them. */
import type { MessageId } from '../../i18n/messages';

export interface LessonTexts {
  title: MessageId;
  question: MessageId;
  /** In the engine's order of the answers (its `correct` indexes them). */
  choices: readonly MessageId[];
  explanation: MessageId;
}

export const lessonTexts: Record<string, LessonTexts> = {
  totalLoss: {
    title: 'farm.knowledge.totalLoss.title',
    question: 'farm.knowledge.totalLoss.question',
    choices: [
      'farm.knowledge.totalLoss.choice0',
      'farm.knowledge.totalLoss.choice1',
      'farm.knowledge.totalLoss.choice2',
    ],
    explanation: 'farm.knowledge.totalLoss.explanation',
  },
  subordination: {
    title: 'farm.knowledge.subordination.title',
    question: 'farm.knowledge.subordination.question',
    choices: [
      'farm.knowledge.subordination.choice0',
      'farm.knowledge.subordination.choice1',
      'farm.knowledge.subordination.choice2',
    ],
    explanation: 'farm.knowledge.subordination.explanation',
  },
  illiquidity: {
    title: 'farm.knowledge.illiquidity.title',
    question: 'farm.knowledge.illiquidity.question',
    choices: [
      'farm.knowledge.illiquidity.choice0',
      'farm.knowledge.illiquidity.choice1',
      'farm.knowledge.illiquidity.choice2',
    ],
    explanation: 'farm.knowledge.illiquidity.explanation',
  },
  noDepositGuarantee: {
    title: 'farm.knowledge.noDepositGuarantee.title',
    question: 'farm.knowledge.noDepositGuarantee.question',
    choices: [
      'farm.knowledge.noDepositGuarantee.choice0',
      'farm.knowledge.noDepositGuarantee.choice1',
      'farm.knowledge.noDepositGuarantee.choice2',
    ],
    explanation: 'farm.knowledge.noDepositGuarantee.explanation',
  },
  diversification: {
    title: 'farm.knowledge.diversification.title',
    question: 'farm.knowledge.diversification.question',
    choices: [
      'farm.knowledge.diversification.choice0',
      'farm.knowledge.diversification.choice1',
      'farm.knowledge.diversification.choice2',
    ],
    explanation: 'farm.knowledge.diversification.explanation',
  },
};
