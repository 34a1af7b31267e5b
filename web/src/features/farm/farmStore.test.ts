import { describe, expect, test } from 'bun:test';
import {
  createFarm,
  replay,
  type SavedFarm,
  type TimedAction,
  treeClickCoins,
} from '@wurzelwerk/farm-engine';
import type { FarmPlot } from '@wurzelwerk/shared';
import { type FarmAnswer, FarmStore } from './farmStore';

const T0 = 1_800_000_000_000;
const tree = { type: 'clickTree' } as const;
const plots: FarmPlot[] = [{ investmentId: 'a1', assetName: 'Eiche', category: 'trees' }];

/** A server that replays batches through the engine, as the real one does; answers wait until released. */
function fakeServer(start: SavedFarm, clock: { now: number }) {
  let saved = start;
  const calls: { batch: TimedAction[]; keepalive: boolean; release: (ok: boolean) => void }[] = [];
  const send = (batch: TimedAction[], keepalive: boolean) =>
    new Promise<FarmAnswer>((resolve, reject) => {
      calls.push({
        batch,
        keepalive,
        release: (ok) => {
          if (!ok) return reject(new Error('503: offline'));
          const { state, savedAt } = replay(saved, batch, clock.now);
          saved = { state, savedAt };
          resolve({ ...saved, plots });
        },
      });
    });
  return { send, calls, saved: () => saved };
}

/** Lets the store's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const clock = { now: T0 };
  const start = { state: createFarm(), savedAt: T0 };
  const server = fakeServer(start, clock);
  const errors: unknown[] = [];
  const store = new FarmStore(
    { ...start, plots: [] },
    server.send,
    () => clock.now,
    (error) => errors.push(error),
  );
  return { clock, server, store, errors };
}

describe('FarmStore', () => {
  test('plays at once, sends the queue, and takes the server answer with the plots', async () => {
    const { clock, server, store } = setup();
    let notified = 0;
    store.subscribe(() => notified++);
    clock.now += 200;
    expect(store.act(tree).ok).toBe(true);
    expect(store.getSnapshot().state.player.totalCoins).toBe(treeClickCoins(createFarm().tree));
    expect(store.getSnapshot().unsent).toBe(1);
    expect(notified).toBe(1);

    const flushed = store.flush();
    server.calls[0]?.release(true);
    await flushed;
    expect(server.calls[0]?.batch).toEqual([{ action: tree, at: T0 + 200 }]);
    expect(server.calls[0]?.keepalive).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ unsent: 0, plots, syncFailed: false });
    expect(store.getSnapshot().state).toEqual(server.saved().state);
  });

  test('clicks made while a batch is in flight survive its answer and go out with the next batch', async () => {
    const { clock, server, store } = setup();
    clock.now += 100;
    store.act(tree);
    const flushed = store.flush();
    clock.now += 1_500;
    store.act(tree);
    store.act(tree);
    server.calls[0]?.release(true);
    await flushed;
    expect(store.getSnapshot().unsent).toBe(2);
    expect(store.getSnapshot().state.stats.treeClicks).toBe(3);

    const second = store.flush();
    server.calls[1]?.release(true);
    await second;
    expect(server.saved().state.stats.treeClicks).toBe(3);
    expect(store.getSnapshot().state).toEqual(server.saved().state);
  });

  test('a failed send keeps the actions and says so; the next try sends them', async () => {
    const { clock, server, store, errors } = setup();
    clock.now += 100;
    store.act(tree);
    const failed = store.flush();
    server.calls[0]?.release(false);
    await failed;
    expect(store.getSnapshot()).toMatchObject({ unsent: 1, syncFailed: true });
    expect(errors).toHaveLength(1);
    expect(store.getSnapshot().state.stats.treeClicks).toBe(1);

    const retry = store.flush();
    server.calls[1]?.release(true);
    await retry;
    expect(server.calls[1]?.batch).toEqual(server.calls[0]?.batch);
    expect(store.getSnapshot()).toMatchObject({ unsent: 0, syncFailed: false });
  });

  test('a keepalive flush asked for while a batch is in flight follows right after its answer', async () => {
    const { clock, server, store } = setup();
    clock.now += 100;
    store.act(tree);
    const first = store.flush();
    store.act(tree);
    await store.flush(true);
    expect(server.calls).toHaveLength(1);
    server.calls[0]?.release(true);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.keepalive).toBe(true);
    server.calls[1]?.release(true);
    await first;
    expect(store.getSnapshot().unsent).toBe(0);
    expect(server.saved().state.stats.treeClicks).toBe(2);
  });

  test('ticks let time pass: energy regenerates one per second', () => {
    const { clock, store } = setup();
    const before = store.getSnapshot().state.player.energy;
    clock.now += 3_400;
    store.tick();
    expect(store.getSnapshot().state.player.energy).toBe(before + 3);
  });
});
