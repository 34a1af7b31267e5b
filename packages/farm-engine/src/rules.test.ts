import { describe, expect, test } from 'bun:test';
import { ENERGY_COST, MAX_OFFLINE_SECONDS, QUEST_DURATION } from './constants';
import { advance, applyAction, createFarm, growthStage, playerLevelFor, tick } from './rules';
import type { ActionResult, FarmAction, FarmEvent, FarmState, UpgradeStat } from './types';

/** A fresh farm changed by `edit` (tests set up situations directly instead of playing to them). */
function farm(edit: (state: FarmState) => void = () => {}): FarmState {
  const state = createFarm();
  edit(state);
  return state;
}

function ok(result: ActionResult): { state: FarmState; events: FarmEvent[] } {
  if (!result.ok) throw new Error(`expected success, got ${result.reason}`);
  return result;
}

function play(state: FarmState, action: FarmAction, times: number): FarmState {
  let current = state;
  for (let i = 0; i < times; i++) current = ok(applyAction(current, action)).state;
  return current;
}

const upgrade = (state: FarmState, id: string) => {
  const found = state.upgrades.find((u) => u.id === id);
  if (!found) throw new Error(`no upgrade ${id}`);
  return found;
};
const quest = (state: FarmState, id: string) => {
  const found = state.quests.find((q) => q.id === id);
  if (!found) throw new Error(`no quest ${id}`);
  return found;
};
const achievement = (state: FarmState, id: string) => {
  const found = state.achievements.find((a) => a.id === id);
  if (!found) throw new Error(`no achievement ${id}`);
  return found;
};

describe('createFarm', () => {
  test('starts with 85 of 100 energy and a first level-up reachable with it', () => {
    const state = createFarm();
    expect(state.player.energy).toBe(85);
    expect(state.player.maxEnergy).toBe(100);
    expect(state.tree).toMatchObject({ level: 1, clicks: 0, clicksNeeded: 10, multiplier: 1, maxLevel: 50 });
    expect(state.tree.clicksNeeded * ENERGY_COST.tree).toBeLessThanOrEqual(state.player.energy);
  });

  test('upgrades have max levels 5–25, quests rewards 220–5000 and the spec’s durations', () => {
    const state = createFarm();
    for (const u of state.upgrades) {
      expect(u.maxLevel).toBeGreaterThanOrEqual(5);
      expect(u.maxLevel).toBeLessThanOrEqual(25);
      expect(u.level).toBe(0);
    }
    for (const q of state.quests) {
      expect(q.reward).toBeGreaterThanOrEqual(220);
      expect(q.reward).toBeLessThanOrEqual(5000);
      expect(q.timeLeft).toBe(q.type === 'daily' ? 18_000 : 518_400);
    }
  });

  test('offers the advertised daily challenges: tree 50 clicks, 30 honey, 10 eggs', () => {
    const daily = createFarm()
      .quests.filter((q) => q.type === 'daily')
      .map((q) => [q.goal, q.target]);
    expect(daily).toEqual([
      ['treeClicks', 50],
      ['honey', 30],
      ['eggs', 10],
    ]);
  });

  test('is plain JSON and returns a new object each time', () => {
    const state = createFarm();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    upgrade(createFarm(), 'fertilizer').level = 3;
    expect(upgrade(createFarm(), 'fertilizer').level).toBe(0);
  });
});

