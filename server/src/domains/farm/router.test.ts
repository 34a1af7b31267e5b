/** The farm procedures through createCaller: saved progress, replay of batches, time away, ownership, locking. */
import { describe, expect, test } from 'bun:test';
import {
  createFarm,
  ENGINE_VERSION,
  type FarmAction,
  type FarmState,
  KNOWLEDGE_LESSONS,
  MAX_OFFLINE_SECONDS,
} from '@wurzelwerk/farm-engine';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { codeOf, signedInCaller, signedUpCaller } from '../../../test/domains';
import { callerFor, testApp } from '../../../test/harness';
import { farmStates } from '../../db/schema';

const t = testApp({ seed: true });

const clicks = (count: number, at: number, action: FarmAction = { type: 'clickTree' }) =>
  Array.from({ length: count }, () => ({ action, at }));

/** A new user whose farm exists, and a fresh farm state that grows by itself, to store as if saved earlier. */
async function growingFarm() {
  const { caller, user } = await signedUpCaller(t.app);
  await caller.farm.get();
  const state = createFarm();
  state.tree.autoGrowth = 1;
  return { caller, userId: user.id, state };
}

/** Puts a farm into the database as if it had been saved at `savedAt`. */
async function storeFarm(userId: string, state: FarmState, savedAt: Date) {
  await t.database.db.update(farmStates).set({ state, savedAt }).where(eq(farmStates.userId, userId));
}

describe('farm.get', () => {
  test('creates a new player’s farm on first load and keeps it', async () => {
    const { caller } = await signedUpCaller(t.app);
    const first = await caller.farm.get();
    expect(first.state).toEqual(createFarm());
    expect(first.savedAt).toBeInstanceOf(Date);
    expect(Math.abs(first.savedAt.getTime() - Date.now())).toBeLessThan(5000);
    expect(first.plots).toEqual([]);
    const again = await caller.farm.get();
    expect(again.state.tree).toEqual(first.state.tree);
  });

  test('applies the time away: whole seconds of ticks, at most 8 hours', async () => {
    const { caller, userId, state } = await growingFarm();
    state.player.energy = 0;

    await storeFarm(userId, state, new Date(Date.now() - 30_500));
    const shortly = await caller.farm.get();
    // 30 whole seconds (31 if a second turns over during the call); the half second stays for next time.
    expect(shortly.state.player.energy).toBeGreaterThanOrEqual(30);
    expect(shortly.state.player.energy).toBeLessThanOrEqual(31);
    expect(shortly.state.player.totalCoins).toBe(shortly.state.player.energy);

    await storeFarm(userId, state, new Date(Date.now() - 10 * 3600 * 1000));
    const later = await caller.farm.get();
    expect(later.state.player.totalCoins).toBe(MAX_OFFLINE_SECONDS);
    expect(later.state.player.energy).toBe(100);
    expect(Date.now() - later.savedAt.getTime()).toBeLessThan(2000);
  });

  test('the demo account’s farm is seeded two clicks before a level-up, its investments are plots', async () => {
    const { caller } = await signedInCaller(t.app, DEMO_ACCOUNT);
    const farm = await caller.farm.get();
    expect(farm.state.tree).toMatchObject({ level: 3, clicks: 20, clicksNeeded: 22 });
    expect(farm.state.player.energy).toBeGreaterThanOrEqual(2);
    const investments = await caller.investments.list();
    const active = investments.filter((i) => i.status === 'paid');
    expect(active.length).toBeGreaterThan(0);
    expect(farm.plots.map((p) => p.investmentId).sort()).toEqual(active.map((i) => i.id).sort());
    for (const plot of farm.plots) {
      const investment = active.find((i) => i.id === plot.investmentId);
      expect(plot.assetName).toBe(investment?.assetType.name ?? '');
      expect(plot.category).toBe(investment?.assetType.category ?? 'trees');
    }
  });
});

