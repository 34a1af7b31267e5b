/**
 * The knowledge quest (issue 35): the entry knowledge test's questions (packages/shared/src/knowledgeTest.ts)
 * as a line of lessons on the farm, in the test's order — total loss, subordination, illiquidity, no deposit
 * guarantee, diversification, forecasts. A right answer completes its lesson once and pays its reward in
 * coins, the game's own currency (never money); a wrong one changes nothing and may be tried again: the web
 * shows the test's own explanation either way (its texts by the same ids). The engine knows only how many
 * answers each lesson offers and which is right — the test's.
 */
import { KNOWLEDGE_OPTIONS, KNOWLEDGE_QUESTIONS } from '@wurzelwerk/shared';
import type { FarmEvent, FarmState, RejectReason } from './types';

export interface KnowledgeLesson {
  id: string;
  /** How many answers the lesson offers; the player's choice is an index into them. */
  choices: number;
  /** The index of the right answer. */
  correct: number;
  /** Coins paid once, when the lesson is first answered right. */
  reward: number;
}

/** Coins for the first lesson; each later one pays this much more than the one before. */
const FIRST_REWARD = 100;
const REWARD_STEP = 50;

export const KNOWLEDGE_LESSONS: readonly KnowledgeLesson[] = KNOWLEDGE_QUESTIONS.map((question, index) => ({
  id: question.id,
  choices: KNOWLEDGE_OPTIONS.length,
  correct: KNOWLEDGE_OPTIONS.indexOf(question.correct),
  reward: FIRST_REWARD + index * REWARD_STEP,
}));

/** The lesson to answer next, or null when the quest line is complete. */
export function nextLesson(state: Pick<FarmState, 'lessons'>): KnowledgeLesson | null {
  return KNOWLEDGE_LESSONS[state.lessons.length] ?? null;
}

type LessonOutcome = { ok: true; events: FarmEvent[] } | { ok: false; reason: RejectReason };

/** Answers a lesson on the draft: only the next one, with a choice among its answers. */
export function answerLesson(draft: FarmState, lessonId: string, choice: number): LessonOutcome {
  const lesson = KNOWLEDGE_LESSONS.find((entry) => entry.id === lessonId);
  if (!lesson) return { ok: false, reason: 'unknownId' };
  if (draft.lessons.includes(lessonId)) return { ok: false, reason: 'alreadyClaimed' };
  if (nextLesson(draft)?.id !== lessonId) return { ok: false, reason: 'lessonLocked' };
  if (!Number.isInteger(choice) || choice < 0 || choice >= lesson.choices)
    return { ok: false, reason: 'invalidChoice' };
  const correct = choice === lesson.correct;
  if (correct) {
    draft.lessons.push(lessonId);
    // Like a quest's reward: paid into the wallet, not counted as coins earned.
    draft.player.totalCoins += lesson.reward;
  }
  return {
    ok: true,
    events: [{ type: 'lessonAnswered', lessonId, correct, reward: correct ? lesson.reward : 0 }],
  };
}
