/**
 * One data folder, one process; one port, one server (issue 14). Real processes of the real entry points:
 * a second server or command on an embedded data folder in use, or a second server on a busy port, stops
 * at once with one line and leaves the first one serving. The folder tests use PGlite whatever the suite;
 * the port test's first server runs on the suite's database.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, newUser, testDatabaseUrl } from '../test/harness';
import { freePort, type Launched, launch, run, serverEntry, startServer } from '../test/processes';

const root = mkdtempSync(join(tmpdir(), 'ww-one-process-'));
const launched: Launched[] = [];
/** On PostgreSQL: a database of this test's own for the port test's first server. */
const postgresDb = testDatabaseUrl ? await createTestDatabase() : undefined;

afterAll(async () => {
  for (const started of launched) started.killAll('SIGKILL');
  await Promise.all(launched.map(({ child }) => child.exited));
  await postgresDb?.close();
  rmSync(root, { recursive: true, force: true });
});

let folders = 0;
const newFolder = () => join(root, `data-${++folders}`);

/** A fresh data folder takes seconds to initialise on disk: the tests start from copies of one. */
const template = newFolder();
beforeAll(async () => {
  const migrated = await run(['bun', 'server/src/cli/db.ts', 'migrate'], { DATA_DIR: template });
  if (migrated.exitCode !== 0) throw new Error(migrated.stderr);
}, 60_000);
const migratedFolder = () => {
  const folder = newFolder();
  cpSync(template, folder, { recursive: true });
  return folder;
};

async function serve(env: Record<string, string>) {
  const server = await startServer({ SEED: 'false', ...env });
  launched.push(server);
  return server;
}

/** A second process, which should stop by itself; one that keeps running is killed in afterAll. */
function second(command: string[], env: Record<string, string>) {
  const started = launch(command, { SEED: 'false', ...env });
  launched.push(started);
  return started;
}

/** The lines a command printed on stderr itself, without `bun run`'s own (`$ …`, `error: script …`). */
const ownLines = (stderr: string) =>
  stderr
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('$ ') && !line.startsWith('error: script '));

/** A signed-in user of the server at `base`: register, keep the session cookie. */
async function signUp(base: string) {
  const user = newUser();
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(user),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { email: user.email, cookie };
}

/**
 * Who the session cookie belongs to on the server at `base` (undefined when it answers otherwise). Each
 * call on a new connection: the kernel spreads connections, not requests, over servers sharing a port.
 */
async function whoAmI(base: string, cookie: string): Promise<string | undefined> {
  const response = await fetch(`${base}/api/auth/me`, { headers: { cookie, connection: 'close' } });
  if (response.status !== 200) return undefined;
  return ((await response.json()) as { user: { email: string } }).user.email;
}

const SECOND_TIMEOUT_MS = 20_000;

describe('one data folder, one process', () => {
  let dataDir: string;
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  let first: Launched;
  let account: { email: string; cookie: string };
  const inUse = (pid: number) =>
    `Cannot open the database (PGlite in ${dataDir}): the data folder ${dataDir} is in use by another process (pid ${pid}). Stop it first.`;

  beforeAll(async () => {
    dataDir = migratedFolder();
    first = await serve({ DATA_DIR: dataDir, PORT: String(port) });
    account = await signUp(base);
  }, 60_000);

  test('a second server on the folder stops at once with one line; the first keeps serving its data', async () => {
    const other = second(['bun', serverEntry], { DATA_DIR: dataDir, PORT: String(freePort()) });
    expect(await other.exitWithin(SECOND_TIMEOUT_MS)).toBe(1);
    expect(other.stderr().trim()).toBe(inUse(first.child.pid));
    expect(await whoAmI(base, account.cookie)).toBe(account.email);
  }, 60_000);

  for (const script of ['db:migrate', 'db:seed']) {
    test(`${script} on the folder in use stops with one line, and the server is untouched`, async () => {
      const command = second(['bun', 'run', script], { DATA_DIR: dataDir });
      expect(await command.exitWithin(SECOND_TIMEOUT_MS)).toBe(1);
      expect(ownLines(command.stderr())).toEqual([inUse(first.child.pid)]);
      expect(await whoAmI(base, account.cookie)).toBe(account.email);
    }, 60_000);
  }

  test('bun run start on the folder in use stops with one line, before it would rebuild the web app', async () => {
    const start = second(['bun', 'run', 'start'], { DATA_DIR: dataDir, PORT: String(freePort()) });
    expect(await start.exitWithin(SECOND_TIMEOUT_MS)).toBe(1);
    expect(ownLines(start.stderr())).toEqual([inUse(first.child.pid)]);
    expect(start.stdout()).not.toContain('Building the web app');
    expect(await whoAmI(base, account.cookie)).toBe(account.email);
  }, 60_000);

  test('db:studio on the folder in use stops with one line', async () => {
    const studio = second(['bun', 'run', 'db:studio', '--port', String(freePort())], { DATA_DIR: dataDir });
    expect(await studio.exitWithin(SECOND_TIMEOUT_MS)).toBe(1);
    expect(ownLines(studio.stderr())).toEqual([inUse(first.child.pid)]);
    expect(await whoAmI(base, account.cookie)).toBe(account.email);
  }, 60_000);

  // Last in this group: it ends the first server.
  test('after kill -9 of the server, the next start on the folder comes up with the data', async () => {
    first.child.kill('SIGKILL');
    await first.child.exited;
    const next = await serve({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await whoAmI(base, account.cookie)).toBe(account.email);
    next.child.kill('SIGTERM');
    expect(await next.child.exited).toBe(0);
  }, 60_000);
});

describe('db:studio', () => {
  test('holds the folder while studio runs, and frees it when stopped', async () => {
    const dataDir = migratedFolder();
    const studio = second(['bun', 'run', 'db:studio', '--port', String(freePort())], { DATA_DIR: dataDir });
    expect(await studio.waitForOutput('Drizzle Studio is up', 60_000)).toBe(true);

    const refused = await run(['bun', 'run', 'db:migrate'], { DATA_DIR: dataDir });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain(`the data folder ${dataDir} is in use by another process`);

    studio.child.kill('SIGTERM');
    // Studio ended by the forwarded SIGTERM: 128 + 15, as a shell reports it.
    expect(await studio.exitWithin(SECOND_TIMEOUT_MS)).toBe(143);
    const migrated = await run(['bun', 'run', 'db:migrate'], { DATA_DIR: dataDir });
    expect(migrated.exitCode).toBe(0);
  }, 120_000);
});

describe('one port, one server', () => {
  test('a second server on a busy port stops with one line; the first answers every request', async () => {
    const port = freePort();
    const base = `http://127.0.0.1:${port}`;
    const databaseEnv: Record<string, string> = postgresDb?.url
      ? { DATABASE_URL: postgresDb.url }
      : { DATA_DIR: migratedFolder() };
    await serve({ ...databaseEnv, PORT: String(port) });
    const { email, cookie } = await signUp(base);

    const other = second(['bun', serverEntry], { DATA_DIR: migratedFolder(), PORT: String(port) });
    // Until it has either stopped or come up: a second server that listens shows up in the requests below.
    await other.waitForOutput('läuft auf', SECOND_TIMEOUT_MS);

    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await whoAmI(base, cookie));
    expect(answers.filter((answer) => answer !== email)).toEqual([]);
    expect(await other.exitWithin(SECOND_TIMEOUT_MS)).toBe(1);
    expect(other.stderr().trim()).toBe(
      `Port ${port} is already in use by another process. Stop it first or set PORT.`,
    );
  }, 120_000);
});