describe('tree click', () => {
  test('pays floor(multiplier × (5 + level × 2)) coins and floor(level × 1.5) experience for 1 energy', () => {
    const { state, events } = ok(applyAction(createFarm(), { type: 'clickTree' }));
    expect(events).toEqual([
      { type: 'coins', amount: 7 },
      { type: 'experience', amount: 1 },
    ]);
    expect(state.player).toMatchObject({ totalCoins: 7, totalExperience: 1, energy: 84 });
    expect(state.tree).toMatchObject({ coins: 7, experience: 1, clicks: 1 });
  });

  test('rounds down: level 3 with multiplier 1.4 gives floor(15.4) coins and floor(4.5) experience', () => {
    const start = farm((s) => Object.assign(s.tree, { level: 3, multiplier: 1.4, clicksNeeded: 100 }));
    const { events } = ok(applyAction(start, { type: 'clickTree' }));
    expect(events).toEqual([
      { type: 'coins', amount: 15 },
      { type: 'experience', amount: 4 },
    ]);
  });

  test('needs 1 energy: blocked at 0, allowed at exactly 1', () => {
    const empty = farm((s) => {
      s.player.energy = 0;
    });
    const refused = applyAction(empty, { type: 'clickTree' });
    expect(refused).toEqual({ ok: false, state: empty, reason: 'energy' });
    const one = farm((s) => {
      s.player.energy = 1;
    });
    expect(ok(applyAction(one, { type: 'clickTree' })).state.player.energy).toBe(0);
  });

  test('levels up when clicks reach clicksNeeded: clicks reset, ×1.5 needed, height +0.3, multiplier +0.2', () => {
    const before = play(createFarm(), { type: 'clickTree' }, 9);
    expect(before.tree).toMatchObject({ level: 1, clicks: 9 });
    const { state, events } = ok(applyAction(before, { type: 'clickTree' }));
    expect(events).toContainEqual({ type: 'levelUp', level: 2 });
    expect(state.tree).toMatchObject({ level: 2, clicks: 0, clicksNeeded: 15, height: 0.8, multiplier: 1.2 });
    // The click that levels up still pays at the old level.
    expect(events).toContainEqual({ type: 'coins', amount: 7 });

    const third = play(state, { type: 'clickTree' }, 15);
    // 15 × 1.5 = 22.5 → 22 whole clicks; decimals stay exact (1.4, not 1.4000000000000001).
    expect(third.tree).toMatchObject({ level: 3, clicks: 0, clicksNeeded: 22, height: 1.1, multiplier: 1.4 });
  });

  test('stops growing at the max level and keeps the growth bar full', () => {
    const top = farm((s) => Object.assign(s.tree, { level: 50, clicks: 9, clicksNeeded: 10 }));
    const { state, events } = ok(applyAction(top, { type: 'clickTree' }));
    expect(events.some((e) => e.type === 'levelUp')).toBe(false);
    expect(state.tree).toMatchObject({ level: 50, clicks: 10, clicksNeeded: 10 });
    expect(ok(applyAction(state, { type: 'clickTree' })).state.tree.clicks).toBe(10);
  });

  test('the player level follows total experience', () => {
    expect([0, 24, 25, 99, 100, 225].map(playerLevelFor)).toEqual([1, 1, 2, 2, 3, 4]);
    const start = farm((s) => {
      s.player.totalExperience = 24;
    });
    expect(ok(applyAction(start, { type: 'clickTree' })).state.player.level).toBe(2);
  });
});

describe('beehive and coop clicks', () => {
  test('a hive click gives floor(productivity × honeyMultiplier) honey for 2 energy', () => {
    const start = farm((s) => Object.assign(s.beehive, { productivity: 3, honeyMultiplier: 1.5 }));
    const { state, events } = ok(applyAction(start, { type: 'clickHive' }));
    expect(events).toEqual([{ type: 'honey', amount: 4 }]);
    expect(state.beehive.honey).toBe(4);
    expect(state.player.energy).toBe(83);
  });

  test('a hive click is blocked below 2 energy', () => {
    const low = farm((s) => {
      s.player.energy = 1;
    });
    expect(applyAction(low, { type: 'clickHive' })).toMatchObject({ ok: false, reason: 'energy' });
    const two = farm((s) => {
      s.player.energy = 2;
    });
    expect(ok(applyAction(two, { type: 'clickHive' })).state.player.energy).toBe(0);
  });

  test('a coop click collects a waiting egg worth floor(eggMultiplier × (2 + goldenChickens)) for 1 energy', () => {
    const start = farm((s) => Object.assign(s.coop, { eggs: 2, eggMultiplier: 1.5, goldenChickens: 1 }));
    const { state, events } = ok(applyAction(start, { type: 'clickCoop' }));
    expect(events).toEqual([{ type: 'eggs', amount: 4 }]);
    expect(state.coop).toMatchObject({ eggs: 1, collectedEggs: 4 });
    expect(state.player.energy).toBe(84);
  });

  test('a coop click needs a waiting egg and 1 energy', () => {
    expect(applyAction(createFarm(), { type: 'clickCoop' })).toMatchObject({
      ok: false,
      reason: 'nothingToCollect',
    });
    const tired = farm((s) => {
      s.coop.eggs = 3;
      s.player.energy = 0;
    });
    expect(applyAction(tired, { type: 'clickCoop' })).toMatchObject({ ok: false, reason: 'energy' });
  });
});

