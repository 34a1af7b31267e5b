/** The farm game (issue 6): the user's own farm, loaded with the time away and synced in batches. */
import { farmSchema, farmSyncInput, farmSyncResultSchema } from '@wurzelwerk/shared';
import { router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { getFarm, syncFarm } from './service';

export const farmRouter = router({
  /** Loads (or creates) the user's farm, applies the time since it was saved, saves and returns it. */
  get: signedIn.read(farmSchema, getFarm),

  /** Replays the client's actions through the engine; the engine's result is saved, refusals are listed. */
  sync: signedIn.mutation(farmSyncInput, farmSyncResultSchema, syncFarm),
});
