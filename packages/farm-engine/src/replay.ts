/**
 * Replays a client's batch of timed actions from a saved farm: the server's way of accepting only what can
 * have happened. Between two actions the farm ticks for the whole seconds elapsed (so energy regenerates
 * exactly as fast as real time allows); each action is applied at its time; actions in the future, before the
 * saved moment or out of order are refused, as are actions the rules refuse (energy, coins, …).
 *
 * The result describes the farm at the last whole second reached (savedAt + n·1000 ms, never later than the
 * last accepted action), NOT at `now`: a client may act again while its batch is in flight, and those actions
 * must still come after the saved moment. Time up to `now` is applied by the next load or batch.
 *
 * The offline cap (MAX_OFFLINE_SECONDS of production) holds for the whole batch, not per gap between two
 * actions: otherwise n actions spaced 8 h apart would credit n × 8 h.
 */

import { applyAction } from './actions';
import { FUTURE_TOLERANCE_MS, MAX_OFFLINE_SECONDS } from './constants';
import { advance } from './time';
import type { ReplayResult, SavedFarm, TimedAction } from './types';

export function replay(saved: SavedFarm, batch: readonly TimedAction[], now: number): ReplayResult {
  let state = saved.state;
  let savedAt = saved.savedAt;
  let lastAt = saved.savedAt;
  let accepted = 0;
  let ticksLeft = MAX_OFFLINE_SECONDS;
  const rejected: ReplayResult['rejected'] = [];

  batch.forEach(({ action, at }, index) => {
    if (!Number.isFinite(at) || at > now + FUTURE_TOLERANCE_MS) {
      rejected.push({ index, reason: 'future' });
      return;
    }
    if (at < saved.savedAt) {
      rejected.push({ index, reason: 'beforeSave' });
      return;
    }
    if (at < lastAt) {
      rejected.push({ index, reason: 'outOfOrder' });
      return;
    }
    lastAt = at;
    const seconds = Math.floor((at - savedAt) / 1000);
    if (seconds > 0) {
      // Production stops once the batch has used up the cap; the clock still moves on by the full time.
      const ticks = Math.min(seconds, ticksLeft);
      state = advance(state, ticks);
      ticksLeft -= ticks;
      savedAt += seconds * 1000;
    }
    const result = applyAction(state, action);
    if (!result.ok) {
      rejected.push({ index, reason: result.reason });
      return;
    }
    state = result.state;
    accepted += 1;
  });

  return { state, savedAt, accepted, rejected };
}

/** Brings a saved farm up to `now` in whole seconds (time away, capped by advance). */
export function catchUp(saved: SavedFarm, now: number): SavedFarm {
  const seconds = Math.floor((now - saved.savedAt) / 1000);
  if (seconds <= 0) return saved;
  return { state: advance(saved.state, seconds), savedAt: saved.savedAt + seconds * 1000 };
}
