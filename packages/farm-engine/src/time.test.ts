import { describe, expect, test } from 'bun:test';
import { MAX_OFFLINE_SECONDS } from './constants';
import { createFarm } from './formulas';
import { farm, quest } from './testFarm';
import { advance, tick } from './time';

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
