/**
 * Set-up shared by the domain tests: signed-in /api clients and tRPC callers, each from its own address
 * so that one test's throttling never reaches another, and the error a call failed with.
 */
import { expect } from 'bun:test';
import { TRPCError } from '@trpc/server';
import { DEMO_ACCOUNT, KNOWLEDGE_ANSWER_KEY } from '@wurzelwerk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { readyInApp } from './acknowledge';
import { callerFor, newUser, sessionCookieFrom, TestClient } from './harness';

let address = 0;
/** A fresh client address (documentation ranges), one per client. */
export const nextAddress = (network = '198.51.100') => `${network}.${(++address % 250) + 1}`;

export const json = async (response: Response) => response.json();

/** An /api client with a new account, signed in by its registration. */
export async function signedInClient(
  app: App,
  overrides: Record<string, string> = {},
  options: { knowledgeTest?: boolean } = {},
) {
  const client = new TestClient(app, nextAddress());
  const credentials = newUser(overrides);
  const response = await client.post('/api/auth/register', credentials);
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  await readyInApp(app, user.id);
  // An investor needs a passed knowledge test (issue 35); a test of the gate itself registers without it.
  if (options.knowledgeTest !== false)
    expect(
      (await client.post('/api/protection/knowledge-test', { answers: KNOWLEDGE_ANSWER_KEY })).status,
    ).toBe(201);
  return Object.assign(client, { credentials, userId: user.id });
}

/** One investment over /api (one of the seeded asset type 2 for 750.00 €): its JSON. */
export async function investOnce(client: TestClient) {
  const response = await client.post('/api/investments', {
    assetTypeId: 2,
    quantity: 1,
    totalInvestment: '750.00',
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; createdAt: string };
}

/**
 * An /api client with a new account that gave a self-disclosure (§ 2a VermAnlG): by default freely
 * available assets of 100,000 € or more and a monthly net income of 12,500 €, i.e. the highest cap,
 * 25,000 € per issuer (decision 0072).
 */
export async function investorClient(
  app: App,
  disclosure = { freeAssetsAtLeast100k: true, monthlyNetIncome: '12500.00' },
) {
  const client = await signedInClient(app);
  const response = await client.request('PUT', '/api/account/self-disclosure', { json: disclosure });
  expect(response.status).toBe(200);
  // A net worth of 200,000 €: the separate warning (above 5 % of it, decision 0073) starts at 10,000 €, the
  // highest cap, so the caps' tests meet the caps alone.
  const check = { netYearlyIncome: '0', liquidAssets: '200000', yearlyCommitments: '0' };
  expect((await client.post('/api/protection/loss-check', check)).status).toBe(201);
  return client;
}

/** An /api client signed in as the seeded demo account. */
export async function demoClient(app: App) {
  const client = new TestClient(app, nextAddress('192.0.2'));
  expect((await client.post('/api/auth/login', DEMO_ACCOUNT)).status).toBe(200);
  return client;
}

/** A tRPC caller with a new account, from its own address: caller, cookie, credentials, user, address. */
export async function signedUpCaller(
  app: App,
  overrides: Record<string, string> = {},
  options: { knowledgeTest?: boolean } = {},
) {
  const credentials = newUser(overrides);
  const ip = nextAddress('203.0.113');
  const start = await callerFor(app, undefined, ip);
  const { user } = await start.caller.auth.register(credentials);
  await readyInApp(app, user.id);
  const cookie = sessionCookieFrom(start.resHeaders);
  const { caller } = await callerFor(app, cookie, ip);
  if (options.knowledgeTest !== false)
    await caller.protection.takeKnowledgeTest({ answers: KNOWLEDGE_ANSWER_KEY });
  return { caller, cookie, credentials, user, ip };
}

/** The `ww_2fa=…` pair a response set: the pending sign-in of an account with two-factor sign-in. */
export const pendingCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('ww_2fa='));

/** A tRPC caller signed in with `credentials` (from `ip`, else a fresh address), and its cookie. */
export async function signedInCaller(
  app: App,
  credentials: { email: string; password: string },
  ip = nextAddress('203.0.113'),
) {
  const start = await callerFor(app, undefined, ip);
  await start.caller.auth.login({ email: credentials.email, password: credentials.password });
  const cookie = sessionCookieFrom(start.resHeaders);
  return { caller: (await callerFor(app, cookie, ip)).caller, cookie };
}