describe('upgrades', () => {
  const rich = () =>
    farm((s) => {
      s.player.totalCoins = 1_000_000;
    });

  test('a purchase costs its price, raises the level by 1 and the price ×1.5 (rounded down)', () => {
    const { state, events } = ok(applyAction(rich(), { type: 'buyUpgrade', upgradeId: 'fertilizer' }));
    expect(events).toEqual([{ type: 'upgraded', upgradeId: 'fertilizer', level: 1 }]);
    expect(state.player.totalCoins).toBe(1_000_000 - 50);
    expect(upgrade(state, 'fertilizer')).toMatchObject({ level: 1, cost: 75 });
    const again = ok(applyAction(state, { type: 'buyUpgrade', upgradeId: 'fertilizer' })).state;
    expect(upgrade(again, 'fertilizer')).toMatchObject({ level: 2, cost: 112 });
    expect(again.player.totalCoins).toBe(1_000_000 - 50 - 75);
  });

  test('is blocked when coins are below the cost, allowed at exactly the cost', () => {
    const poor = farm((s) => {
      s.player.totalCoins = 49;
    });
    expect(applyAction(poor, { type: 'buyUpgrade', upgradeId: 'fertilizer' })).toEqual({
      ok: false,
      state: poor,
      reason: 'coins',
    });
    const exact = farm((s) => {
      s.player.totalCoins = 50;
    });
    expect(
      ok(applyAction(exact, { type: 'buyUpgrade', upgradeId: 'fertilizer' })).state.player.totalCoins,
    ).toBe(0);
  });

  test('is blocked at the max level, and every upgrade reaches it', () => {
    let state = rich();
    state.player.totalCoins = 1e12;
    for (const u of createFarm().upgrades) {
      state = play(state, { type: 'buyUpgrade', upgradeId: u.id }, u.maxLevel);
      expect(applyAction(state, { type: 'buyUpgrade', upgradeId: u.id })).toMatchObject({
        ok: false,
        reason: 'maxLevel',
      });
    }
    expect(state.stats.upgradesBought).toBe(createFarm().upgrades.reduce((n, u) => n + u.maxLevel, 0));
  });

  test('an unknown upgrade is refused', () => {
    expect(applyAction(rich(), { type: 'buyUpgrade', upgradeId: 'goldMine' })).toMatchObject({
      ok: false,
      reason: 'unknownId',
    });
  });

  const effects: [string, UpgradeStat, (s: FarmState) => number, number][] = [
    ['fertilizer', 'treeMultiplier', (s) => s.tree.multiplier, 1.1],
    ['irrigation', 'autoGrowth', (s) => s.tree.autoGrowth, 1],
    ['flowerMeadow', 'honeyMultiplier', (s) => s.beehive.honeyMultiplier, 1.5],
    ['hiveBoxes', 'autoProduction', (s) => s.beehive.autoProduction, 1],
    ['queenBee', 'productivity', (s) => s.beehive.productivity, 3],
    ['organicFeed', 'eggMultiplier', (s) => s.coop.eggMultiplier, 1.5],
    ['coopExtension', 'chickens', (s) => s.coop.chickens, 4],
    ['nestBoxes', 'spawnRate', (s) => s.coop.spawnRate, 28],
    ['goldenChicken', 'goldenChickens', (s) => s.coop.goldenChickens, 1],
    ['solarPanels', 'autoGrowth', (s) => s.tree.autoGrowth, 2],
  ];
  test.each(effects)('%s changes %s', (id, stat, read, expected) => {
    expect(upgrade(createFarm(), id).effect.stat).toBe(stat);
    const { state } = ok(applyAction(rich(), { type: 'buyUpgrade', upgradeId: id }));
    expect(read(state)).toBe(expected);
  });

  test('bee and chicken upgrades raise their building’s level; a queen bee adds a queen', () => {
    let state = play(rich(), { type: 'buyUpgrade', upgradeId: 'queenBee' }, 2);
    expect(state.beehive).toMatchObject({ level: 3, queenBees: 3 });
    state = ok(applyAction(state, { type: 'buyUpgrade', upgradeId: 'organicFeed' })).state;
    expect(state.coop.level).toBe(2);
    expect(state.beehive.level).toBe(3);
  });

  test('faster laying never lets the current timer exceed the new interval', () => {
    const start = farm((s) => {
      s.player.totalCoins = 1e9;
      s.coop.eggSpawnTimer = 30;
    });
    const state = play(start, { type: 'buyUpgrade', upgradeId: 'nestBoxes' }, 10);
    expect(state.coop.spawnRate).toBe(10);
    expect(state.coop.eggSpawnTimer).toBe(10);
  });
});

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

