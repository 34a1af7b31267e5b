/**
 * What a server process shares with the others on the same PostgreSQL (issue 21): invalidation messages
 * out (`publish`) and in (`listen`). The embedded database serves one process: there both do nothing.
 */

import { logInternal } from '../errorLog';
import type { BusMessage } from './bus';
import type { DbHandle } from './client';

export interface Cluster {
  /** Tells every process (this one too) what to forget; resolves once PostgreSQL took the message. */
  publish(message: BusMessage): Promise<void>;
}

/** What a process forgets on a message: sessions and users, and the asset catalogue. */
export interface Forgetting {
  sessions: { receive(message: BusMessage): void };
  catalog: { invalidate(): void };
}

export function clusterOf(database: DbHandle): Cluster {
  const { bus } = database;
  return { publish: bus ? (message) => bus.publish(message) : async () => {} };
}

/**
 * Starts receiving the other processes' messages. After each (re)connect the process forgets everything
 * cached, since messages sent while it was not listening are lost; the caches' TTLs are the fallback
 * while the connection is down.
 */
export function listenForInvalidations(database: DbHandle, caches: Forgetting): void {
  const forgetAll = () => caches.sessions.receive({ kind: 'flush' });
  database.bus
    ?.listen(
      (message) => {
        if (message.kind === 'catalogue' || message.kind === 'flush') caches.catalog.invalidate();
        caches.sessions.receive(message);
      },
      () => {
        forgetAll();
        caches.catalog.invalidate();
      },
    )
    .catch((error: unknown) => logInternal(error, 'bus listen'));
}
