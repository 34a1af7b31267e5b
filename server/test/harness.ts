/**
 * Test support: a migrated database per test file — PGlite in memory by default, a fresh database on the
 * PostgreSQL server when DATABASE_URL is set — and an app around it with a small HTTP client.
 */
import { afterAll, afterEach, beforeAll, expect } from 'bun:test';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type AppOptions, createApp } from '../src/app';
import { type DbHandle, openDatabase } from '../src/db/client';
import { listenForInvalidations } from '../src/db/invalidations';
import { seed } from '../src/db/seed';
import { checkPlatformLedger } from '../src/domains/bank/check';
import { loadConfig } from '../src/env';
import { checkLedger } from '../src/ledger';
import { createContext } from '../src/trpc/context';
import { createCaller } from '../src/trpc/router';
import { clientAcknowledgement, wantsAcknowledgement } from './acknowledge';

export const ORIGIN = 'http://localhost';

/** The PostgreSQL server the suite runs against, or undefined for PGlite. */
export const testDatabaseUrl = loadConfig().databaseUrl;

/**
 * A migrated PGlite, snapshotted once per test process: copies load in well under a second, where a new
 * PGlite takes seconds to initialise.
 */
let pgliteTemplate: Promise<Blob> | undefined;
function migratedTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    const snapshot = await database.snapshot?.();
    await database.close();
    if (!snapshot) throw new Error('PGlite gave no snapshot');
    return snapshot;
  })();
  return pgliteTemplate;
}

/** A test database; on PostgreSQL also the URL of its own database. */
export type TestDatabase = DbHandle & { url?: string };

/**
 * A fresh, migrated database (`migrated: false`: empty, for tests of the migrations themselves). On
 * PostgreSQL each call gets its own database, dropped on close.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    return openDatabase(migrated ? { memory: true, from: await migratedTemplate() } : { memory: true });
  }
  const name = `ww_test_${process.pid}_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (migrated) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** Whether the books are checked after each test: on unless a test breaks them on purpose. */
export interface LedgerCheckOption {
  /** false: the scope's tests unbalance the ledger on purpose (tests of the check itself). */
  ledgerCheck?: boolean;
}

/**
 * After every test of the scope, the books hold (issue 34: "ledger:check passes after every test"): `check`
 * is the ledger's own invariants for a bare database, and `bun run ledger:check`'s for an app's.
 */
function checkAfterEach(
  database: () => TestDatabase | undefined,
  check: (db: TestDatabase['db']) => Promise<unknown[]>,
  { ledgerCheck = true }: LedgerCheckOption,
) {
  if (!ledgerCheck) return;
  afterEach(async () => {
    const current = database();
    if (current) expect(await check(current.db)).toEqual([]);
  });
}

/**
 * One test file's database (or one describe block's), without an app: created before its tests, closed
 * after them; the ledger's own invariants checked after each test. Call `db()` (its Drizzle client) and read `.database`
 * inside tests and hooks.
 */
export function testDatabase(options: LedgerCheckOption = {}) {
  const context = { db: () => context.database.db } as {
    database: TestDatabase;
    db: () => TestDatabase['db'];
  };
  beforeAll(async () => {
    context.database = await createTestDatabase();
  });
  checkAfterEach(
    () => context.database,
    (db) => checkLedger(db),
    options,
  );
  afterAll(() => context.database.close());
  return context;
}

/** The test process's key of the secrets at rest: random, like a key file made on first start. */
export const TEST_SECRETS_KEY = new Uint8Array(randomBytes(32));

export type TestOptions = Partial<Omit<AppOptions, 'database'>>;

export function appOptions(database: DbHandle, options: TestOptions = {}): AppOptions {
  return {
    database,
    production: false,
    trustProxy: true,
    loginMaxFailures: 10,
    registerMaxPerWindow: 1000,
    secretsKeys: [TEST_SECRETS_KEY],
    ...options,
  };
}

/**
 * An app whose database throws a SQL error with internal details (relation name, error code, a file path)
 * on every query: for checking that a 500 never carries internal text.
 */
export function appWithFailingDatabase(database: DbHandle): ReturnType<typeof createApp> {
  const failing = new Proxy(database.db, {
    get: () => () => {
      throw Object.assign(new Error('relation "users" does not exist at /work/server/x.ts'), {
        code: '42P01',
      });
    },
  });
  return createApp(appOptions({ ...database, db: failing }));
}

/**
 * One test file's database and app: created before its tests (with the sample data when asked), closed
 * after them; `bun run ledger:check`'s invariants checked after each test. Read `.app` and `.database` inside tests and hooks.
 */