describe('farm.sync', () => {
  test('one batch credits at most 8 hours of time away, however its actions are spaced', async () => {
    const { caller, userId, state } = await growingFarm();
    const eightHours = MAX_OFFLINE_SECONDS * 1000;
    const savedAt = Date.now() - 9 * eightHours - 60_000;
    await storeFarm(userId, state, new Date(savedAt));
    const noOp: FarmAction = { type: 'claimQuest', questId: 'nope' };
    const actions = Array.from({ length: 9 }, (_, i) => ({
      action: noOp,
      at: savedAt + (i + 1) * eightHours,
    }));
    const result = await caller.farm.sync({ actions });
    expect(result.accepted).toBe(0);
    expect(result.state.player.totalCoins).toBe(MAX_OFFLINE_SECONDS);
  });

  test('replays a batch and keeps the engine’s result', async () => {
    const { caller } = await signedUpCaller(t.app);
    const { savedAt } = await caller.farm.get();
    const at = savedAt.getTime();
    const result = await caller.farm.sync({
      actions: [...clicks(10, at), { action: { type: 'buyUpgrade', upgradeId: 'fertilizer' }, at }],
    });
    expect(result.accepted).toBe(11);
    expect(result.rejected).toEqual([]);
    expect(result.state.tree).toMatchObject({ level: 2, clicks: 0 });
    // 10 clicks × 7 coins + 50 for the first-sprout achievement − 50 for the upgrade.
    expect(result.state.player.totalCoins).toBe(70);
    const reloaded = await caller.farm.get();
    expect(reloaded.state.tree.level).toBe(2);
    expect(reloaded.state.upgrades.find((u) => u.id === 'fertilizer')?.level).toBe(1);
  });

  test('1000 tree clicks within one second from 85 energy: only 85 are kept', async () => {
    const { caller } = await signedUpCaller(t.app);
    const { savedAt } = await caller.farm.get();
    const at = savedAt.getTime();
    const first = await caller.farm.sync({ actions: clicks(500, at) });
    const second = await caller.farm.sync({ actions: clicks(500, at + 900) });
    expect(first.accepted + second.accepted).toBe(85);
    expect(second.rejected).toHaveLength(500);
    expect(second.rejected.every((r) => r.reason === 'energy')).toBe(true);
    expect(second.state.stats.treeClicks).toBe(85);
    expect(second.state.player.energy).toBe(0);
  });

  test('refuses actions in the future and before the saved moment', async () => {
    const { caller } = await signedUpCaller(t.app);
    const { savedAt } = await caller.farm.get();
    const result = await caller.farm.sync({
      actions: [
        { action: { type: 'clickTree' }, at: savedAt.getTime() - 60_000 },
        { action: { type: 'clickTree' }, at: Date.now() + 60_000 },
      ],
    });
    expect(result.accepted).toBe(0);
    expect(result.rejected).toEqual([
      { index: 0, reason: 'beforeSave' },
      { index: 1, reason: 'future' },
    ]);
    expect(result.state.stats.treeClicks).toBe(0);
  });

  test('another user’s farm is unreachable: each sees and changes only their own', async () => {
    const anna = await signedUpCaller(t.app);
    const ben = await signedUpCaller(t.app);
    const { savedAt } = await anna.caller.farm.get();
    await anna.caller.farm.sync({ actions: clicks(5, savedAt.getTime()) });
    const bens = await ben.caller.farm.get();
    expect(bens.state.stats.treeClicks).toBe(0);
    await ben.caller.farm.sync({ actions: clicks(3, bens.savedAt.getTime()) });
    expect((await anna.caller.farm.get()).state.stats.treeClicks).toBe(5);
    expect((await ben.caller.farm.get()).state.stats.treeClicks).toBe(3);
  });

  test('parallel syncs of one user lose no actions', async () => {
    const { caller } = await signedUpCaller(t.app);
    const { savedAt } = await caller.farm.get();
    const at = savedAt.getTime();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        caller.farm.sync({ actions: clicks(4, at + i * 10, { type: i % 2 ? 'clickTree' : 'clickHive' }) }),
      ),
    );
    expect(results.reduce((n, r) => n + r.accepted, 0)).toBe(24);
    const { state } = await caller.farm.get();
    expect(state.stats.treeClicks).toBe(12);
    expect(state.stats.hiveClicks).toBe(12);
    expect(state.player.energy).toBeGreaterThanOrEqual(85 - 12 - 24);
  });

  test('signed out: UNAUTHORIZED; invalid input: BAD_REQUEST', async () => {
    const { caller } = await callerFor(t.app);
    expect(await codeOf(caller.farm.get())).toBe('UNAUTHORIZED');
    expect(await codeOf(caller.farm.sync({ actions: clicks(1, Date.now()) }))).toBe('UNAUTHORIZED');
    const player = await signedUpCaller(t.app);
    expect(await codeOf(player.caller.farm.sync({ actions: [] }))).toBe('BAD_REQUEST');
  });
});

describe('the knowledge quest (issue 35)', () => {
  test('a farm saved by engine version 1 loads with no lessons and is saved in the current version with its first answer', async () => {
    const { caller, userId } = await growingFarm();
    const { lessons: _, ...old } = createFarm();
    await t.database.db
      .update(farmStates)
      .set({ state: old, engineVersion: 1, savedAt: new Date(Date.now() - 1000) })
      .where(eq(farmStates.userId, userId));
    const loaded = await caller.farm.get();
    expect(loaded.state.lessons).toEqual([]);

    const [first] = KNOWLEDGE_LESSONS;
    if (!first) throw new Error('no lesson');
    const wrong = (first.correct + 1) % first.choices;
    const at = loaded.savedAt.getTime();
    const result = await caller.farm.sync({
      actions: [
        { action: { type: 'answerLesson', lessonId: first.id, choice: wrong }, at },
        { action: { type: 'answerLesson', lessonId: 'diversification', choice: 1 }, at },
        { action: { type: 'answerLesson', lessonId: first.id, choice: first.correct }, at },
      ],
    });
    expect(result.rejected).toEqual([{ index: 1, reason: 'lessonLocked' }]);
    expect(result.state.lessons).toEqual([first.id]);
    expect(result.state.player.totalCoins).toBe(loaded.state.player.totalCoins + first.reward);
    const [row] = await t.database.db.select().from(farmStates).where(eq(farmStates.userId, userId));
    expect(row?.engineVersion).toBe(ENGINE_VERSION);
  });
});
