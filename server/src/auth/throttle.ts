/**
 * Throttling of secret checks (sign-in, the password asked again before a sensitive change) and of
 * registrations: 429 with Retry-After. The scheme and its reasons are in docs/decisions/0016.
 *
 * An attempt is reserved — counted as a failure — before the slow hash runs and given back when the secret
 * was right, so parallel guesses (or one tRPC batch of them) never get more checks than the limit allows.
 * The budgets are kept in memory (one process) or in PostgreSQL (several processes): throttleStore.ts.
 * There a step that does not get its keys in time (many attempts at once on one account) is refused like
 * an attempt over the budget: 429 with a short Retry-After (decision 0049).
 */
import { throttleRefusals } from '../metrics';
import { addressBucket } from './addressBucket';
import { RecentAddresses, SlidingWindowLimiter } from './rateLimit';
import { type Limiters, memoryThrottleStore, ThrottleBusy, type ThrottleStore } from './throttleStore';

const WINDOW_MS = 15 * 60 * 1000;
/** The longest spacing between attempts for one subject from addresses it has not succeeded from. */
export const MAX_SUBJECT_DELAY_SECONDS = 30;
/** log2 of the cap above, rounded up: hits beyond it cannot make the spacing longer. */
const DELAY_STEPS = Math.ceil(Math.log2(MAX_SUBJECT_DELAY_SECONDS)) + 1;
const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60 * 1000;
const KNOWN_ADDRESSES_PER_SUBJECT = 8;
/**
 * Requests that send a mail with a link (a password reset, a new address confirmation, a data export), in
 * the same 15 minutes: per subject (the e-mail address or the account) and per client address. They bound
 * the mails anyone can make the app send to one inbox, and the work one client can cause.
 */
export const LINK_REQUESTS_PER_SUBJECT = 3;
export const LINK_REQUESTS_PER_ADDRESS = 10;
/** Uses of one personal API token per 15 minutes (decision 0069): a tracker polling every few seconds. */
export const API_TOKEN_USES = 600;

export interface ThrottleLimits {
  /** Failures per (subject, address) in 15 minutes before 429; also failures per subject before delays. */
  loginMaxFailures: number;
  /** Failures per address across all subjects in 15 minutes before 429 (default: 3 × loginMaxFailures). */
  loginMaxFailuresPerAddress?: number;
  registerMaxPerWindow: number;
  /** Uses of one personal API token in 15 minutes before 429 (decision 0069; default API_TOKEN_USES). */
  apiTokenMaxPerWindow?: number;
}

/**
 * What is being guessed. Checks of one kind share their budgets (sign-in and the password confirmation
 * both guess the account's password); a later kind — a one-time code — gets budgets of its own, while the
 * per-address budget is shared by all kinds.
 */
export type SecretCheck = 'password' | 'totp';

/** An attempt that may go ahead; it already counts as a failure until `succeeded` or `abandoned`. */
export interface SecretCheckReservation {
  ok: true;
  /** The secret was right: the reserved hits are given back and this pair's failures are cleared. */
  succeeded(): Promise<void>;
  /** No answer was reached (the database failed): the reserved hits are given back, nothing else. */
  abandoned(): Promise<void>;
}

export interface SecretCheckRefusal {
  ok: false;
  retryAfter: number;
  /** `locked`: a pair or address limit (up to 15 minutes); `delayed`: the subject's spacing (seconds). */
  reason: 'locked' | 'delayed';
}

export type SecretCheckAttempt = SecretCheckReservation | SecretCheckRefusal;

/** The times of a reservation's hits (pair, address, subject), to give them back. */
type HitTimes = { ok: true; times: readonly [number, number, number] };

/** `step`'s result, or `busy` when the store could not run the step in time (ThrottleBusy). */
async function busyAs<T, B>(busy: B, step: Promise<T>): Promise<T | B> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof ThrottleBusy) return busy;
    throw error;
  }
}

/** The budgets that count requests (a registration, a link mail, an API token's use) rather than failures. */
type RequestBudget = 'registrations' | 'linkSubjects' | 'linkAddresses' | 'apiTokenUses';

/** The budgets' key of a subject: the kind of check and the subject (an e-mail ignoring case, a user id). */
const subjectKeyOf = (check: SecretCheck, subject: string) => `${check}\n${subject.trim().toLowerCase()}`;

