/**
 * The signed-in farm's store: the local session (farmSession.ts) plus its sending, behind the
 * subscribe/getSnapshot pair React's useSyncExternalStore reads. Transport and clock come in from the
 * page, so the whole loop (play, queue, send, merge the server's answer) is testable without a browser.
 */
import type { ActionResult, FarmAction, FarmState, SavedFarm, TimedAction } from '@wurzelwerk/farm-engine';
import type { FarmPlot } from '@wurzelwerk/shared';
import {
  acknowledge,
  act,
  advanceSession,
  type FarmSession,
  releaseBatch,
  startSession,
  takeBatch,
} from './farmSession';

export interface FarmAnswer extends SavedFarm {
  plots: FarmPlot[];
}

/** Sends one batch; `keepalive` asks for a request that outlives the page (sent while it is hidden). */
export type SendBatch = (actions: TimedAction[], keepalive: boolean) => Promise<FarmAnswer>;

export interface FarmSnapshot {
  state: FarmState;
  plots: FarmPlot[];
  /** Actions the server has not acknowledged yet. */
  unsent: number;
  /** The last send failed; the actions stay queued and go out with the next try. */
  syncFailed: boolean;
}

export class FarmStore {
  private session: FarmSession;
  private plots: FarmPlot[];
  private syncFailed = false;
  private snapshot: FarmSnapshot;
  private readonly listeners = new Set<() => void>();
  /** A flush asked for while a batch was in flight: sent as soon as the answer is in (true = keepalive). */
  private flushAgain: boolean | null = null;

  constructor(
    loaded: FarmAnswer,
    private readonly send: SendBatch,
    /** The server's clock, epoch milliseconds. */
    private readonly now: () => number,
    /** Where a failed send is reported (the actions stay queued either way). */
    private readonly report: (error: unknown) => void = (error) => console.error('Farm sync failed', error),
  ) {
    this.session = startSession({ state: loaded.state, savedAt: loaded.savedAt }, now());
    this.plots = loaded.plots;
    this.snapshot = this.buildSnapshot();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  /** Plays an action at once; accepted ones are queued for the server. */
  act(action: FarmAction): ActionResult {
    const { session, result } = act(this.session, action, this.now());
    this.update(session);
    return result;
  }

  /** One tick of the page's clock: the farm catches up to now. */
  tick(): void {
    this.update(advanceSession(this.session, this.now()));
  }

  /** Sends the queued actions (one batch at a time); resolves when the answer is merged or the send failed. */
  async flush(keepalive = false): Promise<void> {
    const taken = takeBatch(this.session);
    if (!taken) {
      if (this.session.inFlight > 0) this.flushAgain = keepalive || this.flushAgain === true;
      return;
    }
    this.session = taken.session;
    try {
      const answer = await this.send(taken.batch, keepalive);
      this.plots = answer.plots;
      this.syncFailed = false;
      this.update(acknowledge(this.session, answer, this.now()));
    } catch (error) {
      this.report(error);
      this.syncFailed = true;
      this.update(releaseBatch(this.session));
    }
    const again = this.flushAgain;
    this.flushAgain = null;
    if (again !== null) await this.flush(again);
  }

  private update(session: FarmSession): void {
    const changed = session.tip !== this.session.tip || session.queue.length !== this.session.queue.length;
    this.session = session;
    if (!changed && this.snapshot.plots === this.plots && this.snapshot.syncFailed === this.syncFailed)
      return;
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }

  private buildSnapshot(): FarmSnapshot {
    return {
      state: this.session.tip.state,
      plots: this.plots,
      unsent: this.session.queue.length,
      syncFailed: this.syncFailed,
    };
  }
}
