/**
 * The processes' invalidation channel (docs/decisions/0036): PostgreSQL LISTEN/NOTIFY. A message is one
 * small JSON object; every process that listens gets it, the sender too. postgres.js listens on a
 * connection of its own, outside the pool and its deadlines, and listens again after it reconnects (also
 * when the first LISTEN failed, the database away at start: bus.test.ts) —
 * `onListen` runs then, and the receiver flushes what it caches, since messages sent while it was away
 * are lost. The database's own triggers speak on the channel too: whose dashboard a statement changed
 * (migration 0041, decision 0101). The embedded database serves one process: its bus only hears those
 * triggers (delivered at the commit, before the writer's call returns) and sends nothing.
 */
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { reconnectDelay } from '../db/health';
import { logInternal } from '../errorLog';

export const BUS_CHANNEL = 'wurzelwerk_invalidate';
/** NOTIFY payloads must stay under 8000 bytes; a message that would not is sent as a full flush. */
const MAX_PAYLOAD = 7000;

export type BusMessage =
  /** These sessions ended. */
  | { kind: 'sessions'; ids: string[] }
  /** Every session of this user ended, or the user changed (name, lock). */
  | { kind: 'user'; id: string }
  /** The asset catalogue changed (an operator's edit). */
  | { kind: 'catalogue' }
  /** These users' dashboards changed; without ids, every dashboard (sent by the database's triggers). */
  | { kind: 'dashboards'; ids?: string[] }
  /** Forget everything cached. */
  | { kind: 'flush' };

export interface ClusterBus {
  /** Sends to every listening process; resolves when PostgreSQL took it (failures are logged, not thrown). */
  publish(message: BusMessage): Promise<void>;
  /** Starts listening; `onListen` runs after the first LISTEN and after every reconnect. */
  listen(onMessage: (message: BusMessage) => void, onListen: () => void): Promise<void>;
  /**
   * Resolves once this process heard every message of the transactions committed before the call: a
   * marker goes round through the database, and PostgreSQL delivers notifications in commit order. Calls
   * within one turn of the event loop share a marker; without an answer in SETTLE_TIMEOUT_MS (the listening
   * connection away: it flushes when back) it resolves anyway. Not listening: at once.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** How long settle() waits for its marker at most. */
export const SETTLE_TIMEOUT_MS = 1000;

/** A process's own marker (settle): not a message for the receivers. */
interface Marker {
  kind: 'settled';
  token: string;
}

function parse(payload: string): BusMessage | Marker {
  try {
    const message = JSON.parse(payload) as BusMessage | Marker;
    if (message && typeof message === 'object' && typeof message.kind === 'string') return message;
  } catch {
    // Not ours: forget everything rather than keep something that may have ended.
  }
  return { kind: 'flush' };
}

/**
 * settle() of a bus whose messages come back over a connection of their own: a marker is sent, and the
 * callers waiting on it are answered when it is heard (`heard`). Until the first LISTEN nothing can have
 * been cached from its messages, so there is nothing to wait for.
 */
function createSettler(send: (payload: string) => Promise<unknown>) {
  const own = `${process.pid}.${crypto.randomUUID()}`;
  let sent = 0;
  let listening = false;
  let next: Promise<void> | undefined;
  const waiting = new Map<string, () => void>();
  const markerOf = (resolve: () => void) => {
    next = undefined;
    const token = `${own}:${++sent}`;
    const done = () => {
      clearTimeout(timer);
      waiting.delete(token);
      resolve();
    };
    const timer = setTimeout(done, SETTLE_TIMEOUT_MS);
    waiting.set(token, done);
    // A marker that cannot be sent is not waited for (the listener flushes when the database is back).
    send(JSON.stringify({ kind: 'settled', token } satisfies Marker)).catch(done);
  };
  return {
    listening() {
      listening = true;
    },
    heard(marker: Marker) {
      waiting.get(marker.token)?.();
    },
    settle(): Promise<void> {
      if (!listening) return Promise.resolve();
      next ??= new Promise<void>((resolve) => setImmediate(() => markerOf(resolve)));
      return next;
    },
  };
}

export function createPostgresBus(url: string): ClusterBus {
  // One connection for NOTIFY; postgres.js opens another one, dedicated, for LISTEN.
  // The LISTEN connection inherits these options: it reconnects within half a second of the database.
  const client = postgres(url, {
    max: 1,
    connect_timeout: 2,
    idle_timeout: 30,
    backoff: reconnectDelay,
    onnotice: () => {},
  });
  let closed = false;
  const settler = createSettler((payload) => client.notify(BUS_CHANNEL, payload));
  return {
    async publish(message) {
      let payload = JSON.stringify(message);
      if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ kind: 'flush' });
      try {
        await client.notify(BUS_CHANNEL, payload);
      } catch (error) {
        // The other processes' caches run out by themselves (the TTL of each cache is the fallback).
        if (!closed) logInternal(error, 'bus publish');
      }
    },
    async listen(onMessage, onListen) {
      await client.listen(
        BUS_CHANNEL,
        (payload) => {
          const message = parse(payload);
          if (message.kind === 'settled') settler.heard(message);
          else onMessage(message);
        },
        () => {
          settler.listening();
          onListen();
        },
      );
    },
    settle: () => settler.settle(),
    async close() {
      closed = true;
      await client.end({ timeout: 2 });
    },
  };
}

/**
 * The embedded database's bus: one process, so nothing to send; it hears the database's triggers, whose
 * notifications PGlite delivers with the commit's reply — before the writer's call returns, so settle()
 * has nothing to wait for.
 */
export function createPgliteBus(client: PGlite): ClusterBus {
  return {
    publish: async () => {},
    async listen(onMessage, onListen) {
      await client.listen(BUS_CHANNEL, (payload) => {
        const message = parse(payload);
        if (message.kind !== 'settled') onMessage(message);
      });
      onListen();
    },
    settle: async () => {},
    // Closing the database ends the listening.
    close: async () => {},
  };
}
