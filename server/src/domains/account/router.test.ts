/**
 * The account procedures through createCaller: profile, achievements, password change, settings, export,
 * deletion.
 */
import { describe, expect, test } from 'bun:test';
import { TRPCError } from '@trpc/server';
import { createFarm } from '@wurzelwerk/farm-engine';
import {
  ASSET_CATEGORIES,
  type AssetCategory,
  accountMessagesDe,
  DEFAULT_SETTINGS,
  PROFILE_ACHIEVEMENT_IDS,
  type Settings,
} from '@wurzelwerk/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { appOptions, callerFor, newUser, sessionCookieFrom, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import {
  assetTypes,
  farmStates,
  investments,
  livestreams,
  orderItems,
  orderStatusHistory,
  orders,
} from '../../db/schema';
import { publicErrorBody } from '../../errors';
import { AUTH_MESSAGES } from '../auth/service';
import { ACCOUNT_MESSAGES } from './service';

const t = testApp({ seed: true });

let address = 0;
/** Each test signs in from its own address, so throttling in one test cannot touch another. */
const nextIp = () => `203.0.113.${++address}`;

async function signUp(overrides: Record<string, string> = {}) {
  const credentials = newUser(overrides);
  const ip = nextIp();
  const start = await callerFor(t.app, undefined, ip);
  const { user } = await start.caller.auth.register(credentials);
  const cookie = sessionCookieFrom(start.resHeaders);
  const { caller } = await callerFor(t.app, cookie, ip);
  return { caller, cookie, credentials, user, ip };
}

async function signIn(credentials: { email: string; password: string }, ip = nextIp()) {
  const start = await callerFor(t.app, undefined, ip);
  await start.caller.auth.login({ email: credentials.email, password: credentials.password });
  const cookie = sessionCookieFrom(start.resHeaders);
  return { caller: (await callerFor(t.app, cookie, ip)).caller, cookie };
}

/** The issues a refusal carries to the client, as the error formatter words them. */
function issuesOf(error: unknown) {
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return publicErrorBody(error).issues;
}

async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

/** Rows of a raw query on either driver (postgres.js answers an array, PGlite `{ rows }`). */
async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const OTHER_SETTINGS: Settings = {
  notifications: { ...DEFAULT_SETTINGS.notifications, sms: true, email: false },
  privacy: { ...DEFAULT_SETTINGS.privacy, twoFactor: true, profileVisible: false },
  language: 'en',
  theme: 'dark',
  timezone: 'America/New_York',
};

/** An order of 54.99 € (4.99 € shipping) written straight to the table; returns its id and number. */
async function insertOrder(
  userId: string,
  options: { createdAt?: Date; status?: 'pending' | 'delivered' } = {},
) {
  const id = crypto.randomUUID();
  const orderNumber = `WW-${id.slice(0, 8).toUpperCase()}`;
  await t.database.db.insert(orders).values({
    id,
    userId,
    orderNumber,
    paymentMethod: 'creditcard',
    totalAmount: '54.99',
    shippingCost: '4.99',
    shippingAddress: {
      name: 'Anna Berger',
      street: 'Gartenweg 1',
      zipCode: '10115',
      city: 'Berlin',
      country: 'Deutschland',
    },
    ...options,
  });
  return { id, orderNumber };
}

/** A user with a row in every table that holds user data. */
async function populatedUser() {
  const account = await signUp();
  const { caller, user } = account;
  const investment = await caller.investments.create({
    assetTypeId: 1,
    quantity: 1,
    totalInvestment: '500.00',
  });
  const [stream] = await t.database.db.select({ id: livestreams.id }).from(livestreams).limit(1);
  if (!stream) throw new Error('the seed has no livestream');
  await caller.livestreams.setReminder({ id: stream.id });
  await caller.account.updateSettings(OTHER_SETTINGS);
  const { id: orderId, orderNumber } = await insertOrder(user.id);
  await t.database.db.insert(orderItems).values({
    orderId,
    name: 'Saatgut-Set',
    quantity: 2,
    unitPrice: '25.00',
    total: '50.00',
  });
  await t.database.db.insert(orderStatusHistory).values({ orderId, status: 'pending' });
  await t.database.db
    .insert(farmStates)
    .values({ userId: user.id, state: { tree: { level: 3 } }, engineVersion: 1, savedAt: new Date() });
  return { ...account, investment, orderId, orderNumber, streamId: stream.id };
}