/** A user row written straight into the database (no password, no session): its id. */
export async function bareUser(db: Database, prefix: string): Promise<string> {
  const id = `${prefix}-${crypto.randomUUID()}`;
  // Only the columns every migration had: the migration tests insert users into older schemas too.
  await db.execute(
    sql`insert into users (id, first_name, last_name, username, email, password_hash)
        values (${id}, 'Grete', 'Gruppe', ${id}, ${`${id}@example.com`}, 'not-used')`,
  );
  return id;
}

/**
 * An issuer of its own with `count` asset types, written straight into the database with only the columns
 * every migration since the issuers had (the migration tests write into older schemas too): the ids.
 */
export async function bareAssetTypes(db: Database, name: string, count = 1): Promise<number[]> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await db.execute(sql`insert into issuers (name, legal_form, street, postcode, city, country, register_court,
      register_number) values (${name}, 'eG', 'Weg 1', '10115', 'Berlin', 'DE', 'AG Berlin', 'GnR 1')`);
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const [row] = await rowsOf<{ id: number }>(
      db,
      sql`insert into asset_types (slug, category, name_de, name_en, description_de, description_en,
            base_price_euro, expected_return, co2_impact, location, latitude, longitude, image_path, issuer_id)
          values (${`${slug}-${n}`}, 'trees', 'Wald', 'Forest', 'x', 'x', 500, 4, 1, 'Ort', 50, 9, 'x.svg',
            (select id from issuers where name = ${name}))
          returning id`,
    );
    ids.push(row?.id ?? 0);
  }
  return ids;
}

/** Rows of a raw query on either driver (postgres.js answers an array, PGlite `{ rows }`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The TRPCError a call failed with; fails the test when it succeeded or failed otherwise. */
export async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

/** 'OK' or the tRPC error code a call ended with. */
export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: unknown) => (error instanceof TRPCError ? error.code : 'NOT_A_TRPC_ERROR'),
  );

/** Error bodies must never carry submitted secrets or internal text. */
export function expectCleanErrorBody(text: string, submitted: string[] = []) {
  const body = JSON.parse(text) as { message: unknown };
  expect(typeof body.message).toBe('string');
  for (const value of submitted) expect(text).not.toContain(value);
  expect(text).not.toMatch(/stack|at \w+ \(|\/work\/|node_modules|select |insert into|postgres|pglite/i);
}

/** A new account over /api: its client (signed in), the credentials it registered with and its id. */
export async function signedInAccount(app: App) {
  const client = await signedInClient(app);
  return { client, credentials: client.credentials, userId: client.userId };
}

/**
 * Whether the sign-in throttle still knows `address` as one `email` signed in from: ten failures from
 * other addresses (the test apps' limit) put the account's attempts under delays, which spare only its
 * known addresses.
 */
export async function knowsSignInAddress(app: App, email: string, address: string): Promise<boolean> {
  const { throttle } = app.decorator.services;
  for (let i = 0; i < 10; i++) await throttle.reserveSecretCheck('password', email, nextAddress('192.0.2'));
  return (await throttle.reserveSecretCheck('password', email, address)).ok;
}

/** An error reply: JSON with a message, and none of the given secrets anywhere in it. */
export async function expectError(response: Response, status: number, secrets: string[] = []) {
  expect(response.status).toBe(status);
  const text = await response.text();
  for (const secret of secrets) expect(text).not.toContain(secret);
  const body = JSON.parse(text) as { message: string; issues?: { path: string; message: string }[] };
  expect(body.message).toBeString();
  return body;
}

export const patch = (client: TestClient, path: string, json: unknown) =>
  client.request('PATCH', path, { json });
export const put = (client: TestClient, path: string, json: unknown) => client.request('PUT', path, { json });
export const changePassword = (client: TestClient, body: unknown) => client.post('/api/auth/password', body);

export type AssetType = { id: number; category: string; basePrice: string; expectedReturn: string };

/** The first asset type of a category in a list GET /api/asset-types answered. */
export function assetOf(assets: AssetType[], category = 'trees'): AssetType {
  const found = assets.find((a) => a.category === category);
  if (!found) throw new Error(`no ${category} asset`);
  return found;
}