describe('tick and advance', () => {
  test('a tick adds 1 energy up to 100', () => {
    expect(tick(createFarm()).player.energy).toBe(86);
    const full = farm((s) => {
      s.player.energy = 100;
    });
    expect(tick(full).player.energy).toBe(100);
    expect(advance(createFarm(), 15).player.energy).toBe(100);
    expect(advance(createFarm(), 14).player.energy).toBe(99);
  });

  test('a tick pays the automatic coins and honey', () => {
    const start = farm((s) => {
      s.tree.autoGrowth = 3;
      s.beehive.autoProduction = 2;
    });
    const state = tick(start);
    expect(state.player.totalCoins).toBe(3);
    expect(state.tree.coins).toBe(3);
    expect(state.beehive.honey).toBe(2);
    expect(quest(state, 'dailyHoney').progress).toBe(2);
  });

  test('chickens lay when the spawn timer reaches 0, then the timer restarts', () => {
    const start = farm((s) => {
      s.coop.eggSpawnTimer = 2;
    });
    const one = tick(start);
    expect(one.coop).toMatchObject({ eggSpawnTimer: 1, eggs: 0 });
    const two = tick(one);
    expect(two.coop).toMatchObject({ eggSpawnTimer: 30, eggs: 3 });
    expect(advance(two, 30).coop.eggs).toBe(6);
  });

  test('advance is the same as that many ticks', () => {
    const start = farm((s) => {
      s.player.energy = 3;
      s.tree.autoGrowth = 1;
      s.beehive.autoProduction = 1;
    });
    let ticked = start;
    for (let i = 0; i < 95; i++) ticked = tick(ticked);
    expect(advance(start, 95)).toEqual(ticked);
  });

  test('advance takes whole seconds, ignores negatives and is capped at 8 hours', () => {
    const start = farm((s) => {
      s.tree.autoGrowth = 1;
    });
    expect(advance(start, 2.9)).toEqual(advance(start, 2));
    expect(advance(start, -5)).toEqual(start);
    expect(advance(start, Number.NaN)).toEqual(start);
    const capped = advance(start, MAX_OFFLINE_SECONDS + 3600);
    expect(capped).toEqual(advance(start, MAX_OFFLINE_SECONDS));
    expect(capped.player.totalCoins).toBe(MAX_OFFLINE_SECONDS);
  });

  test('a daily quest renews every 18 000 s, a weekly one after 518 400 s', () => {
    const state = advance(createFarm(), 18_000 + 10);
    expect(quest(state, 'dailyTree').timeLeft).toBe(18_000 - 10);
    expect(quest(state, 'weeklyTree').timeLeft).toBe(518_400 - 18_010);
  });
});

describe('growthStage', () => {
  test.each([
    [1, 'sapling'],
    [4, 'sapling'],
    [5, 'youngTree'],
    [14, 'youngTree'],
    [15, 'adultTree'],
    [29, 'adultTree'],
    [30, 'ancientTree'],
    [50, 'ancientTree'],
  ] as const)('level %i is %s', (level, stage) => {
    expect(growthStage({ level })).toBe(stage);
  });
});

describe('purity', () => {
  test('actions, tick and advance never change their input', () => {
    const start = farm((s) => {
      s.player.totalCoins = 10_000;
      s.coop.eggs = 2;
    });
    const snapshot = structuredClone(start);
    const actions: FarmAction[] = [
      { type: 'clickTree' },
      { type: 'clickHive' },
      { type: 'clickCoop' },
      { type: 'buyUpgrade', upgradeId: 'irrigation' },
      { type: 'claimQuest', questId: 'dailyTree' },
    ];
    for (const action of actions) applyAction(start, action);
    tick(start);
    advance(start, 100);
    expect(start).toEqual(snapshot);
  });
});