describe('profile', () => {
  test('shows the own profile; an update persists, clears optional fields and shows at once in auth.me', async () => {
    const { caller, cookie, user, credentials, ip } = await signUp();
    const profile = await caller.account.profile();
    expect(profile).toEqual({
      ...user,
      bio: null,
      location: null,
      company: null,
      website: null,
      createdAt: expect.any(Date),
    });

    const updated = await caller.account.updateProfile({
      firstName: 'Berta',
      lastName: 'Gärtner',
      email: credentials.email,
      bio: 'Ich pflanze Bäume.',
      location: 'Freiburg',
      company: '',
      website: 'https://example.org',
    });
    expect(updated).toMatchObject({
      firstName: 'Berta',
      lastName: 'Gärtner',
      bio: 'Ich pflanze Bäume.',
      location: 'Freiburg',
      company: null,
      website: 'https://example.org',
    });
    // Another request with the same cookie: the cached session must not show the old name.
    const again = (await callerFor(t.app, cookie, ip)).caller;
    expect(await again.account.profile()).toEqual(updated);
    expect((await again.auth.me()).user.firstName).toBe('Berta');

    // Fields left out stay; null clears.
    const partial = await again.account.updateProfile({ location: null });
    expect(partial).toMatchObject({ firstName: 'Berta', bio: 'Ich pflanze Bäume.', location: null });
  });

  test('the e-mail is unique ignoring case; the own one in another case is fine; the website must be an address', async () => {
    const first = await signUp();
    const second = await signUp();
    const taken = await failure(
      second.caller.account.updateProfile({
        email: first.credentials.email.toUpperCase(),
        currentPassword: second.credentials.password,
      }),
    );
    expect(taken.code).toBe('CONFLICT');
    expect(taken.message).toBe(AUTH_MESSAGES.de.emailTaken);
    expect((await second.caller.account.profile()).email).toBe(second.credentials.email);

    const own = await second.caller.account.updateProfile({ email: second.credentials.email.toUpperCase() });
    expect(own.email).toBe(second.credentials.email);

    const website = await failure(second.caller.account.updateProfile({ website: 'not a url' }));
    expect(website.code).toBe('BAD_REQUEST');
    expect(website.message).toContain(accountMessagesDe.websiteInvalid);
  });
});

