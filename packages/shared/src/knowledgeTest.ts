/**
 * The entry knowledge test before the first investment (issue 35; Regulation (EU) 2020/1503 Art. 21,
 * decision 0073): the questions by id, their options, the one correct option of each and the grading. The
 * texts — question, options and the explanation shown for a wrong answer — are the web's
 * (web/src/features/protection/questionTexts.ts), by the same ids, so other screens (the farm's knowledge
 * quest) can show a question and its explanation too. The server grades; the client only shows.
 */

/** The options of every question, in the order they are shown. */
export const KNOWLEDGE_OPTIONS = ['a', 'b', 'c'] as const;
export type KnowledgeOption = (typeof KNOWLEDGE_OPTIONS)[number];

/** Each question with its correct option, in the order the test asks them. */
export const KNOWLEDGE_QUESTIONS = [
  { id: 'totalLoss', correct: 'c' },
  { id: 'subordination', correct: 'a' },
  { id: 'illiquidity', correct: 'b' },
  { id: 'depositGuarantee', correct: 'c' },
  { id: 'diversification', correct: 'b' },
  { id: 'forecast', correct: 'a' },
] as const satisfies readonly { id: string; correct: KnowledgeOption }[];
export type KnowledgeQuestionId = (typeof KNOWLEDGE_QUESTIONS)[number]['id'];
export const KNOWLEDGE_QUESTION_IDS = KNOWLEDGE_QUESTIONS.map((q) => q.id) as KnowledgeQuestionId[];

export const KNOWLEDGE_TEST = {
  /** Correct answers needed to pass: every one. A wrong answer is explained and the test can be taken again. */
  passMark: KNOWLEDGE_QUESTIONS.length,
  /** A pass counts this many years (Art. 21(3): the assessment is reviewed every two years). */
  validYears: 2,
} as const;

/** The answers as given: one option per question id (missing ones count as wrong). */
export type KnowledgeAnswers = Partial<Record<KnowledgeQuestionId, KnowledgeOption>>;

export interface KnowledgeResult {
  questionId: KnowledgeQuestionId;
  answer: KnowledgeOption | null;
  correct: boolean;
}

/** Every answer right: what the seed's demo account and the tests' investors answered. */
export const KNOWLEDGE_ANSWER_KEY: KnowledgeAnswers = Object.fromEntries(
  KNOWLEDGE_QUESTIONS.map((q) => [q.id, q.correct]),
);

/** Grades the answers: per question whether it was right, the score and whether the test is passed. */
export function gradeKnowledgeTest(answers: KnowledgeAnswers): {
  results: KnowledgeResult[];
  score: number;
  passed: boolean;
} {
  const results = KNOWLEDGE_QUESTIONS.map(({ id, correct }) => {
    const answer = answers[id] ?? null;
    return { questionId: id, answer, correct: answer === correct };
  });
  const score = results.filter((r) => r.correct).length;
  return { results, score, passed: score >= KNOWLEDGE_TEST.passMark };
}

/**
 * The end of a validity of `years` from `from`: the same calendar day and time that many years later (a
 * 29 February runs to 1 March). Used for the test's pass and the sophisticated investor's status.
 */
export function yearsAfter(from: Date, years: number): Date {
  const until = new Date(from.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}
