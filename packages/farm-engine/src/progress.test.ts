import { describe, expect, test } from 'bun:test';
import { applyAction } from './actions';
import { QUEST_DURATION } from './constants';
import { createFarm } from './formulas';
import { achievement, farm, ok, play, quest } from './testFarm';
import { tick } from './time';

describe('quests', () => {
  test('count progress, complete at the target and pay their reward once', () => {
    const start = farm((s) => {
      s.player.energy = 100;
    });
    const before = play(start, { type: 'clickTree' }, 49);
    expect(quest(before, 'dailyTree')).toMatchObject({ progress: 49, completed: false });
    expect(applyAction(before, { type: 'claimQuest', questId: 'dailyTree' })).toMatchObject({
      ok: false,
      reason: 'questNotComplete',
    });
    const done = play(before, { type: 'clickTree' }, 2);
    expect(quest(done, 'dailyTree')).toMatchObject({ progress: 50, completed: true, claimed: false });

    const { state, events } = ok(applyAction(done, { type: 'claimQuest', questId: 'dailyTree' }));
    expect(events).toEqual([{ type: 'questClaimed', questId: 'dailyTree', reward: 250 }]);
    expect(state.player.totalCoins).toBe(done.player.totalCoins + 250);
    expect(quest(state, 'dailyTree').claimed).toBe(true);
    expect(applyAction(state, { type: 'claimQuest', questId: 'dailyTree' })).toMatchObject({
      ok: false,
      reason: 'alreadyClaimed',
    });
  });

  test('honey, egg, coin and upgrade quests follow their own counters', () => {
    const start = farm((s) => {
      s.player.totalCoins = 100;
      s.coop.eggs = 1;
    });
    let state = ok(applyAction(start, { type: 'clickHive' })).state;
    state = ok(applyAction(state, { type: 'clickCoop' })).state;
    state = ok(applyAction(state, { type: 'clickTree' })).state;
    state = ok(applyAction(state, { type: 'buyUpgrade', upgradeId: 'fertilizer' })).state;
    expect(quest(state, 'dailyHoney').progress).toBe(2);
    expect(quest(state, 'dailyEggs').progress).toBe(2);
    expect(quest(state, 'weeklyCoins').progress).toBe(7);
    expect(quest(state, 'weeklyUpgrades').progress).toBe(1);
  });

  test('an unknown quest is refused', () => {
    expect(applyAction(createFarm(), { type: 'claimQuest', questId: 'nope' })).toMatchObject({
      ok: false,
      reason: 'unknownId',
    });
  });

  test('timers count down per tick and start a new period at 0, claimable again', () => {
    const claimed = farm((s) => {
      for (const q of s.quests)
        if (q.id === 'dailyTree')
          Object.assign(q, { progress: 50, completed: true, claimed: true, timeLeft: 2 });
    });
    const once = tick(claimed);
    expect(quest(once, 'dailyTree')).toMatchObject({ timeLeft: 1, claimed: true });
    expect(quest(once, 'weeklyTree').timeLeft).toBe(QUEST_DURATION.weekly - 1);
    const renewed = tick(once);
    expect(quest(renewed, 'dailyTree')).toMatchObject({
      timeLeft: QUEST_DURATION.daily,
      progress: 0,
      completed: false,
      claimed: false,
    });
  });

  test('the daily streak grows when a daily period ends with a claim and resets when it ends without', () => {
    const ending = (claimed: boolean) =>
      farm((s) => {
        s.player.dailyStreak = 4;
        for (const q of s.quests)
          if (q.type === 'daily') Object.assign(q, { timeLeft: 1, claimed: claimed && q.id === 'dailyEggs' });
      });
    expect(tick(ending(true)).player.dailyStreak).toBe(5);
    expect(tick(ending(false)).player.dailyStreak).toBe(0);
    // No period ended: unchanged.
    const midPeriod = farm((s) => {
      s.player.dailyStreak = 4;
    });
    expect(tick(midPeriod).player.dailyStreak).toBe(4);
  });
});

describe('achievements', () => {
  test('track progress and unlock once at max progress, paying their reward', () => {
    const nine = play(createFarm(), { type: 'clickTree' }, 9);
    expect(achievement(nine, 'firstSprout')).toMatchObject({ progress: 9, maxProgress: 10, unlocked: false });
    const { state, events } = ok(applyAction(nine, { type: 'clickTree' }));
    expect(events).toContainEqual({ type: 'achievementUnlocked', achievementId: 'firstSprout' });
    expect(achievement(state, 'firstSprout')).toMatchObject({ progress: 10, unlocked: true });
    expect(state.player.achievements).toBe(1);
    // 10 clicks × 7 coins, plus the 50-coin reward.
    expect(state.player.totalCoins).toBe(70 + 50);
    const later = ok(applyAction(state, { type: 'clickTree' }));
    expect(later.events.some((e) => e.type === 'achievementUnlocked')).toBe(false);
    expect(later.state.player.achievements).toBe(1);
  });

  test('bee, chicken and tree-level achievements read their own counters, also during ticks', () => {
    const start = farm((s) => {
      s.beehive.honey = 99;
      s.beehive.autoProduction = 1;
      s.coop.collectedEggs = 49;
      s.coop.eggs = 1;
      Object.assign(s.tree, { level: 4, clicks: 9, clicksNeeded: 10 });
    });
    const ticked = tick(start);
    expect(achievement(ticked, 'honeyTaster').unlocked).toBe(true);
    const { state, events } = ok(applyAction(ticked, { type: 'clickCoop' }));
    expect(events).toContainEqual({ type: 'achievementUnlocked', achievementId: 'eggCollector' });
    const grown = ok(applyAction(state, { type: 'clickTree' }));
    expect(grown.events).toContainEqual({ type: 'achievementUnlocked', achievementId: 'growingStrong' });
    expect(achievement(grown.state, 'ancientWisdom')).toMatchObject({ progress: 5, unlocked: false });
    expect(grown.state.player.achievements).toBe(3);
  });
});
