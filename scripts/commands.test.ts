/**
 * The commands of docs/operations.md as an operator runs them: `bun run db:migrate`, `bun run db:seed` and `bun run start`
 * on a fresh database — the embedded one in a new data folder, or on the PostgreSQL suite a database of
 * this test's own.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { openConfiguredDatabase } from '../server/src/db/open';
import { assetTypes, users } from '../server/src/db/schema';
import { loadConfig } from '../server/src/env';
import { createTestDatabase, testDatabaseUrl } from '../server/test/harness';
import { freePort, repoRoot, run as runCommand, shellEnv } from '../server/test/processes';

const dataDir = mkdtempSync(join(tmpdir(), 'ww-commands-'));
/** On PostgreSQL: an empty database of this test's own (its migrations are what `db:migrate` finds done). */
const postgresDb = testDatabaseUrl ? await createTestDatabase() : undefined;
const databaseEnv: Record<string, string> = postgresDb?.url
  ? { DATABASE_URL: postgresDb.url }
  : { DATA_DIR: dataDir };

afterAll(async () => {
  await postgresDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `bun run <script>` on this test's database. */
const run = (script: string, env: Record<string, string> = {}) =>
  runCommand(['bun', 'run', script], { ...databaseEnv, ...env });

/** Counts in the database the commands worked on, read after they exited. */
async function counts() {
  const database = await openConfiguredDatabase(loadConfig(databaseEnv));
  try {
    return {
      assetTypes: await database.db.$count(assetTypes),
      users: await database.db.$count(users),
    };
  } finally {
    await database.close();
  }
}

describe('operator commands', () => {
  test('db:migrate creates the schema without sample data; db:seed adds it, twice without doubling', async () => {
    const migrate = await run('db:migrate', { SEED: 'false' });
    expect(migrate.exitCode).toBe(0);
    expect(migrate.stdout).toContain('Migrated.');
    expect(await counts()).toEqual({ assetTypes: 0, users: 0 });

    for (let i = 0; i < 2; i++) {
      const seed = await run('db:seed');
      expect(seed.exitCode).toBe(0);
      expect(seed.stdout).toContain('Migrated and seeded.');
    }
    const seeded = await counts();
    expect(seeded.assetTypes).toBeGreaterThanOrEqual(16);
    // The demo account and the demo operator.
    expect(seeded.users).toBe(2);
  }, 60_000);

  test('start serves the web app and the seeded API on one port, and stops cleanly', async () => {
    const port = freePort();
    const server = Bun.spawn(['bun', 'run', 'start'], {
      cwd: repoRoot,
      env: shellEnv({ ...databaseEnv, PORT: String(port), SEED: 'true' }),
      stdout: 'pipe',
      stderr: 'pipe',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      let health: Response | undefined;
      for (let i = 0; i < 200 && !health?.ok; i++) {
        await Bun.sleep(250);
        health = await fetch(`${base}/api/health`).catch(() => undefined);
      }
      if (!health?.ok) throw new Error(`no healthy server: ${await new Response(server.stderr).text()}`);

      const page = await fetch(`${base}/dashboard`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');

      const assets = (await (await fetch(`${base}/api/asset-types`)).json()) as unknown[];
      expect(assets.length).toBeGreaterThanOrEqual(16);

      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify(DEMO_ACCOUNT),
      });
      expect(login.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(await new Response(server.stdout).text()).toContain(`läuft auf http://localhost:${port}`);
  }, 120_000);
});
