/**
 * The dashboard's figures per user, kept between reads (docs/decisions/0101). The database says whose
 * dashboard a statement changed — triggers on the tables the dashboard reads notify the users at commit
 * (migration 0041) — and every process drops those users' entries when the message arrives. Entries are
 * kept only while the messages arrive (`listening`, after the first LISTEN); a reconnect drops everything,
 * since messages sent meanwhile are lost, and no entry lives longer than `ttlMs` whatever happens.
 *
 * A read that straddles a change must not keep what it read before it: every drop takes a tick, and a
 * read stores its row only if no drop of its user (and no flush) came after it started — the guard of the
 * session cache (auth/sessions.ts).
 */
import type { BusMessage } from '../../db/bus';
import { dashboardCacheReads } from '../../metrics';

/** The longest an entry is used: the bound on a change whose message was lost (a connection cut). */
export const DASHBOARD_CACHE_MS = 10_000;
/** Users kept at most; the oldest entry makes room (entries that ran out go when the next one is stored). */
export const DASHBOARD_CACHE_MAX = 5_000;

interface Entry<Row> {
  row: Row;
  at: number;
}

export interface DashboardCache<Row> {
  /**
   * The user's row: the kept one, or `load`'s (kept if nothing changed while it read). Reads of a user
   * that arrive while a load of theirs is under way, with nothing changed since it started, share it.
   */
  read(userId: string, load: () => Promise<Row>): Promise<Row>;
  /** A message of the bus: drops the users it names (all, for a flush or a change of every dashboard). */
  receive(message: BusMessage): void;
  /** The messages arrive: entries may be kept from now on. */
  listening(): void;
  /** Entries kept now (tests, metrics). */
  readonly size: number;
}

export function createDashboardCache<Row>(
  options: {
    /** False while the database is known to be down: every read goes to it then (and gets its refusal). */
    available?: () => boolean;
    now?: () => number;
    ttlMs?: number;
    max?: number;
  } = {},
): DashboardCache<Row> {
  const now = options.now ?? Date.now;
  const available = options.available ?? (() => true);
  const ttlMs = options.ttlMs ?? DASHBOARD_CACHE_MS;
  const max = options.max ?? DASHBOARD_CACHE_MAX;
  const entries = new Map<string, Entry<Row>>();
  /** The load under way per user, while nothing of theirs changed since it started. */
  const loading = new Map<string, Promise<Row>>();
  /** Each drop's tick, per user; a read started at tick t keeps its row only if nothing was dropped after t. */
  const droppedAt = new Map<string, number>();
  let tick = 0;
  let clearedAt = 0;
  let listening = false;
  let reading = 0;

  const clear = () => {
    entries.clear();
    loading.clear();
    droppedAt.clear();
    clearedAt = ++tick;
  };
  const drop = (userId: string) => {
    entries.delete(userId);
    loading.delete(userId);
    // Bounded: beyond `max` users dropped while reads were under way, a flush does the same more coarsely.
    if (droppedAt.size >= max) clear();
    else droppedAt.set(userId, ++tick);
  };

  return {
    async read(userId, load) {
      if (!listening || !available()) return load();
      const entry = entries.get(userId);
      if (entry && now() - entry.at < ttlMs) {
        dashboardCacheReads.hit += 1;
        return entry.row;
      }
      const shared = loading.get(userId);
      if (shared) {
        dashboardCacheReads.hit += 1;
        return shared;
      }
      dashboardCacheReads.miss += 1;
      const started = tick;
      reading += 1;
      // A load that throws at once still ends below (its error is the read's).
      const loaded = (async () => load())();
      loading.set(userId, loaded);
      try {
        const row = await loaded;
        const changed = clearedAt > started || (droppedAt.get(userId) ?? 0) > started;
        if (!changed && listening) {
          const at = now();
          entries.delete(userId);
          // The oldest first (the map keeps the order of storing): those run out go, and beyond `max` the oldest.
          for (const [key, old] of entries) {
            if (at - old.at < ttlMs && entries.size < max) break;
            entries.delete(key);
          }
          entries.set(userId, { row, at });
        }
        return row;
      } finally {
        if (loading.get(userId) === loaded) loading.delete(userId);
        reading -= 1;
        // No read under way: no earlier tick can be asked for.
        if (reading === 0) droppedAt.clear();
      }
    },
    receive(message) {
      if (message.kind === 'dashboards' && message.ids) for (const id of message.ids) drop(id);
      // Every dashboard; the catalogue's names are in the kept replies (router.ts), so its change too.
      else if (message.kind === 'dashboards' || message.kind === 'flush' || message.kind === 'catalogue')
        clear();
    },
    listening() {
      listening = true;
    },
    get size() {
      return entries.size;
    },
  };
}
