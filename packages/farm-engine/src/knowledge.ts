/**
 * The knowledge quest (issue 35): a line of short lessons on what an investor should know before investing —
 * total loss, subordination, illiquidity, no deposit guarantee, diversification — answered on the farm, in
 * this order. A right answer completes its lesson once and pays its reward in coins, the game's own currency
 * (never money); a wrong one changes nothing and may be tried again: the web shows the explanation either
 * way. Questions, answers and explanations are the web's texts (the farm feature's catalogues) under these
 * ids; the engine knows only how many answers each lesson offers and which is right.
 */
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

export const KNOWLEDGE_LESSONS: readonly KnowledgeLesson[] = [
  { id: 'totalLoss', choices: 3, correct: 1, reward: 100 },
  { id: 'subordination', choices: 3, correct: 2, reward: 150 },
  { id: 'illiquidity', choices: 3, correct: 0, reward: 200 },
  { id: 'noDepositGuarantee', choices: 3, correct: 1, reward: 250 },
  { id: 'diversification', choices: 3, correct: 2, reward: 300 },
];

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
