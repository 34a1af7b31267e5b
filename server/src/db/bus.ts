/**
 * The processes' invalidation channel (docs/decisions/0036): PostgreSQL LISTEN/NOTIFY. A message is one
 * small JSON object; every process that listens gets it, the sender too. postgres.js listens on a
 * connection of its own, outside the pool and its deadlines, and listens again after it reconnects (also
 * when the first LISTEN failed, the database away at start: bus.test.ts) —
 * `onListen` runs then, and the receiver flushes what it caches, since messages sent while it was away
 * are lost. The embedded database has no bus: it serves one process.
 */
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
  /** Forget everything cached. */
  | { kind: 'flush' };

export interface ClusterBus {
  /** Sends to every listening process; resolves when PostgreSQL took it (failures are logged, not thrown). */
  publish(message: BusMessage): Promise<void>;
  /** Starts listening; `onListen` runs after the first LISTEN and after every reconnect. */
  listen(onMessage: (message: BusMessage) => void, onListen: () => void): Promise<void>;
  close(): Promise<void>;
}

function parse(payload: string): BusMessage {
  try {
    const message = JSON.parse(payload) as BusMessage;
    if (message && typeof message === 'object' && typeof message.kind === 'string') return message;
  } catch {
    // Not ours: forget everything rather than keep something that may have ended.
  }
  return { kind: 'flush' };
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
      await client.listen(BUS_CHANNEL, (payload) => onMessage(parse(payload)), onListen);
    },
    async close() {
      closed = true;
      await client.end({ timeout: 2 });
    },
  };
}
