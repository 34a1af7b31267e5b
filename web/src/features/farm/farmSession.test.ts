import { describe, expect, test } from 'bun:test';
import {
  applyAction,
  catchUp,
  createFarm,
  type FarmState,
  replay,
  type SavedFarm,
  type TimedAction,
  treeClickCoins,
} from '@wurzelwerk/farm-engine';
import { FARM_MAX_BATCH } from '@wurzelwerk/shared';
import {
  acknowledge,
  act,
  advanceSession,
  clockOffset,
  type FarmSession,
  releaseBatch,
  startSession,
  takeBatch,
} from './farmSession';

const T0 = 1_800_000_000_000;
const tree = { type: 'clickTree' } as const;

function withState(change: (state: FarmState) => void): FarmState {
  const state = createFarm();
  change(state);
  return state;
}

/** Plays the actions at the given times, as a user would. */
function play(session: FarmSession, times: number[], action: Parameters<typeof act>[1] = tree): FarmSession {
  return times.reduce((current, at) => act(current, action, at).session, session);
}

/** What the server saves for the batch and then shows at `now` (its load catches up the same way). */
function serverView(base: SavedFarm, batch: TimedAction[], now: number): SavedFarm {
  const { state, savedAt } = replay(base, batch, now);
  return catchUp({ state, savedAt }, now);
}

describe('act', () => {
  test('plays at once and queues the action with its time', () => {
    const base = { state: createFarm(), savedAt: T0 };
    const { session, result } = act(startSession(base, T0), tree, T0 + 300);
    expect(result.ok).toBe(true);
    expect(session.tip.state.player.totalCoins).toBe(treeClickCoins(base.state.tree));
    expect(session.queue).toEqual([{ action: tree, at: T0 + 300 }]);
    expect(base.state.player.totalCoins).toBe(0);
  });

  test('a refused action (too little energy) is not queued and reports its reason', () => {
    const base = { state: withState((s) => (s.player.energy = 0)), savedAt: T0 };
    const { session, result } = act(startSession(base, T0), tree, T0 + 10);
    expect(result).toMatchObject({ ok: false, reason: 'energy' });
    expect(session.queue).toEqual([]);
  });

  test('times never go backwards, even when the clock does', () => {
    const session = play(startSession({ state: createFarm(), savedAt: T0 }, T0), [T0 + 5_000, T0 + 4_000]);
    expect(session.queue.map((entry) => entry.at)).toEqual([T0 + 5_000, T0 + 5_000]);
  });

  test('the local game equals what the server computes from the same actions, tick for tick', () => {
    const base = { state: withState((s) => (s.player.energy = 3)), savedAt: T0 };
    // Energy runs out after three clicks and regenerates one per whole second.
    let session = play(startSession(base, T0), [
      T0 + 100,
      T0 + 200,
      T0 + 300,
      T0 + 400,
      T0 + 1_150,
      T0 + 2_999,
    ]);
    expect(session.queue).toHaveLength(5);
    session = advanceSession(session, T0 + 7_500);
    const server = serverView(base, session.queue, T0 + 7_500);
    expect(session.tip).toEqual(server);
  });
});

describe('batches', () => {
  test('one batch at a time, at most FARM_MAX_BATCH actions; a failed one goes out again', () => {
    const base = { state: withState((s) => (s.player.energy = 1_000)), savedAt: T0 };
    const times = Array.from({ length: FARM_MAX_BATCH + 3 }, (_, i) => T0 + i);
    const session = play(startSession(base, T0), times);
    const first = takeBatch(session);
    expect(first?.batch).toHaveLength(FARM_MAX_BATCH);
    expect(first && takeBatch(first.session)).toBeNull();
    const retried = first && takeBatch(releaseBatch(first.session));
    expect(retried?.batch).toEqual(first?.batch);
  });

  test('nothing to send without actions', () => {
    expect(takeBatch(startSession({ state: createFarm(), savedAt: T0 }, T0))).toBeNull();
  });
});

describe('acknowledge', () => {
  test("the server's answer becomes the base and actions played meanwhile are played again on top", () => {
    const base = { state: createFarm(), savedAt: T0 };
    let session = play(startSession(base, T0), [T0 + 100, T0 + 1_200]);
    const taken = takeBatch(session);
    if (!taken) throw new Error('expected a batch');
    session = play(taken.session, [T0 + 2_500, T0 + 3_100]);

    const answer = replay(base, taken.batch, T0 + 2_600);
    session = acknowledge(session, answer, T0 + 3_500);

    expect(session.base).toBe(answer);
    expect(session.inFlight).toBe(0);
    expect(session.queue.map((entry) => entry.at)).toEqual([T0 + 2_500, T0 + 3_100]);
    // The same as if the server had seen all four clicks.
    const all = [...taken.batch, ...session.queue];
    expect(session.tip).toEqual(serverView(base, all, T0 + 3_500));
    expect(session.tip.state.stats.treeClicks).toBe(4);
  });

  test('the server is authoritative: what it refused is gone, and later actions that now fail are dropped', () => {
    const rich = withState((s) => (s.player.totalCoins = 60));
    const base = { state: rich, savedAt: T0 };
    let session = play(startSession(base, T0), [T0 + 100]);
    const taken = takeBatch(session);
    if (!taken) throw new Error('expected a batch');
    session = play(taken.session, [T0 + 200], { type: 'buyUpgrade', upgradeId: 'fertilizer' });
    expect(session.tip.state.upgrades.find((u) => u.id === 'fertilizer')?.level).toBe(1);

    // Meanwhile the server saw no coins (another device spent them): the upgrade cannot be bought.
    const poor = { state: createFarm(), savedAt: T0 + 100 };
    session = acknowledge(session, poor, T0 + 300);
    expect(session.queue).toEqual([]);
    expect(session.tip.state.upgrades.find((u) => u.id === 'fertilizer')?.level).toBe(0);
    expect(session.tip.state.player.totalCoins).toBe(0);
  });

  test('actions older than the answer move up to its savedAt, so the server accepts them', () => {
    const base = { state: createFarm(), savedAt: T0 };
    let session = play(startSession(base, T0), [T0 + 100, T0 + 200]);
    const taken = takeBatch(session);
    if (!taken) throw new Error('expected a batch');
    session = play(taken.session, [T0 + 300]);
    const later = { state: createFarm(), savedAt: T0 + 5_000 };
    session = acknowledge(session, later, T0 + 5_000);
    expect(session.queue).toEqual([{ action: tree, at: T0 + 5_000 }]);
    expect(replay(later, session.queue, T0 + 5_000).accepted).toBe(1);
  });
});

test('clockOffset: the server clock from the first answer', () => {
  expect(clockOffset(T0, T0 - 60_000)).toBe(60_000);
  expect(T0 - 60_000 + clockOffset(T0, T0 - 60_000)).toBe(T0);
});

test('applyAction and act agree on the events of a click', () => {
  const state = createFarm();
  const direct = applyAction(state, tree);
  const viaSession = act(startSession({ state, savedAt: T0 }, T0), tree, T0).result;
  expect(viaSession).toEqual(direct);
});