describe('e-mail change', () => {
  test('needs the current password: missing or wrong is refused at that field and changes nothing', async () => {
    const { caller, cookie, credentials, user, ip } = await signUp();
    const other = await signUp();
    const address = `neu.${user.username}@example.org`;

    const missing = await failure(caller.account.updateProfile({ email: address, firstName: 'Berta' }));
    expect(missing.code).toBe('BAD_REQUEST');
    expect(missing.message).toBe(ACCOUNT_MESSAGES.de.currentPasswordForEmail);
    expect(
      await caller.account.updateProfile({ email: address, currentPassword: '' }).catch(issuesOf),
    ).toEqual([{ path: 'currentPassword', message: ACCOUNT_MESSAGES.de.currentPasswordForEmail }]);
    // Without the password a session cannot even learn whether another account has an address.
    const probe = await failure(caller.account.updateProfile({ email: other.credentials.email }));
    expect(probe.code).toBe('BAD_REQUEST');

    const wrong = caller.account.updateProfile({ email: address, currentPassword: 'falsch-falsch' });
    expect(await wrong.catch(issuesOf)).toEqual([
      { path: 'currentPassword', message: AUTH_MESSAGES.de.wrongCurrentPassword },
    ]);
    // Nothing of a refused update is kept, the other fields neither.
    expect(await caller.account.profile()).toMatchObject({ email: credentials.email, firstName: 'Anna' });
    expect((await (await callerFor(t.app, cookie, ip)).caller.auth.me()).user.email).toBe(credentials.email);
  });

  test('with the right password the address changes and signs in; the password is stored nowhere', async () => {
    const { caller, cookie, credentials, user, ip } = await signUp();
    const address = `Neu.${user.username}@Example.org`;
    const updated = await caller.account.updateProfile({
      email: address,
      currentPassword: credentials.password,
      location: 'Kiel',
    });
    expect(updated).toMatchObject({ email: address.toLowerCase(), location: 'Kiel' });
    expect(JSON.stringify(updated)).not.toContain(credentials.password);
    // At once, though this client's session was cached with the old address.
    expect((await (await callerFor(t.app, cookie, ip)).caller.auth.me()).user.email).toBe(
      address.toLowerCase(),
    );
    await signIn({ email: address, password: credentials.password });
    const old = await failure(
      (await callerFor(t.app, undefined, nextIp())).caller.auth.login({
        email: credentials.email,
        password: credentials.password,
      }),
    );
    expect(old.code).toBe('UNAUTHORIZED');
  });

  test('other fields and the same address in another case need no password', async () => {
    const { caller, credentials } = await signUp();
    const updated = await caller.account.updateProfile({
      firstName: 'Clara',
      email: ` ${credentials.email.toUpperCase()} `,
      bio: 'Ohne Passwort',
    });
    expect(updated).toMatchObject({ firstName: 'Clara', email: credentials.email, bio: 'Ohne Passwort' });
  });

  test('wrong passwords count against the sign-in limit', async () => {
    const strict = createApp(appOptions(t.database, { loginMaxFailures: 2 }));
    const credentials = newUser();
    const start = await callerFor(strict, undefined, '192.0.2.78');
    await start.caller.auth.register(credentials);
    const { caller } = await callerFor(strict, sessionCookieFrom(start.resHeaders), '192.0.2.78');
    const attempt = (currentPassword: string) =>
      caller.account.updateProfile({ email: `x.${credentials.email}`, currentPassword });
    expect((await failure(attempt('falsch-1'))).code).toBe('BAD_REQUEST');
    expect((await failure(attempt('falsch-2'))).code).toBe('BAD_REQUEST');
    const blocked = await failure(attempt(credentials.password));
    expect(blocked.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.message).toBe(AUTH_MESSAGES.de.tooManyPasswordAttempts);
  });
});

