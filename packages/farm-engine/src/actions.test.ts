import { describe, expect, test } from 'bun:test';
import { applyAction } from './actions';
import { createFarm, playerLevelFor } from './formulas';
import { farm, ok, play } from './testFarm';
import { advance, tick } from './time';
import type { FarmAction } from './types';

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
