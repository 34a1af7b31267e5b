/**
 * What a server process shares with the others on the same PostgreSQL (issue 21): invalidation messages
 * out (`publish`) and in (`listen`). The embedded database serves one process: there nothing goes out, and
 * only its triggers' messages come in (whose dashboards changed; decision 0101).
 */

import { logInternal } from '../errorLog';
import type { BusMessage } from './bus';
import type { DbHandle } from './client';

export interface Cluster {
  /** Tells every process (this one too) what to forget; resolves once PostgreSQL took the message. */
  publish(message: BusMessage): Promise<void>;
}

/** What a process forgets on a message: sessions and users, the asset catalogue, the dashboards. */
export interface Forgetting {
  sessions: { receive(message: BusMessage): void };
  catalog: { invalidate(): void };
  /** `listening` once messages arrive (after every (re)connect, with a flush before it). */
  dashboards: { receive(message: BusMessage): void; listening(): void };
}

export function clusterOf(database: DbHandle): Cluster {
  const { bus } = database;
  return { publish: (message) => bus.publish(message) };
}

/**
 * Starts receiving the other processes' messages. After each (re)connect the process forgets everything
 * cached, since messages sent while it was not listening are lost; the caches' TTLs are the fallback
 * while the connection is down.
 */
export function listenForInvalidations(database: DbHandle, caches: Forgetting): void {
  const { sessions, catalog, dashboards } = caches;
  database.bus
    .listen(
      (message) => {
        if (message.kind === 'catalogue' || message.kind === 'flush') catalog.invalidate();
        sessions.receive(message);
        dashboards.receive(message);
      },
      () => {
        sessions.receive({ kind: 'flush' });
        catalog.invalidate();
        dashboards.receive({ kind: 'flush' });
        dashboards.listening();
      },
    )
    .catch((error: unknown) => logInternal(error, 'bus listen'));
}