describe('achievements', () => {
  const day = (d: number, month = 0) => new Date(Date.UTC(2025, month, d));

  /** One seeded asset type of the category. */
  async function assetOf(category: AssetCategory): Promise<number> {
    const [asset] = await t.database.db
      .select({ id: assetTypes.id })
      .from(assetTypes)
      .where(eq(assetTypes.category, category))
      .limit(1);
    if (!asset) throw new Error(`the seed has no ${category} asset`);
    return asset.id;
  }

  /** Inserts an investment at a chosen moment (the procedure always uses now). */
  async function investAt(
    userId: string,
    createdAt: Date,
    category: AssetCategory,
    quantity: number,
    euro: string,
    active = true,
  ) {
    await t.database.db.insert(investments).values({
      id: crypto.randomUUID(),
      userId,
      assetTypeId: await assetOf(category),
      quantity,
      totalInvestment: euro,
      expectedAnnualReturn: '0.00',
      status: active ? 'active' : 'withdrawn',
      createdAt,
      withdrawnAt: active ? null : createdAt,
    });
  }

  const farmRows = (userId: string) =>
    t.database.db.select().from(farmStates).where(eq(farmStates.userId, userId));

  test('a new user has only the welcome achievement, dated at sign-up; reading creates no farm', async () => {
    const { caller, user } = await signUp();
    const profile = await caller.account.profile();
    const achievements = await caller.account.achievements();
    expect(achievements).toEqual([
      { id: 'welcome', rarity: 'common', unlocked: true, date: profile.createdAt },
      { id: 'firstInvestment', rarity: 'common', unlocked: false, date: null },
      { id: 'firstOrder', rarity: 'common', unlocked: false, date: null },
      { id: 'fourAssets', rarity: 'rare', unlocked: false, date: null },
      { id: 'allCategories', rarity: 'epic', unlocked: false, date: null },
      { id: 'farmer', rarity: 'rare', unlocked: false, date: null },
      { id: 'bigInvestor', rarity: 'legendary', unlocked: false, date: null },
    ]);
    expect(achievements.map((a) => a.id)).toEqual([...PROFILE_ACHIEVEMENT_IDS]);
    expect(await farmRows(user.id)).toEqual([]);
  });

  test('thresholds are dated at the investment that reached them; withdrawn ones do not count', async () => {
    const { caller, user } = await signUp();
    // Inserted out of order on purpose: the rule goes by date.
    await investAt(user.id, day(5), 'energy', 1, '5000.00');
    await investAt(user.id, day(2), 'trees', 2, '1000.00');
    await investAt(user.id, day(1), 'trees', 1, '100.00', false);
    await investAt(user.id, day(3), 'animals', 9, '90000.00', false);
    await investAt(user.id, day(4), 'fields', 1, '4000.00');
    await investAt(user.id, day(6), 'animals', 1, '500.00');
    await investAt(user.id, day(7), 'trees', 1, '500.00');
    await insertOrder(user.id, { createdAt: day(3, 1) });
    await insertOrder(user.id, { createdAt: day(1, 1), status: 'delivered' });
    const farm = createFarm();
    await t.database.db.insert(farmStates).values({
      userId: user.id,
      state: {
        ...farm,
        achievements: farm.achievements.map((a, index) => ({ ...a, unlocked: index === 1 })),
      },
      engineVersion: 1,
      savedAt: new Date(),
    });

    const achievements = await caller.account.achievements();
    const byId = Object.fromEntries(achievements.map((a) => [a.id, a]));
    // The withdrawn investment of the 1st does not count; the first active one is of the 2nd.
    expect(byId.firstInvestment).toMatchObject({ unlocked: true, date: day(2) });
    // Units 2 + 1 + 1 reach four on the 5th (the withdrawn 9 units do not count).
    expect(byId.fourAssets).toMatchObject({ unlocked: true, date: day(5) });
    // Animals are held (again) only from the 6th: the withdrawn ones of the 3rd do not count.
    expect(byId.allCategories).toMatchObject({ unlocked: true, date: day(6) });
    // 1,000 + 4,000 + 5,000 = 10,000 € exactly on the 5th.
    expect(byId.bigInvestor).toMatchObject({ unlocked: true, date: day(5) });
    // The earliest order of any status.
    expect(byId.firstOrder).toMatchObject({ unlocked: true, date: day(1, 1) });
    // One unlocked farm achievement is enough; the farm keeps no dates.
    expect(byId.farmer).toEqual({ id: 'farmer', rarity: 'rare', unlocked: true, date: null });
    expect(achievements.every((a) => a.unlocked)).toBe(true);
  });

  test('just below a threshold stays locked; a farm without unlocked achievements does not count', async () => {
    const { caller, user } = await signUp();
    await investAt(user.id, day(1), 'trees', 3, '9999.99');
    for (const category of ASSET_CATEGORIES.slice(1))
      await investAt(user.id, day(2), category, 5, '100.00', false);
    await t.database.db
      .insert(farmStates)
      .values({ userId: user.id, state: createFarm(), engineVersion: 1, savedAt: new Date() });
    const achievements = await caller.account.achievements();
    expect(Object.fromEntries(achievements.map((a) => [a.id, a.unlocked]))).toEqual({
      welcome: true,
      firstInvestment: true,
      firstOrder: false,
      fourAssets: false,
      allCategories: false,
      farmer: false,
      bigInvestor: false,
    });
  });

  test('follows the real procedures: an investment unlocks, its withdrawal locks again; other users do not count', async () => {
    const { caller, user } = await signUp();
    const other = await signUp();
    await other.caller.investments.create({ assetTypeId: 1, quantity: 40, totalInvestment: '20000.00' });

    const investment = await caller.investments.create({
      assetTypeId: 1,
      quantity: 1,
      totalInvestment: '500.00',
    });
    const unlocked = (await caller.account.achievements()).filter((a) => a.unlocked);
    expect(unlocked.map((a) => [a.id, a.date])).toEqual([
      ['welcome', expect.any(Date)],
      ['firstInvestment', investment.createdAt],
    ]);

    await caller.investments.withdraw({ id: investment.id });
    const after = await caller.account.achievements();
    expect(after.find((a) => a.id === 'firstInvestment')).toMatchObject({ unlocked: false, date: null });
    expect(await farmRows(user.id)).toEqual([]);

    // Opening the farm creates it; its untouched achievements are still locked.
    await caller.farm.get();
    expect(await farmRows(user.id)).toHaveLength(1);
    expect((await caller.account.achievements()).find((a) => a.id === 'farmer')?.unlocked).toBe(false);
  });
});

