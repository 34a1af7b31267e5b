/**
 * `bun run user:role` as an operator runs it: a separate process on the embedded database (stopped, and
 * refused with the lock's line while another process holds the folder) and, with DATABASE_URL, on
 * PostgreSQL while the app's database is open.
 */
import { describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestDatabase, newUser, testDatabaseUrl } from '../../test/harness';
import { run } from '../../test/processes';
import { hashPassword } from '../auth/password';
import { openDatabase } from '../db/client';
import { lockDataFolder } from '../db/lock';
import { auditLog, users } from '../db/schema';

const userRole = (args: string[], env: Record<string, string>) =>
  run(['bun', 'run', 'server/src/cli/userRole.ts', ...args], env);

async function addUser(db: Awaited<ReturnType<typeof createTestDatabase>>['db']) {
  const { password, ...profile } = newUser();
  await db
    .insert(users)
    .values({ id: crypto.randomUUID(), ...profile, passwordHash: await hashPassword(password) });
  return profile.email;
}

describe.skipIf(Boolean(testDatabaseUrl))('user:role on the embedded database', () => {
  test('sets the role while the app is stopped, with clear errors and the lock’s line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ww-role-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const email = await addUser(database.db);
    await database.close();

    const done = await userRole([email.toUpperCase(), 'operator'], { DATA_DIR: dataDir });
    expect(done.exitCode).toBe(0);
    expect(done.stdout).toContain(`${email} is now an operator.`);
    expect((await userRole(['nobody@example.org', 'operator'], { DATA_DIR: dataDir })).stderr).toContain(
      'No account has the e-mail address nobody@example.org.',
    );
    const badRole = await userRole([email, 'admin'], { DATA_DIR: dataDir });
    expect(badRole.exitCode).toBe(1);
    expect(badRole.stderr).toContain('Unknown role "admin": use investor or operator.');

    const lock = lockDataFolder(dataDir);
    try {
      const refused = await userRole([email, 'investor'], { DATA_DIR: dataDir });
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toContain(`Cannot open the database (PGlite in ${dataDir})`);
      expect(refused.stderr).toContain(String(process.pid));
    } finally {
      lock.release();
    }

    const reopened = await openDatabase({ dataDir });
    const [row] = await reopened.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(row?.role).toBe('operator');
    const [entry] = await reopened.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorEmail: 'cli:user:role',
      action: 'user.role',
      before: { role: 'investor' },
      after: { role: 'operator' },
    });
    await reopened.close();
  });
});

describe.skipIf(!testDatabaseUrl)('user:role on PostgreSQL', () => {
  test('sets the role while the database is in use, and back', async () => {
    const database = await createTestDatabase();
    try {
      const email = await addUser(database.db);
      const url = database.url ?? '';
      expect((await userRole([email, 'operator'], { DATABASE_URL: url })).exitCode).toBe(0);
      const role = async () =>
        (await database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
      expect(await role()).toBe('operator');
      expect((await userRole([email, 'investor'], { DATABASE_URL: url })).exitCode).toBe(0);
      expect(await role()).toBe('investor');
      const unknown = await userRole(['nobody@example.org', 'operator'], { DATABASE_URL: url });
      expect(unknown.exitCode).toBe(1);
      expect(unknown.stderr).toContain('No account has the e-mail address nobody@example.org.');
    } finally {
      await database.close();
    }
  });
});
