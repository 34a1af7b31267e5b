/**
 * Sliding windows of hit times per key, kept in memory. With one process (the embedded database) they are
 * the store itself; on PostgreSQL each throttle step loads the keys it touches into fresh instances and
 * writes them back (throttleStore.ts, docs/decisions/0036).
 *
 * Memory stays bounded whatever a client sends: a key keeps only its newest `keep` hits (older ones can no
 * longer change an answer), keys whose hits all left the window are swept as new hits arrive, and past
 * `maxKeys` the least recently hit key is dropped — so cycling e-mails or addresses cannot grow the maps.
 */

/** Enough keys for a busy sign-in page; at roughly 250 bytes a key, some 25 MB at most per window. */
export const DEFAULT_MAX_KEYS = 100_000;

export interface WindowOptions {
  /** Hits kept per key (at least `max`). */
  keep?: number;
  maxKeys?: number;
}

export class SlidingWindowLimiter {
  /** In the order keys were last hit: the front holds the stalest keys, for sweeping and eviction. */
  private readonly hits = new Map<string, number[]>();
  private readonly keep: number;
  private readonly maxKeys: number;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    options: WindowOptions = {},
  ) {
    this.keep = Math.max(max, options.keep ?? max);
    this.maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  /** The key's hits inside the window, oldest first. */
  recent(key: string): readonly number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const cutoff = this.now() - this.windowMs;
    let expired = 0;
    while (expired < list.length && (list[expired] as number) <= cutoff) expired++;
    if (expired === list.length) {
      this.hits.delete(key);
      return [];
    }
    if (expired > 0) list.splice(0, expired);
    return list;
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.max) return 0;
    const oldest = list[list.length - this.max] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  /** Records a hit now and returns its time, which `unhit` takes to remove it again. */
  hit(key: string): number {
    const time = this.now();
    const list = [...this.recent(key), time];
    if (list.length > this.keep) list.splice(0, list.length - this.keep);
    this.hits.delete(key);
    this.hits.set(key, list);
    this.sweep(time - this.windowMs);
    return time;
  }

  /** Removes one hit recorded at `time` (a reservation given back). */
  unhit(key: string, time: number): void {
    const list = this.hits.get(key);
    if (!list) return;
    const index = list.lastIndexOf(time);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.hits.delete(key);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** The key's hits as held (a shared store writes them back), or undefined. */
  entry(key: string): readonly number[] | undefined {
    return this.hits.get(key);
  }

  /** Puts a key's hits (oldest first) as a shared store read them. */
  load(key: string, hits: number[]): void {
    if (hits.length > 0) this.hits.set(key, hits);
  }

  /** Keys held in memory. */
  get size(): number {
    return this.hits.size;
  }

  /** Drops stale keys from the front, and the least recently hit ones beyond `maxKeys`. */
  private sweep(cutoff: number): void {
    for (const [key, list] of this.hits) {
      const newest = list[list.length - 1];
      if (this.hits.size > this.maxKeys || newest === undefined || newest <= cutoff) this.hits.delete(key);
      else break;
    }
  }
}

/**
 * Addresses a subject last succeeded from (its owner's usual addresses), remembered for `ttlMs` and at most
 * `perKey` per subject; bounded in keys like the windows above. Only a correct secret adds an entry.
 */
export class RecentAddresses {
  private readonly entries = new Map<string, Map<string, number>>();

  constructor(
    readonly ttlMs: number,
    private readonly perKey: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys: number = DEFAULT_MAX_KEYS,
  ) {}

  has(key: string, address: string): boolean {
    const seen = this.entries.get(key)?.get(address);
    return seen !== undefined && seen > this.now() - this.ttlMs;
  }

  add(key: string, address: string): void {
    const time = this.now();
    const addresses = this.entries.get(key) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, time);
    for (const [oldest] of addresses) {
      if (addresses.size <= this.perKey) break;
      addresses.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, addresses);
    const cutoff = time - this.ttlMs;
    for (const [stale, list] of this.entries) {
      const newest = [...list.values()].pop();
      if (this.entries.size > this.maxKeys || newest === undefined || newest <= cutoff)
        this.entries.delete(stale);
      else break;
    }
  }

  /** Forgets a subject's addresses (its account was deleted). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** The subject's addresses and when each was last seen, oldest first (for a shared store), or undefined. */
  entry(key: string): [string, number][] | undefined {
    const addresses = this.entries.get(key);
    return addresses && [...addresses];
  }

  load(key: string, addresses: [string, number][]): void {
    if (addresses.length > 0) this.entries.set(key, new Map(addresses));
  }

  get size(): number {
    return this.entries.size;
  }
}
