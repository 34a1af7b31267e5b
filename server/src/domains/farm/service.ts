/**
 * The farm's progress on the server. The client plays at once and sends its actions with their times; the
 * server replays them through the same engine from the saved state, so what is saved is always what the
 * engine computed — never what the client claims. Each user has exactly one farm row, found by the session's
 * user id (there is no farm id a client could name).
 */
import {
  catchUp,
  createFarm,
  ENGINE_VERSION,
  type FarmState,
  migrateFarm,
  replay,
  type SavedFarm,
} from '@wurzelwerk/farm-engine';
import type { FarmPlot, FarmSyncInput } from '@wurzelwerk/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assetTypes, farmStates, investments } from '../../db/schema';
import { pick } from '../../i18n';
import type { AuthedContext } from '../../trpc/init';

export interface FarmView {
  state: FarmState;
  savedAt: Date;
  plots: FarmPlot[];
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Loads the user's farm and locks its row until the transaction ends (creating the farm on first use), so
 * two requests of one user replay one after the other and neither overwrites the other's actions.
 */
async function lockFarm(tx: Transaction, userId: string, now: number): Promise<SavedFarm> {
  const select = () => tx.select().from(farmStates).where(eq(farmStates.userId, userId)).for('update');
  let [row] = await select();
  if (!row) {
    await tx
      .insert(farmStates)
      .values({ userId, state: createFarm(), engineVersion: ENGINE_VERSION, savedAt: new Date(now) })
      .onConflictDoNothing();
    [row] = await select();
  }
  if (!row) throw new Error('farm row missing after insert');
  // A farm saved by an older engine is read in the current shape (saved so with its next change).
  const state = migrateFarm(row.state, row.engineVersion);
  if (!state) throw new Error(`farm state of engine version ${row.engineVersion} cannot be read`);
  return { state, savedAt: row.savedAt.getTime() };
}

async function saveFarm(tx: Transaction, userId: string, before: SavedFarm, after: SavedFarm): Promise<void> {
  if (after.state === before.state && after.savedAt === before.savedAt) return;
  await tx
    .update(farmStates)
    .set({ state: after.state, engineVersion: ENGINE_VERSION, savedAt: new Date(after.savedAt) })
    .where(eq(farmStates.userId, userId));
}

/** The user's active investments as cosmetic plots: money never buys anything in the game. */
async function listPlots(ctx: AuthedContext): Promise<FarmPlot[]> {
  const rows = await ctx.db
    .select({
      investmentId: investments.id,
      nameDe: assetTypes.nameDe,
      nameEn: assetTypes.nameEn,
      category: assetTypes.category,
    })
    .from(investments)
    .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
    .where(and(eq(investments.userId, ctx.user.id), eq(investments.status, 'paid')))
    .orderBy(asc(investments.createdAt), asc(investments.id));
  return rows.map((row) => ({
    investmentId: row.investmentId,
    assetName: pick(ctx.locale, row.nameDe, row.nameEn),
    category: row.category,
  }));
}

/** The user's farm with the time away applied (capped by the engine at 8 hours of ticks). */
export async function getFarm(ctx: AuthedContext, now = Date.now()): Promise<FarmView> {
  const farm = await ctx.db.transaction(async (tx) => {
    const saved = await lockFarm(tx, ctx.user.id, now);
    const current = catchUp(saved, now);
    await saveFarm(tx, ctx.user.id, saved, current);
    return current;
  });
  return { state: farm.state, savedAt: new Date(farm.savedAt), plots: await listPlots(ctx) };
}

/** Replays a batch of the client's actions; refused entries are reported by index, the rest are kept. */
export async function syncFarm(ctx: AuthedContext, input: FarmSyncInput, now = Date.now()) {
  const result = await ctx.db.transaction(async (tx) => {
    const saved = await lockFarm(tx, ctx.user.id, now);
    const replayed = replay(saved, input.actions, now);
    await saveFarm(tx, ctx.user.id, saved, replayed);
    return replayed;
  });
  return {
    state: result.state,
    savedAt: new Date(result.savedAt),
    accepted: result.accepted,
    rejected: result.rejected,
    plots: await listPlots(ctx),
  };
}
