/** Sessions live in the database: they survive a server restart (on-disk PGlite, or PostgreSQL). */
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appOptions, createTestDatabase, newUser, TestClient, testDatabaseUrl } from '../test/harness';
import { createApp } from './app';
import { openConfiguredDatabase } from './db/open';
import { loadConfig } from './env';

const dataDir = mkdtempSync(join(tmpdir(), 'ww-restart-'));
/** On PostgreSQL, a database of this test's own. */
const postgresDb = testDatabaseUrl ? await createTestDatabase() : undefined;
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgresDb?.close();
});

/** Opens the database as the server does at start-up, from the configuration. */
const start = async () => {
  const database = await openConfiguredDatabase(
    loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgresDb?.url }),
  );
  return { database, app: createApp(appOptions(database)) };
};

test(`a session survives a restart (${testDatabaseUrl ? 'PostgreSQL' : 'on-disk PGlite'})`, async () => {
  const first = await start();
  const client = new TestClient(first.app);
  const input = newUser();
  expect((await client.post('/api/auth/register', input)).status).toBe(201);
  await first.database.close();

  const second = await start();
  const again = new TestClient(second.app);
  again.cookie = client.cookie;
  const response = await again.get('/api/auth/me');
  expect(response.status).toBe(200);
  expect((await response.json()).user.email).toBe(input.email);
  await second.database.close();
}, 30_000);