describe('settings', () => {
  test('defaults until saved, then the saved document; each user has their own', async () => {
    const { caller, cookie, ip } = await signUp();
    expect(await caller.account.settings()).toEqual({ ...DEFAULT_SETTINGS, savedAt: null });
    const first = await caller.account.updateSettings(OTHER_SETTINGS);
    expect(first).toEqual({ ...OTHER_SETTINGS, savedAt: expect.any(Date) });
    expect(await (await callerFor(t.app, cookie, ip)).caller.account.settings()).toEqual(first);

    const saved = { ...OTHER_SETTINGS, theme: 'light' as const };
    await caller.account.updateSettings(saved);
    const again = await caller.account.settings();
    expect(again).toEqual({ ...saved, savedAt: expect.any(Date) });
    expect(again.savedAt?.getTime()).toBeGreaterThanOrEqual(first.savedAt?.getTime() ?? Infinity);

    const other = await signUp();
    expect(await other.caller.account.settings()).toEqual({ ...DEFAULT_SETTINGS, savedAt: null });

    const invalid = await failure(
      caller.account.updateSettings({ ...saved, timezone: 'Asia/Tokyo' as Settings['timezone'] }),
    );
    expect(invalid.code).toBe('BAD_REQUEST');
  });
});

describe('password change', () => {
  test('a wrong current password is refused and changes nothing', async () => {
    const { caller, credentials } = await signUp();
    const wrong = await failure(
      caller.auth.changePassword({
        currentPassword: 'falsch123',
        newPassword: 'neues-passwort',
        confirmPassword: 'neues-passwort',
      }),
    );
    expect(wrong.code).toBe('BAD_REQUEST');
    expect(wrong.message).toBe(AUTH_MESSAGES.de.wrongCurrentPassword);
    await signIn(credentials);
  });

  test('the old password then fails, the new one works; every session ends and this client gets a new one', async () => {
    const { cookie, credentials, ip } = await signUp();
    const other = await signIn(credentials);
    expect((await other.caller.auth.me()).user.email).toBe(credentials.email);

    const changing = await callerFor(t.app, cookie, ip);
    expect(
      await changing.caller.auth.changePassword({
        currentPassword: credentials.password,
        newPassword: 'neues-passwort',
        confirmPassword: 'neues-passwort',
      }),
    ).toEqual({ success: true });
    const renewed = sessionCookieFrom(changing.resHeaders);
    expect(renewed).toStartWith('ww_session=');
    expect(renewed).not.toBe(cookie);

    // Both cached sessions end at once, not after the cache's 30 seconds.
    for (const ended of [other.cookie, cookie]) {
      expect((await failure((await callerFor(t.app, ended)).caller.auth.me())).code).toBe('UNAUTHORIZED');
    }
    expect((await (await callerFor(t.app, renewed, ip)).caller.auth.me()).user.email).toBe(credentials.email);

    const old = await failure(
      (await callerFor(t.app, undefined, nextIp())).caller.auth.login({
        email: credentials.email,
        password: credentials.password,
      }),
    );
    expect(old.code).toBe('UNAUTHORIZED');
    await signIn({ email: credentials.email, password: 'neues-passwort' });
  });

  test('mismatch and short passwords get the spec messages', async () => {
    const { caller } = await signUp();
    const mismatch = await failure(
      caller.auth.changePassword({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    );
    expect(mismatch.code).toBe('BAD_REQUEST');
    expect(mismatch.message).toContain('Passwörter stimmen nicht überein');
    const short = await failure(
      caller.auth.changePassword({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' }),
    );
    expect(short.message).toContain('Passwort muss mindestens 6 Zeichen lang sein');
  });

  test('wrong passwords are throttled like sign-in', async () => {
    const strict = createApp(appOptions(t.database, { loginMaxFailures: 2 }));
    const credentials = newUser();
    const start = await callerFor(strict, undefined, '192.0.2.77');
    await start.caller.auth.register(credentials);
    const { caller } = await callerFor(strict, sessionCookieFrom(start.resHeaders), '192.0.2.77');
    const attempt = () => caller.account.delete({ password: 'falsch123' });
    expect((await failure(attempt())).code).toBe('BAD_REQUEST');
    expect((await failure(attempt())).code).toBe('BAD_REQUEST');
    const blocked = await failure(
      caller.auth.changePassword({
        currentPassword: credentials.password,
        newPassword: 'neues-passwort',
        confirmPassword: 'neues-passwort',
      }),
    );
    expect(blocked.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.message).toBe(AUTH_MESSAGES.de.tooManyPasswordAttempts);
  });
});

describe('export', () => {
  test("holds the user's profile, settings, investments, activities, orders, farm and reminders, never the hash", async () => {
    const { caller, user, investment, orderNumber, streamId } = await populatedUser();
    const document = await caller.account.export();
    expect(document.exportedAt).toBeInstanceOf(Date);
    expect(document.profile.id).toBe(user.id);
    expect(document.settings).toEqual({ ...OTHER_SETTINGS, savedAt: expect.any(Date) });
    expect(document.investments).toEqual([
      expect.objectContaining({ id: investment.id, totalInvestment: '500.00', status: 'active' }),
    ]);
    expect(document.investments[0]?.assetName).toBe(investment.assetType.name);
    expect(document.activities).toEqual([
      expect.objectContaining({
        kind: 'investment',
        amount: '500.00',
        message: expect.stringContaining('500,00'),
      }),
    ]);
    expect(document.orders).toEqual([
      expect.objectContaining({
        orderNumber,
        totalAmount: '54.99',
        items: [{ productId: null, name: 'Saatgut-Set', quantity: 2, unitPrice: '25.00', total: '50.00' }],
        statusHistory: [{ status: 'pending', changedAt: expect.any(Date) }],
      }),
    ]);
    expect(document.farm).toEqual({
      state: { tree: { level: 3 } },
      engineVersion: 1,
      savedAt: expect.any(Date),
    });
    expect(document.streamReminders).toEqual([expect.objectContaining({ livestreamId: streamId })]);

    const [hash] = await rows<{ password_hash: string }>(
      sql`select password_hash from users where id = ${user.id}`,
    );
    const text = JSON.stringify(document);
    expect(hash?.password_hash).toBeTruthy();
    expect(text).not.toContain(hash?.password_hash ?? 'no hash');
    expect(text).not.toMatch(/passwordHash|password_hash|\$argon2|idempotency|requestHash/i);
  });

  test("another user's export holds none of the demo account's data", async () => {
    const demo = await signIn({ email: 'demo@wurzelwerk.example', password: 'wurzelwerk' });
    const demoExport = await demo.caller.account.export();
    expect(demoExport.orders.length).toBeGreaterThan(0);
    expect(demoExport.investments.length).toBeGreaterThan(0);

    const stranger = await signUp();
    const document = await stranger.caller.account.export();
    expect(document.profile.id).toBe(stranger.user.id);
    expect(document).toMatchObject({
      investments: [],
      activities: [],
      orders: [],
      farm: null,
      streamReminders: [],
    });
    expect(document.settings).toEqual({ ...DEFAULT_SETTINGS, savedAt: null });
  });
});

/** Every (table, column) that references users. */
async function userReferences() {
  return rows<{ table_name: string; column_name: string; delete_rule: string }>(sql`
    select c.conrelid::regclass::text as table_name, a.attname as column_name, c.confdeltype as delete_rule
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confrelid = 'users'::regclass`);
}

/** How many rows of the user (and of their orders) each table still holds. */
async function rowsLeft(userId: string, orderId: string) {
  const counts: Record<string, number> = {};
  const count = async (table: string, column: string, value: string) => {
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
    );
    counts[table] = (counts[table] ?? 0) + Number(row?.n ?? 0);
  };
  await count('users', 'id', userId);
  for (const ref of await userReferences()) await count(ref.table_name, ref.column_name, userId);
  // Any other table with a user_id column, even without a foreign key.
  const withUserId = await rows<{ table_name: string }>(sql`
    select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'user_id'`);
  for (const { table_name } of withUserId)
    if (!(table_name in counts)) await count(table_name, 'user_id', userId);
  await count('order_items', 'order_id', orderId);
  await count('order_status_history', 'order_id', orderId);
  return counts;
}

describe('account deletion', () => {
  test('every table holding user data cascades from users', async () => {
    const refs = await userReferences();
    expect(refs.map((r) => r.table_name).sort()).toEqual([
      'activities',
      'farm_states',
      'investment_totals',
      'investments',
      'orders',
      'sessions',
      'stream_reminders',
      'user_settings',
    ]);
    for (const ref of refs)
      expect({ table: ref.table_name, rule: ref.delete_rule }).toEqual({ table: ref.table_name, rule: 'c' });
  });

  test('a wrong password is refused and nothing is deleted', async () => {
    const { caller, user, orderId, credentials } = await populatedUser();
    const before = await rowsLeft(user.id, orderId);
    const wrong = await failure(caller.account.delete({ password: 'falsch123' }));
    expect(wrong.code).toBe('BAD_REQUEST');
    expect(wrong.message).toBe(AUTH_MESSAGES.de.wrongPassword);
    expect(await rowsLeft(user.id, orderId)).toEqual(before);
    expect((await caller.account.profile()).id).toBe(user.id);
    await signIn(credentials);
  });

  test('removes every row of the user, ends all sessions and clears the cookie; sign-in then fails', async () => {
    const { caller, cookie, user, orderId, credentials, ip } = await populatedUser();
    const other = await signIn(credentials);
    const before = await rowsLeft(user.id, orderId);
    for (const [table, n] of Object.entries(before))
      expect({ table, filled: n > 0 }).toEqual({ table, filled: true });

    const { caller: deleting, resHeaders } = await callerFor(t.app, cookie, ip);
    expect(await deleting.account.delete({ password: credentials.password })).toEqual({ success: true });
    expect(resHeaders.get('set-cookie')).toMatch(/^ww_session=;/);

    const after = await rowsLeft(user.id, orderId);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());

    for (const session of [cookie, other.cookie]) {
      expect((await failure((await callerFor(t.app, session)).caller.auth.me())).code).toBe('UNAUTHORIZED');
    }
    expect((await failure(caller.account.profile())).code).toBe('UNAUTHORIZED');
    const login = await failure(
      (await callerFor(t.app, undefined, nextIp())).caller.auth.login({
        email: credentials.email,
        password: credentials.password,
      }),
    );
    expect(login.code).toBe('UNAUTHORIZED');
    // Others' data is untouched: the order row of another user is still there.
    const [demoOrders] = await rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(Number(demoOrders?.n)).toBeGreaterThan(0);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });
});

test('signed-out callers get UNAUTHORIZED from every account procedure', async () => {
  const { caller } = await callerFor(t.app);
  const calls: Promise<unknown>[] = [
    caller.account.profile(),
    caller.account.achievements(),
    caller.account.updateProfile({ bio: 'x' }),
    caller.account.settings(),
    caller.account.updateSettings(DEFAULT_SETTINGS),
    caller.account.export(),
    caller.account.delete({ password: 'sicher123' }),
    caller.auth.changePassword({
      currentPassword: 'sicher123',
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    }),
  ];
  for (const call of calls) expect((await failure(call)).code).toBe('UNAUTHORIZED');
});
