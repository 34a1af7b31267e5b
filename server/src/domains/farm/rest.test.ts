/** GET /api/farm and POST /api/farm/actions over HTTP: JSON shapes, status codes, bad bodies, restarts. */
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFarm, replay, type TimedAction } from '@wurzelwerk/farm-engine';
import { FARM_MESSAGES, germanText } from '@wurzelwerk/shared';
import {
  appOptions,
  createTestDatabase,
  newUser,
  TestClient,
  testApp,
  testDatabaseUrl,
} from '../../../test/harness';
import { createApp } from '../../app';
import { openConfiguredDatabase } from '../../db/open';
import { loadConfig } from '../../env';
import { HTTP_MESSAGES } from '../../rest/errors';

const t = testApp();

async function player(app = t.app) {
  const client = new TestClient(app);
  expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
  return client;
}

const clicks = (count: number, at: number): TimedAction[] =>
  Array.from({ length: count }, () => ({ action: { type: 'clickTree' }, at }));

async function savedAtOf(client: TestClient): Promise<number> {
  const response = await client.get('/api/farm');
  expect(response.status).toBe(200);
  return Date.parse((await response.json()).savedAt);
}

describe('GET /api/farm', () => {
  test('returns the farm as JSON with savedAt as an ISO date', async () => {
    const client = await player();
    const response = await client.get('/api/farm');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.state.player).toMatchObject({ energy: 85, maxEnergy: 100, totalCoins: 0 });
    expect(body.savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.plots).toEqual([]);
  });

  test('needs a session: 401 without one', async () => {
    const response = await new TestClient(t.app).get('/api/farm');
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBeString();
  });
});