export function testApp(options: TestOptions & { seed?: boolean } & LedgerCheckOption = {}) {
  const { seed: withSampleData, ledgerCheck, ...appSettings } = options;
  const context = {} as { database: TestDatabase; app: ReturnType<typeof createApp> };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    if (withSampleData) await seed(context.database.db);
    context.app = createApp(appOptions(context.database, appSettings));
    // The embedded database's triggers reach the caches as in a running server (decision 0101), at each
    // commit. On PostgreSQL they come over a connection of their own, a moment later: the tests of that
    // listen themselves (domains/dashboard/invalidation.test.ts), the others read the database each time.
    if (context.database.kind === 'pglite')
      listenForInvalidations(context.database, context.app.decorator.services);
  });
  checkAfterEach(() => context.database, checkPlatformLedger, { ledgerCheck });
  afterAll(() => context.database.close());
  return context;
}

/** Polls `condition` every 10 ms for up to `ms` (5 s); whether it came true. */
export async function eventually(condition: () => boolean, ms = 5000): Promise<boolean> {
  for (const until = Date.now() + ms; !condition() && Date.now() < until; ) await Bun.sleep(10);
  return condition();
}

/** A minimal HTTP client over `app.handle` that keeps the session cookie like a browser. */
export class TestClient {
  cookie: string | undefined;
  /** The cookie of a pending two-factor sign-in (`ww_2fa=…`), kept beside the session cookie. */
  twoFactorCookie: string | undefined;

  constructor(
    private readonly app: ReturnType<typeof createApp>,
    private readonly address = '198.51.100.1',
  ) {}

  async request(
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string> } = {},
  ) {
    // An investment acknowledges the information sheet as the dialog does (acknowledge.ts).
    if (method === 'POST' && path === '/api/investments' && wantsAcknowledgement(options.json)) {
      const acknowledgement = await clientAcknowledgement((p) => this.get(p), options.json.assetTypeId);
      if (acknowledgement) options = { ...options, json: { ...options.json, acknowledgement } };
    }
    const headers = new Headers({ origin: ORIGIN, 'x-forwarded-for': this.address, ...options.headers });
    const cookies = [this.cookie, this.twoFactorCookie].filter(Boolean).join('; ');
    if (cookies) headers.set('cookie', cookies);
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const response = await this.app.handle(new Request(`${ORIGIN}${path}`, { method, headers, body }));
    const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
    const pending = pairs.find((pair) => pair.startsWith('ww_2fa='));
    if (pending !== undefined) this.twoFactorCookie = pending.endsWith('=') ? undefined : pending;
    const pair = pairs.find((p) => !p.startsWith('ww_2fa='));
    if (pair !== undefined) this.cookie = pair.endsWith('=') ? undefined : pair;
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json, headers });
  }
}

let counter = 0;
/** A valid registration with unique e-mail and username. */
export function newUser(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Anna',
    lastName: 'Berger',
    username: `anna_${tag}`,
    email: `anna.${tag}@example.org`,
    password: 'sicher123',
    ...overrides,
  };
}

/**
 * A tRPC caller for router tests without HTTP. The context is built by the same createContext as every
 * request, from an optional session cookie; `resHeaders` shows the cookies the procedure set.
 */
export async function callerFor(
  app: ReturnType<typeof createApp>,
  cookie?: string,
  clientIp = '203.0.113.9',
) {
  const resHeaders = new Headers({});
  const request = new Request(`${ORIGIN}/trpc`, { headers: cookie ? { cookie } : {} });
  const ctx = await createContext({
    services: app.decorator.services,
    request,
    resHeaders,
    socketAddress: clientIp,
  });
  return { caller: createCaller(ctx), resHeaders };
}

/** The `name=value` part of the session cookie a response set. */
export function sessionCookieFrom(headers: Headers): string | undefined {
  return headers.get('set-cookie')?.split(';')[0];
}

/**
 * Clients of one test file's app, each from its own address (the sign-in and registration throttles count
 * per address): `anonymous()` signed out, `signedIn()` with a new account of its own.
 */
export function clientsOf(t: { app: ReturnType<typeof createApp> }) {
  let addressCounter = 0;
  const anonymous = () => new TestClient(t.app, `198.51.100.${++addressCounter}`);
  async function signedIn() {
    const client = anonymous();
    expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
    return client;
  }
  return { anonymous, signedIn };
}

/** The tRPC error of a reply (a batch's first call). */
export async function trpcError(response: Response) {
  const body = await response.json();
  return (Array.isArray(body) ? body[0] : body).error.json as {
    message: string;
    data: {
      code: string;
      httpStatus: number;
      issues?: { path: string; message: string }[];
      errorId?: string;
    };
  };
}
