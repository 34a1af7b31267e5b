/**
 * Backups that are restored (issue 38, decision 0089): a database with users, investments, ledger entries,
 * mails, sessions and a two-factor secret is backed up — on the embedded database by `bun run db:backup`
 * through the running app and from the stopped folder, on PostgreSQL with pg_dump — restored into a new
 * folder (`bun run db:restore`) or a new database (pg_restore), and compared: row counts per table, the
 * ledger's check, and a sign-in with the old password and a two-factor code.
 */
import { expect, test } from 'bun:test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { unpackTar } from 'modern-tar';
import { emptyDatabase } from '../../test/cluster';
import { nextAddress, pendingCookie, rowsOf, signedUpCaller } from '../../test/domains';
import { appOptions, callerFor, createTestDatabase, testDatabaseUrl } from '../../test/harness';
import { freePort, run, startServer } from '../../test/processes';
import { createApp } from '../app';
import { totpCode } from '../auth/totp';
import { type DbHandle, openDatabase } from '../db/client';
import { seed } from '../db/seed';
import { checkPlatformLedger } from '../domains/bank/check';

const KEY = crypto.getRandomValues(new Uint8Array(32));
const SECRETS_KEY = Buffer.from(KEY).toString('base64');
const root = mkdtempSync(join(tmpdir(), 'ww-backup-'));

/** Sample data, and an account of its own with a second factor, a session and its mails. */
async function fill(database: DbHandle) {
  await database.migrate();
  await seed(database.db);
  const app = createApp(appOptions(database, { secretsKeys: [KEY] }));
  const account = await signedUpCaller(app);
  const { secret } = await account.caller.auth.twoFactor.setup();
  await account.caller.auth.twoFactor.enable({ code: totpCode(secret) });
  return { credentials: account.credentials, secret };
}

/** Rows per table of the app's schema. */
async function counts(database: DbHandle): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    result[name] = row?.n ?? 0;
  }
  return result;
}

/** The restored database as the app sees it: the books sound, the old password and a code sign in. */
async function expectUsable(database: DbHandle, account: Awaited<ReturnType<typeof fill>>) {
  expect(await checkPlatformLedger(database.db)).toEqual([]);
  const app = createApp(appOptions(database, { secretsKeys: [KEY] }));
  const ip = nextAddress('192.0.2');
  const start = await callerFor(app, undefined, ip);
  const { credentials, secret } = account;
  expect(await start.caller.auth.login({ email: credentials.email, password: credentials.password })).toEqual(
    {
      twoFactorRequired: true,
    },
  );
  const pending = await callerFor(app, pendingCookie(start.resHeaders), ip);
  const { user } = await pending.caller.auth.twoFactor.verify({
    code: totpCode(secret, Date.now() + 30_000),
  });
  expect(user.email).toBe(credentials.email);
}

async function inFolder<T>(dataDir: string, step: (database: DbHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await step(database);
  } finally {
    await database.close();
  }
}

const command = (name: 'db:backup' | 'db:restore', args: string[], dataDir: string) =>
  run(['bun', 'run', name, ...args], { DATA_DIR: dataDir, SECRETS_KEY });

test.skipIf(testDatabaseUrl !== undefined)(
  'db:backup (through the running app and from the stopped folder) and db:restore on the embedded database',
  async () => {
    const source = join(root, 'source');
    const account = await inFolder(source, fill);
    const live = join(root, 'live.tar.gz');
    const server = await startServer({
      DATA_DIR: source,
      SECRETS_KEY,
      SEED: 'false',
      PORT: String(freePort()),
    });
    try {
      const written = await command('db:backup', [live], source);
      expect(written.stdout).toContain(`Backup written: ${live}`);
      expect(written.exitCode).toBe(0);
    } finally {
      server.killAll('SIGTERM');
      await server.exitWithin(10_000);
    }
    // Mode 0600, and without the folder's key, lock and socket.
    expect((await Bun.file(live).stat()).mode & 0o777).toBe(0o600);
    const names = (await unpackTar(gunzipSync(readFileSync(live)))).map((entry) => entry.header.name);
    expect(names.some((name) => name.endsWith('PG_VERSION'))).toBe(true);
    expect(names.filter((name) => /secrets\.key|\.wurzelwerk\.lock|control\.sock/.test(name))).toEqual([]);

    const stopped = join(root, 'stopped.tar.gz');
    expect((await command('db:backup', [stopped], source)).exitCode).toBe(0);
    const expected = await inFolder(source, counts);
    for (const [file, target] of [
      [stopped, join(root, 'restored')],
      [live, join(root, 'restored-live')],
    ] as const) {
      const restored = await command('db:restore', [file], target);
      expect(restored.stdout).toContain(`Restored into ${target}`);
      expect(restored.exitCode).toBe(0);
      await inFolder(target, async (database) => {
        if (file === stopped) expect(await counts(database)).toEqual(expected);
        for (const table of [
          'users',
          'investments',
          'ledger_entries',
          'mail_outbox',
          'sessions',
          'user_totp',
        ])
          expect(expected[table], table).toBeGreaterThan(0);
        await expectUsable(database, account);
      });
    }
    // Never over data: a folder that is not empty is refused, and left as it was.
    const again = await command('db:restore', [stopped], join(root, 'restored'));
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain('is not empty: restore into a new or empty data folder');
    const missing = await command('db:restore', [join(root, 'none.tar.gz')], join(root, 'empty'));
    expect(missing.stderr).toContain('No backup at');
  },
  180_000,
);

test.skipIf(testDatabaseUrl === undefined)(
  'pg_dump and pg_restore: the restored database counts the same rows and is usable',
  async () => {
    const source = await createTestDatabase();
    const target = await emptyDatabase();
    try {
      const account = await fill(source);
      const file = join(root, 'postgres.dump');
      const dumped = await run(['pg_dump', '--format=custom', `--file=${file}`, source.url ?? '']);
      expect(dumped.stderr).toBe('');
      expect(dumped.exitCode).toBe(0);
      const restored = await run([
        'pg_restore',
        '--no-owner',
        '--no-privileges',
        `--dbname=${target.url}`,
        file,
      ]);
      expect(restored.stderr).toBe('');
      expect(restored.exitCode).toBe(0);
      const copy = await openDatabase({ url: target.url, poolSize: 2 });
      try {
        expect(await counts(copy)).toEqual(await counts(source));
        await expectUsable(copy, account);
      } finally {
        await copy.close();
      }
      // The commands name PostgreSQL's own tools instead.
      const refused = await run(['bun', 'run', 'db:backup'], { DATABASE_URL: source.url ?? '' });
      expect(refused.stderr).toContain('pg_dump and pg_restore');
    } finally {
      await source.close();
      await target.drop();
    }
  },
  180_000,
);
