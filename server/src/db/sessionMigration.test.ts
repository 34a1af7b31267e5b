/**
 * The upgrade to hashed session ids (decision 0048): a database with sessions stored the old way (the
 * cookie's value as the id) is migrated; the users stay signed in with the cookies they have, the
 * database no longer holds those cookies, and the migrated sessions count as signed in at their sign-in
 * (a sensitive action asks for the password again).
 */
import { describe, expect, test } from 'bun:test';
import { REAUTH_REQUIRED } from '@wurzelwerk/shared';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../test/domains';
import { appOptions, TestClient } from '../../test/harness';
import { databaseBefore } from '../../test/migrations';
import { createApp } from '../app';
import { hashStoredSessionIds, sessionIdOf } from '../auth/sessionStore';
import { sessions } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const upgrade = databaseBefore('sha256(convert_to(');

/** A user as the schema of that time stores it (raw SQL: later migrations add columns Drizzle would name). */
async function userOfThen(prefix: string): Promise<string> {
  const id = `${prefix}-${crypto.randomUUID()}`;
  await upgrade.database.db.execute(
    sql`insert into users (id, first_name, last_name, username, email, password_hash)
        values (${id}, 'Grete', 'Gruppe', ${id}, ${`${id}@example.com`}, 'not-used')`,
  );
  return id;
}

describe('the upgrade to hashed session ids', () => {
  test('sessions stored with their cookie value keep working through it; the values are gone from the database', async () => {
    const userId = await userOfThen('upgrade');
    // As Lucia made them: 25 random bytes in lower-case base32.
    const oldCookies = [
      'q3x7kd5wz2m4n6p8r2t4v6x8z2b4d6f8h2j4k6m8',
      'abcdefghijklmnopqrstuvwxyz234567abcdefgh',
    ];
    const signedInAt = new Date(Date.now() - 3 * DAY_MS);
    for (const id of oldCookies) {
      await upgrade.database.db.execute(
        sql`insert into sessions (id, user_id, expires_at, created_at)
            values (${id}, ${userId}, ${new Date(Date.now() + 20 * DAY_MS).toISOString()}::timestamptz,
                    ${signedInAt.toISOString()}::timestamptz)`,
      );
    }

    await upgrade.database.migrate();

    const stored = await upgrade.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored.map((row) => row.id).sort()).toEqual(oldCookies.map(sessionIdOf).sort());
    const dump = JSON.stringify(await rowsOf(upgrade.database.db, sql`select * from sessions`));
    for (const cookie of oldCookies) expect(dump).not.toContain(cookie);
    // Signed in at the sign-in, not at the upgrade.
    for (const row of stored) expect(row.authenticatedAt.getTime()).toBe(signedInAt.getTime());

    const app = createApp(appOptions(upgrade.database));
    const client = new TestClient(app, '198.51.100.230');
    client.cookie = `ww_session=${oldCookies[0]}`;
    expect((await client.get('/api/auth/me')).status).toBe(200);
    // Three days since the sign-in: the export wants the password again.
    const exported = await client.get('/api/account/export');
    expect(exported.status).toBe(403);
    expect(((await exported.json()) as { code: string }).code).toBe(REAUTH_REQUIRED);
    // A stored id, used as a cookie, is nobody's session.
    client.cookie = `ww_session=${sessionIdOf(oldCookies[1] ?? '')}`;
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  test('a session an old process wrote the old way after the migration is hashed at the next start', async () => {
    const userId = await userOfThen('rolling');
    const oldCookie = 'z2b4d6f8h2j4k6m8q3x7kd5wz2m4n6p8r2t4v6x8';
    await upgrade.database.db
      .insert(sessions)
      .values({ id: oldCookie, userId, expiresAt: new Date(Date.now() + DAY_MS) });
    expect(await hashStoredSessionIds(upgrade.database.db)).toBe(1);
    expect(await hashStoredSessionIds(upgrade.database.db)).toBe(0);
    const [row] = await upgrade.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row?.id).toBe(sessionIdOf(oldCookie));
    const client = new TestClient(createApp(appOptions(upgrade.database)), '198.51.100.231');
    client.cookie = `ww_session=${oldCookie}`;
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});