describe('POST /api/farm/actions', () => {
  test('replays the batch and answers with the saved farm and the refusals', async () => {
    const client = await player();
    const at = await savedAtOf(client);
    const response = await client.post('/api/farm/actions', {
      actions: [...clicks(2, at), { action: { type: 'claimQuest', questId: 'dailyTree' }, at }],
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.accepted).toBe(2);
    expect(body.rejected).toEqual([{ index: 2, reason: 'questNotComplete' }]);
    expect(body.state.player.totalCoins).toBe(14);
    expect(Date.parse(body.savedAt)).toBe(at);
    const reloaded = await (await client.get('/api/farm')).json();
    expect(reloaded.state.player.totalCoins).toBe(14);
  });

  test('cannot be cheated: 1000 clicks in one second keep 85, claimed coins are ignored', async () => {
    const client = await player();
    const at = await savedAtOf(client);
    // A client-computed state in the body is not part of the input and is ignored.
    const forged = { actions: clicks(500, at), state: { player: { totalCoins: 1e9 } } };
    const first = await (await client.post('/api/farm/actions', forged)).json();
    const second = await (await client.post('/api/farm/actions', { actions: clicks(500, at + 999) })).json();
    expect(first.accepted + second.accepted).toBe(85);
    const honest = replay({ state: createFarm(), savedAt: at }, clicks(85, at), at);
    expect(second.state).toEqual(honest.state);
    // One request with all 1000 is over the batch limit and refused as a whole.
    const whole = await client.post('/api/farm/actions', { actions: clicks(1000, at + 999) });
    expect(whole.status).toBe(400);
    expect((await whole.json()).message).toBe(germanText(FARM_MESSAGES.batchSize));
  });

  test('needs a session: 401 without one', async () => {
    const response = await new TestClient(t.app).post('/api/farm/actions', {
      actions: clicks(1, Date.now()),
    });
    expect(response.status).toBe(401);
  });

  const badBodies: [string, unknown, string][] = [
    ['no actions', {}, germanText(FARM_MESSAGES.actionsArray)],
    ['actions not a list', { actions: 'clickTree' }, germanText(FARM_MESSAGES.actionsArray)],
    ['an empty batch', { actions: [] }, germanText(FARM_MESSAGES.batchSize)],
    [
      'an unknown action',
      { actions: [{ action: { type: 'addCoins' }, at: 1 }] },
      germanText(FARM_MESSAGES.actionType),
    ],
    ['an action without type', { actions: [{ action: {}, at: 1 }] }, germanText(FARM_MESSAGES.actionType)],
    [
      'a time as text',
      { actions: [{ action: { type: 'clickTree' }, at: 'now' }] },
      germanText(FARM_MESSAGES.at),
    ],
    [
      'a fractional time',
      { actions: [{ action: { type: 'clickTree' }, at: 1.5 }] },
      germanText(FARM_MESSAGES.at),
    ],
    [
      'a negative time',
      { actions: [{ action: { type: 'clickTree' }, at: -1 }] },
      germanText(FARM_MESSAGES.at),
    ],
    [
      'an empty upgrade id',
      { actions: [{ action: { type: 'buyUpgrade', upgradeId: '' }, at: 1 }] },
      germanText(FARM_MESSAGES.id),
    ],
    [
      'an answer beyond those offered',
      { actions: [{ action: { type: 'answerLesson', lessonId: 'totalLoss', choice: 10 }, at: 1 }] },
      germanText(FARM_MESSAGES.choice),
    ],
    [
      'an answer as text',
      { actions: [{ action: { type: 'answerLesson', lessonId: 'totalLoss', choice: 'b' }, at: 1 }] },
      germanText(FARM_MESSAGES.choice),
    ],
    [
      'a missing quest id',
      { actions: [{ action: { type: 'claimQuest' }, at: 1 }] },
      germanText(FARM_MESSAGES.id),
    ],
  ];
  test('400 when the body is a list instead of an object', async () => {
    const response = await (await player()).post('/api/farm/actions', []);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(germanText(HTTP_MESSAGES.notAnObject));
  });

  let shared: Promise<TestClient> | undefined;
  test.each(badBodies)('400 with a clear message for %s', async (_, body, message) => {
    shared ??= player();
    const client = await shared;
    const response = await client.post('/api/farm/actions', body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.message).toBe(message);
    expect(error.issues.length).toBeGreaterThan(0);
  });

  test('malformed JSON → 400, not JSON → 415, a foreign Origin → 403', async () => {
    const client = await player();
    const malformed = await client.request('POST', '/api/farm/actions', {
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
    expect(malformed.status).toBe(400);
    const text = await client.request('POST', '/api/farm/actions', {
      headers: { 'content-type': 'text/plain' },
      json: { actions: clicks(1, Date.now()) },
    });
    expect(text.status).toBe(415);
    const foreign = await client.request('POST', '/api/farm/actions', {
      headers: { origin: 'https://evil.example' },
      json: { actions: clicks(1, Date.now()) },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-farm-restart-'));
  /** On PostgreSQL, a database of this test's own. */
  const postgresDb = testDatabaseUrl ? createTestDatabase() : undefined;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await (await postgresDb)?.close();
  });

  /** Opens the database as the server does at start-up, from the configuration. */
  const start = async () => {
    const database = await openConfiguredDatabase(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: (await postgresDb)?.url }),
    );
    return { database, app: createApp(appOptions(database)) };
  };

  test(`a saved batch survives a restart (${testDatabaseUrl ? 'PostgreSQL' : 'on-disk PGlite'})`, async () => {
    const first = await start();
    const client = await player(first.app);
    const at = await savedAtOf(client);
    const saved = await (await client.post('/api/farm/actions', { actions: clicks(12, at) })).json();
    expect(saved.accepted).toBe(12);
    await first.database.close();

    const second = await start();
    const again = new TestClient(second.app);
    again.cookie = client.cookie;
    const farm = await (await again.get('/api/farm')).json();
    expect(farm.state.stats.treeClicks).toBe(12);
    expect(farm.state.tree.level).toBe(2);
    expect(farm.state.player.totalCoins).toBe(saved.state.player.totalCoins);
    await second.database.close();
  }, 30_000);
});
