/**
 * The knowledge quest's texts (issue 35): the knowledge test's own question, answers and explanation
 * (features/protection, by the test's question ids), and a short title of the farm's for each lesson. The
 * message ids are literals, so the catalogue check sees them.
 */
import { KNOWLEDGE_OPTIONS, type KnowledgeQuestionId } from '@wurzelwerk/shared';
import type { MessageId } from '../../i18n/messages';
import { QUESTION_TEXTS } from '../protection';

export interface LessonTexts {
  title: MessageId;
  question: MessageId;
  /** In the engine's order of the answers (the test's options; the engine's `correct` indexes them). */
  choices: readonly MessageId[];
  explanation: MessageId;
}

const TITLES: Record<KnowledgeQuestionId, MessageId> = {
  totalLoss: 'farm.knowledge.totalLoss.title',
  subordination: 'farm.knowledge.subordination.title',
  illiquidity: 'farm.knowledge.illiquidity.title',
  depositGuarantee: 'farm.knowledge.depositGuarantee.title',
  diversification: 'farm.knowledge.diversification.title',
  forecast: 'farm.knowledge.forecast.title',
};

/** The texts of a lesson by its id (the knowledge test's question id); undefined for an unknown one. */
export function lessonTexts(id: string): LessonTexts | undefined {
  if (!(id in TITLES)) return undefined;
  const questionId = id as KnowledgeQuestionId;
  const test = QUESTION_TEXTS[questionId];
  return {
    title: TITLES[questionId],
    question: test.question,
    choices: KNOWLEDGE_OPTIONS.map((option) => test.options[option]),
    explanation: test.explanation,
  };
}