/** The throttle's budgets, empty, with the configured limits. */
export function makeLimiters(limits: ThrottleLimits, now: () => number = Date.now): Limiters {
  const perSubject = limits.loginMaxFailures;
  return {
    /** Failures of one subject from one address: the usual brute force, locked for that pair only. */
    pairs: new SlidingWindowLimiter(perSubject, WINDOW_MS, now),
    /** Failures from one address over every subject: spraying one password over many accounts. */
    addresses: new SlidingWindowLimiter(limits.loginMaxFailuresPerAddress ?? 3 * perSubject, WINDOW_MS, now),
    /** Failures of one subject from any address: spaces attempts out, never locks (the owner must get in). */
    subjects: new SlidingWindowLimiter(perSubject, WINDOW_MS, now, { keep: perSubject + DELAY_STEPS }),
    knownAddresses: new RecentAddresses(KNOWN_ADDRESS_TTL_MS, KNOWN_ADDRESSES_PER_SUBJECT, now),
    registrations: new SlidingWindowLimiter(limits.registerMaxPerWindow, WINDOW_MS, now),
    linkSubjects: new SlidingWindowLimiter(LINK_REQUESTS_PER_SUBJECT, WINDOW_MS, now),
    linkAddresses: new SlidingWindowLimiter(LINK_REQUESTS_PER_ADDRESS, WINDOW_MS, now),
    apiTokenUses: new SlidingWindowLimiter(limits.apiTokenMaxPerWindow ?? API_TOKEN_USES, WINDOW_MS, now),
  };
}

/**
 * The throttle over a store of its budgets: memory by default (one process), PostgreSQL's when several
 * processes share the database (throttleStore.ts).
 */
