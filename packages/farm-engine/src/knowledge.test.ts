/** The knowledge quest (issue 35): lessons in order, a reward once per lesson in coins, wrong answers change nothing. */
import { describe, expect, test } from 'bun:test';
import {
  KNOWLEDGE_ANSWER_KEY,
  KNOWLEDGE_OPTIONS,
  KNOWLEDGE_QUESTION_IDS,
  type KnowledgeQuestionId,
} from '@wurzelwerk/shared';
import fc from 'fast-check';
import { applyAction } from './actions';
import { ENGINE_VERSION } from './constants';
import { createFarm } from './formulas';
import { KNOWLEDGE_LESSONS, nextLesson } from './knowledge';
import { migrateFarm } from './migrate';
import { replay } from './replay';
import { farm, ok } from './testFarm';
import type { FarmState } from './types';

const answer = (state: FarmState, lessonId: string, choice: number) =>
  applyAction(state, { type: 'answerLesson', lessonId, choice });
const lesson = (index: number) => {
  const found = KNOWLEDGE_LESSONS[index];
  if (!found) throw new Error(`no lesson ${index}`);
  return found;
};
const wrongChoice = (index: number) => (lesson(index).correct + 1) % lesson(index).choices;

describe('knowledge quest', () => {
  test("the knowledge test's questions in its order, each right by the test's key, with a growing reward", () => {
    expect(KNOWLEDGE_LESSONS.map((l) => l.id)).toEqual([...KNOWLEDGE_QUESTION_IDS]);
    KNOWLEDGE_LESSONS.forEach((l, index) => {
      expect(l.choices).toBe(KNOWLEDGE_OPTIONS.length);
      expect(KNOWLEDGE_OPTIONS[l.correct]).toBe(KNOWLEDGE_ANSWER_KEY[l.id as KnowledgeQuestionId]);
      expect(l.reward).toBeGreaterThan(index === 0 ? 0 : lesson(index - 1).reward);
    });
    expect(createFarm().lessons).toEqual([]);
    expect(nextLesson(createFarm())?.id).toBe('totalLoss');
  });

  test('a right answer completes the lesson and pays its reward once; the next lesson opens', () => {
    const start = farm((s) => {
      s.player.totalCoins = 10;
    });
    const first = ok(answer(start, 'totalLoss', lesson(0).correct));
    expect(first.events).toEqual([
      { type: 'lessonAnswered', lessonId: 'totalLoss', correct: true, reward: lesson(0).reward },
    ]);
    expect(first.state.lessons).toEqual(['totalLoss']);
    expect(first.state.player.totalCoins).toBe(10 + lesson(0).reward);
    // Not counted as coins earned (like a quest's reward), and no energy spent.
    expect(first.state.tree.coins).toBe(0);
    expect(first.state.player.energy).toBe(start.player.energy);
    expect(nextLesson(first.state)?.id).toBe('subordination');
    expect(start.lessons).toEqual([]);

    expect(answer(first.state, 'totalLoss', lesson(0).correct)).toMatchObject({
      ok: false,
      reason: 'alreadyClaimed',
    });
  });

  test('a wrong answer is accepted, changes nothing and can be answered again', () => {
    const start = createFarm();
    const wrong = ok(answer(start, 'totalLoss', wrongChoice(0)));
    expect(wrong.events).toEqual([
      { type: 'lessonAnswered', lessonId: 'totalLoss', correct: false, reward: 0 },
    ]);
    // (Every accepted action brings the achievements' progress up to date: the tree's level 1 shows.)
    expect({ ...wrong.state, achievements: start.achievements }).toEqual(start);
    expect(ok(answer(wrong.state, 'totalLoss', lesson(0).correct)).state.lessons).toEqual(['totalLoss']);
  });

  test('refused: a later lesson first, an unknown lesson, a choice not offered', () => {
    const start = createFarm();
    expect(answer(start, 'illiquidity', lesson(2).correct)).toMatchObject({
      ok: false,
      reason: 'lessonLocked',
    });
    expect(answer(start, 'stockTips', 0)).toMatchObject({ ok: false, reason: 'unknownId' });
    for (const choice of [-1, 3, 1.5, Number.NaN])
      expect(answer(start, 'totalLoss', choice)).toMatchObject({ ok: false, reason: 'invalidChoice' });
    // A refused action returns the input itself.
    expect(answer(start, 'illiquidity', 0).state).toBe(start);
  });

  test('property: whatever is answered, the lessons are a prefix of the line and the coins are their rewards', () => {
    const step = fc.record({
      lesson: fc.integer({ min: 0, max: KNOWLEDGE_LESSONS.length }),
      choice: fc.integer({ min: -1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state = createFarm();
        for (const { lesson: index, choice } of steps) {
          const result = answer(state, KNOWLEDGE_LESSONS[index]?.id ?? 'unknown', choice);
          state = result.state;
        }
        const done = state.lessons.length;
        expect(state.lessons).toEqual(KNOWLEDGE_LESSONS.slice(0, done).map((l) => l.id));
        const rewards = KNOWLEDGE_LESSONS.slice(0, done).reduce((sum, l) => sum + l.reward, 0);
        expect(state.player.totalCoins).toBe(rewards);
        // Nothing else of the farm moves (the achievements' progress aside, brought up to date by any action).
        const fresh = createFarm();
        const rest = (s: FarmState) => ({
          ...s,
          lessons: [],
          achievements: [],
          player: { ...s.player, totalCoins: 0 },
        });
        expect(rest(state)).toEqual(rest(fresh));
        expect(state.achievements.every((a) => !a.unlocked)).toBe(true);
      }),
    );
  });

  test('replayed by the server like any action: a forged lesson order is refused by index', () => {
    const saved = { state: createFarm(), savedAt: 0 };
    const result = replay(
      saved,
      [
        { at: 1000, action: { type: 'answerLesson', lessonId: 'subordination', choice: lesson(1).correct } },
        { at: 1000, action: { type: 'answerLesson', lessonId: 'totalLoss', choice: lesson(0).correct } },
        { at: 2000, action: { type: 'answerLesson', lessonId: 'subordination', choice: lesson(1).correct } },
      ],
      5000,
    );
    expect(result.rejected).toEqual([{ index: 0, reason: 'lessonLocked' }]);
    expect(result.state.lessons).toEqual(['totalLoss', 'subordination']);
  });

  test("a farm saved by engine version 1 reads with no lessons, one of version 2 with the test's lesson ids; an unknown version is not read", () => {
    const { lessons: _, ...old } = createFarm();
    expect(ENGINE_VERSION).toBe(3);
    expect(migrateFarm(old, 1)).toEqual(createFarm());
    const learned = ['totalLoss', 'subordination', 'illiquidity', 'noDepositGuarantee'];
    expect(migrateFarm({ ...createFarm(), lessons: learned }, 2)?.lessons).toEqual([
      'totalLoss',
      'subordination',
      'illiquidity',
      'depositGuarantee',
    ]);
    const current = createFarm();
    expect(migrateFarm(current, ENGINE_VERSION)).toBe(current);
    expect(migrateFarm(current, 99)).toBeNull();
  });
});
