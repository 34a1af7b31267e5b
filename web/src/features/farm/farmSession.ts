/**
 * The signed-in farm's local game between two server answers (issue 6). The client plays at once; the
 * server replays the same actions through the same engine and its answer is authoritative.
 *
 * A session keeps the server's last answer (`base`), the actions the server has not acknowledged yet
 * (`queue`, the first `inFlight` of them being sent right now), and the local `tip`: the base with the queue
 * applied, rolled forward to the present. The tip only ever moves by whole seconds from the base's
 * `savedAt`, exactly as the server's replay does, so the local game and the server agree tick for tick.
 * All times are the server's clock in epoch milliseconds (see `serverClock`).
 */
import {
  type ActionResult,
  applyAction,
  catchUp,
  type FarmAction,
  replay,
  type SavedFarm,
  type TimedAction,
} from '@wurzelwerk/farm-engine';
import { FARM_MAX_BATCH } from '@wurzelwerk/shared';

export interface FarmSession {
  base: SavedFarm;
  tip: SavedFarm;
  queue: TimedAction[];
  /** How many of the queue's first actions are being sent. */
  inFlight: number;
}

export function startSession(base: SavedFarm, now: number): FarmSession {
  return { base, tip: catchUp(base, now), queue: [], inFlight: 0 };
}

/** Lets time pass: automatic production, energy, quest timers, up to `now`. */
export function advanceSession(session: FarmSession, now: number): FarmSession {
  const tip = catchUp(session.tip, now);
  return tip === session.tip ? session : { ...session, tip };
}

/**
 * Plays one action at `now` (never before the last queued action or the tip, so the server sees the
 * queue in order). After catching up, less than a second lies between the tip and the action: exactly the
 * step the server's replay takes. A refused action is not queued.
 */
export function act(
  session: FarmSession,
  action: FarmAction,
  now: number,
): { session: FarmSession; result: ActionResult } {
  const lastAt = session.queue.at(-1)?.at ?? session.base.savedAt;
  const at = Math.max(Math.round(now), lastAt, session.tip.savedAt);
  const tip = catchUp(session.tip, at);
  const result = applyAction(tip.state, action);
  if (!result.ok) return { session: { ...session, tip }, result };
  return {
    session: {
      ...session,
      tip: { state: result.state, savedAt: tip.savedAt },
      queue: [...session.queue, { action, at }],
    },
    result,
  };
}

/** The next batch to send (at most FARM_MAX_BATCH), or null while one is in flight or nothing waits. */
export function takeBatch(session: FarmSession): { session: FarmSession; batch: TimedAction[] } | null {
  if (session.inFlight > 0 || session.queue.length === 0) return null;
  const batch = session.queue.slice(0, FARM_MAX_BATCH);
  return { session: { ...session, inFlight: batch.length }, batch };
}

/** Sending failed: the batch stays queued and goes out again with the next one. */
export function releaseBatch(session: FarmSession): FarmSession {
  return { ...session, inFlight: 0 };
}

/**
 * The server answered the batch in flight: its farm becomes the base, and the actions queued meanwhile are
 * played again on top of it. Those the rules now refuse (the server saw less energy or fewer coins) are
 * dropped, since the server would refuse them too; times before the answer's savedAt (another device
 * synced in between) move up to it so the server accepts them.
 */
export function acknowledge(session: FarmSession, answer: SavedFarm, now: number): FarmSession {
  let last = answer.savedAt;
  const later = session.queue.slice(session.inFlight).map((entry) => {
    last = Math.max(entry.at, last);
    return { ...entry, at: last };
  });
  const replayed = replay(answer, later, Number.POSITIVE_INFINITY);
  const refused = new Set(replayed.rejected.map((rejection) => rejection.index));
  return {
    base: answer,
    tip: catchUp({ state: replayed.state, savedAt: replayed.savedAt }, now),
    queue: later.filter((_, index) => !refused.has(index)),
    inFlight: 0,
  };
}

/**
 * The difference between the server's clock and the browser's. `savedAt` of a fresh load is at most a
 * second before the server's now, so this offset never puts an action in the server's future, whatever the
 * device's clock says (it may put it up to a second and the latency in the past, which the server accepts).
 */
export function clockOffset(savedAt: number, receivedAt: number): number {
  return savedAt - receivedAt;
}