export function createAuthThrottle(
  limits: ThrottleLimits,
  now: () => number = Date.now,
  store: ThrottleStore = memoryThrottleStore(makeLimiters(limits, now)),
) {
  const perSubject = limits.loginMaxFailures;

  /** Seconds until the subject's next attempt from an unfamiliar address, or 0. */
  function subjectDelay(subjects: SlidingWindowLimiter, key: string): number {
    const recent = subjects.recent(key);
    const beyond = recent.length - perSubject;
    const last = recent[recent.length - 1];
    if (beyond < 0 || last === undefined) return 0;
    // 1 s after reaching the limit, doubling with each further failure, up to the cap.
    const spacingMs = Math.min(MAX_SUBJECT_DELAY_SECONDS, 2 ** beyond) * 1000;
    const wait = last + spacingMs - now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  /**
   * Counts one request against each of the named budgets when all have room, in one step of the store;
   * else counts nothing and returns the seconds to wait (1 when the store could not take the step in time).
   */
  const countRequest = (touched: ReadonlyArray<readonly [RequestBudget, string]>): Promise<number> =>
    busyAs(
      1,
      store.run(touched, (limiters) => {
        const wait = Math.max(...touched.map(([name, key]) => limiters[name].retryAfter(key)));
        if (wait === 0) for (const [name, key] of touched) limiters[name].hit(key);
        return wait;
      }),
    );

  return {
    /**
     * Reserves one check of a secret of `subject` (the account's e-mail) from `address`, or says how long
     * to wait. Checked and counted in one step of the store, so concurrent calls cannot both slip through.
     */
    async reserveSecretCheck(
      check: SecretCheck,
      subject: string,
      address: string,
    ): Promise<SecretCheckAttempt> {
      const subjectKey = subjectKeyOf(check, subject);
      const bucket = addressBucket(address);
      const pairKey = `${subjectKey}\n${bucket}`;
      const touched = [
        ['pairs', pairKey],
        ['addresses', bucket],
        ['subjects', subjectKey],
        ['knownAddresses', subjectKey],
      ] as const;
      const hits = await busyAs(
        { ok: false, retryAfter: 1, reason: 'delayed' } as SecretCheckRefusal,
        store.run(
          touched,
          ({ pairs, addresses, subjects, knownAddresses }): SecretCheckRefusal | HitTimes => {
            const locked = Math.max(pairs.retryAfter(pairKey), addresses.retryAfter(bucket));
            if (locked > 0) return { ok: false, retryAfter: locked, reason: 'locked' };
            if (!knownAddresses.has(subjectKey, bucket)) {
              const delay = subjectDelay(subjects, subjectKey);
              if (delay > 0) return { ok: false, retryAfter: delay, reason: 'delayed' };
            }
            const times = [pairs.hit(pairKey), addresses.hit(bucket), subjects.hit(subjectKey)] as const;
            return { ok: true, times };
          },
        ),
      );
      if (!hits.ok) {
        throttleRefusals.labels(check, hits.reason).inc();
        return hits;
      }
      const [pair, addressHit, subjectHit] = hits.times;
      let settled = false;
      const giveBack = (andThen?: (limiters: Limiters) => void) => {
        if (settled) return Promise.resolve();
        settled = true;
        // Under a flood of attempts the hits may stay counted: the answer about the secret stands.
        return busyAs(
          undefined,
          store.run(touched, (limiters) => {
            limiters.pairs.unhit(pairKey, pair);
            limiters.addresses.unhit(bucket, addressHit);
            limiters.subjects.unhit(subjectKey, subjectHit);
            andThen?.(limiters);
          }),
        );
      };
      return {
        ok: true,
        succeeded: () =>
          giveBack(({ pairs, knownAddresses }) => {
            pairs.reset(pairKey);
            knownAddresses.add(subjectKey, bucket);
          }),
        abandoned: () => giveBack(),
      };
    },

    /**
     * Reserves one check of a mailed link's token from `address` (issue 31): a wrong token counts like a
     * wrong password against the address's budget (shared by every kind of secret), a right one is given
     * back — so guessing tokens from one address meets the same 429 as guessing passwords.
     */
    async reserveTokenCheck(address: string): Promise<SecretCheckAttempt> {
      const bucket = addressBucket(address);
      const touched = [['addresses', bucket]] as const;
      const hit = await store.run(touched, ({ addresses }): SecretCheckRefusal | { ok: true; at: number } => {
        const locked = addresses.retryAfter(bucket);
        if (locked > 0) return { ok: false, retryAfter: locked, reason: 'locked' };
        return { ok: true, at: addresses.hit(bucket) };
      });
      if (!hit.ok) return hit;
      let settled = false;
      const giveBack = async () => {
        if (settled) return;
        settled = true;
        await store.run(touched, ({ addresses }) => addresses.unhit(bucket, hit.at));
      };
      return { ok: true, succeeded: giveBack, abandoned: giveBack };
    },

    /** Counts a registration attempt; returns the seconds to wait when over the limit, else 0. */
    registerAttempt(address: string): Promise<number> {
      return countRequest([['registrations', addressBucket(address)]]);
    },

    /**
     * Counts a request for a mail with a link about `subject` (e.g. `password-reset` and the e-mail) from
     * `address`; returns the seconds to wait when either budget is spent, else 0. The same for addresses
     * with and without an account, so the answer tells nothing about which exist.
     */
    linkRequest(subject: string, address: string): Promise<number> {
      return countRequest([
        ['linkSubjects', subject.trim().toLowerCase()],
        ['linkAddresses', addressBucket(address)],
      ]);
    },

    /**
     * Counts a use of a personal API token (decision 0069), by its id: the seconds to wait when its budget
     * is spent, else 0. Every use counts, whatever it reads.
     */
    apiTokenUse(tokenId: number): Promise<number> {
      return countRequest([['apiTokenUses', String(tokenId)]]);
    },

    /**
     * Forgets the addresses an account signed in from: under its e-mail (the password's subject) and its id
     * (the codes'). Its deletion forgets both — the privacy page promises nothing of it stays — and an
     * e-mail change the old address. Failures stay their 15 minutes.
     */
    forgetKnownAddresses(subjects: { email?: string; userId?: string }): Promise<void> {
      const keys = [
        ...(subjects.email === undefined ? [] : [subjectKeyOf('password', subjects.email)]),
        ...(subjects.userId === undefined ? [] : [subjectKeyOf('totp', subjects.userId)]),
      ];
      return store.run(
        keys.map((key) => ['knownAddresses', key] as const),
        ({ knownAddresses }) => {
          for (const key of keys) knownAddresses.forget(key);
        },
      );
    },

    /** Keys held in memory per budget (for tests of the bounds). */
    sizes() {
      return store.sizes();
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
