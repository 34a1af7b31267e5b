/**
 * The livestreams' viewers (issue 36, decisions 0081 and 0091): counted from the player's heartbeats, one per
 * viewer and stream, expiring 60 s after the last; shared by every app instance on the same database; a
 * viewer is a signed-in user or an id the server issued, within budgets that keep a client from inflating it.
 */
import { describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { json, signedInClient } from '../../../test/domains';
import { appOptions, TestClient, testApp, testDatabaseUrl } from '../../../test/harness';
import { createApp } from '../../app';
import { createSecretBox } from '../../auth/secretBox';
import { STREAM_HEARTBEATS_PER_MINUTE, STREAM_VIEWER_IDS_PER_ADDRESS } from '../../auth/throttle';
import { openDatabase } from '../../db/client';
import { livestreams, streamViewers } from '../../db/schema';

const t = testApp({ seed: true });

type Stream = { id: number; status: string; streamUrl: string | null; viewers: number | null };

const listed = async (client: TestClient): Promise<Stream[]> => json(await client.get('/api/livestreams'));
const viewersOf = async (client: TestClient, id: number) =>
  (await listed(client)).find((s) => s.id === id)?.viewers;
const beat = (client: TestClient, id: number, viewer?: string) =>
  client.post(`/api/livestreams/${id}/viewers`, viewer === undefined ? {} : { viewer });
/** A heartbeat's answer: the viewers and the id to send next. */
const beatOf = async (client: TestClient, id: number, viewer?: string) => {
  const answer = await beat(client, id, viewer);
  expect(answer.status).toBe(200);
  return (await json(answer)) as { id: number; viewers: number; viewer: string };
};

/**
 * A stream begun a minute ago that nobody watches yet in this file: playable, or with `streamUrl: null`
 * one without an address.
 */
async function freshPlayable(
  client: TestClient,
  streamUrl: string | null = '/media/streams/loops/feldtag-dinkel-alb.webm',
): Promise<Stream> {
  const [row] = await t.database.db
    .insert(livestreams)
    .values({
      slug: `viewers-${crypto.randomUUID()}`,
      titleDe: 'Testkamera',
      titleEn: 'Test camera',
      location: 'Kassel',
      category: 'trees',
      startTime: new Date(Date.now() - 60_000),
      endTime: new Date(Date.now() + 3_600_000),
      thumbnailPath: 'streams/feldtag-dinkel-alb.svg',
      streamUrl,
    })
    .returning({ id: livestreams.id });
  const stream = (await listed(client)).find((s) => s.id === row?.id);
  if (!stream) throw new Error('the new stream is not listed');
  return stream;
}

describe('viewers counted through the player', () => {
  test('a stream whose time has come without an address to play is not live: scheduled, no count, no heartbeat', async () => {
    const client = new TestClient(t.app);
    const stream = await freshPlayable(client, null);
    expect(stream).toMatchObject({ status: 'scheduled', isLive: false, viewers: null, streamUrl: null });
    expect((await beat(client, stream.id)).status).not.toBe(200);
  });

  test('every live sample stream can be played; only those carry a count, planned ones none', async () => {
    const streams = await listed(new TestClient(t.app));
    const live = streams.filter((s) => s.status === 'live');
    expect(live.length).toBeGreaterThanOrEqual(2);
    for (const s of live) {
      expect(s.streamUrl).toMatch(/^\/media\/streams\/loops\/[a-z0-9-]+\.webm$/);
      expect(s.viewers).toBe(0);
    }
    for (const s of streams.filter((s) => s.status === 'scheduled')) expect(s.viewers).toBeNull();
  });

  test('one viewer counts once however often it beats; two viewers count two; leaving counts down', async () => {
    const client = new TestClient(t.app, '203.0.113.10');
    const stream = await freshPlayable(client);
    const a = await beatOf(client, stream.id);
    expect(a).toMatchObject({ id: stream.id, viewers: 1 });
    // The server's id, sealed: not a value the client could have picked.
    expect(a.viewer).toStartWith('v1.');
    expect(await beatOf(client, stream.id, a.viewer)).toEqual({
      id: stream.id,
      viewers: 1,
      viewer: a.viewer,
    });
    const b = await beatOf(client, stream.id);
    expect(b.viewers).toBe(2);
    expect(await viewersOf(client, stream.id)).toBe(2);

    // Per stream: watching another stream does not count here.
    const other = await freshPlayable(client);
    expect((await beatOf(client, other.id, a.viewer)).viewers).toBe(1);
    expect(await viewersOf(client, stream.id)).toBe(2);

    const gone = await client.request('DELETE', `/api/livestreams/${stream.id}/viewers/${a.viewer}`);
    expect(gone.status).toBe(200);
    expect(await json(gone)).toEqual({ id: stream.id, viewers: 1 });
    expect(await viewersOf(client, other.id)).toBe(1);
    // A goodbye with an id the server did not issue removes nobody.
    const unknown = await client.request(
      'DELETE',
      `/api/livestreams/${stream.id}/viewers/${crypto.randomUUID()}`,
    );
    expect(await json(unknown)).toEqual({ id: stream.id, viewers: 1 });
  });

  test('a heartbeat counts for 60 seconds, then the viewer is gone', async () => {
    const client = new TestClient(t.app, '203.0.113.11');
    const stream = await freshPlayable(client);
    const old = await beatOf(client, stream.id);
    await beatOf(client, stream.id);
    const age = (seconds: number) =>
      t.database.db.execute(
        sql`update stream_viewers set seen_at = now() - make_interval(secs => ${seconds})
            where livestream_id = ${stream.id} and seen_at = (select min(seen_at) from stream_viewers where livestream_id = ${stream.id})`,
      );
    await age(59);
    expect(await viewersOf(client, stream.id)).toBe(2);
    await age(61);
    expect(await viewersOf(client, stream.id)).toBe(1);
    // Beating again counts it again, and the expired row is gone with the heartbeat.
    expect((await beatOf(client, stream.id, old.viewer)).viewers).toBe(2);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(streamViewers)
      .where(eq(streamViewers.livestreamId, stream.id));
    expect(rows?.n).toBe(2);
  });

  test('refused: a planned stream (409), an unknown one (404), an id longer than any issued (400)', async () => {
    const client = new TestClient(t.app, '203.0.113.12');
    const planned = (await listed(client)).find((s) => s.status === 'scheduled');
    const refusal = await beat(client, planned?.id ?? 0);
    expect(refusal.status).toBe(409);
    expect((await json(refusal)).message).toBe('Dieser Livestream läuft gerade nicht.');
    expect((await beat(client, 999999)).status).toBe(404);
    const bad = await client.post(
      `/api/livestreams/${planned?.id}/viewers`,
      { viewer: 'x'.repeat(201) },
      { 'accept-language': 'en' },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain('Invalid player id.');
    expect(await viewersOf(client, planned?.id ?? 0)).toBeNull();
  });

  test.skipIf(!testDatabaseUrl)('two app instances on one PostgreSQL count the same viewers', async () => {
    const secondDatabase = await openDatabase({ url: t.database.url ?? '' });
    try {
      const second = new TestClient(createApp(appOptions(secondDatabase)), '203.0.113.13');
      const first = new TestClient(t.app, '203.0.113.13');
      const stream = await freshPlayable(first);
      const issued = await beatOf(first, stream.id);
      expect((await beatOf(second, stream.id)).viewers).toBe(2);
      // The id one instance issued is the same viewer on the other.
      expect(await beatOf(second, stream.id, issued.viewer)).toMatchObject({
        viewers: 2,
        viewer: issued.viewer,
      });
      expect(await viewersOf(first, stream.id)).toBe(2);
      expect(await viewersOf(second, stream.id)).toBe(2);
    } finally {
      await secondDatabase.close();
    }
  });
});

describe('one viewer counts once (decision 0091)', () => {
  /** `n` heartbeats of one client, 25 at a time, each with a fresh made-up id; their statuses. */
  async function flood(clients: TestClient[], id: number, n: number) {
    const statuses: Response[] = [];
    for (let sent = 0; sent < n; sent += 25)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(25, n - sent) }, (_, i) =>
            beat(clients[(sent + i) % clients.length] as TestClient, id, crypto.randomUUID()),
          ),
        )),
      );
    return statuses;
  }

  test('500 heartbeats from one client with fresh made-up ids count at most its address’s budget', async () => {
    const client = new TestClient(t.app, '203.0.113.20');
    const stream = await freshPlayable(client);
    const answers = await flood([client], stream.id, 500);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(STREAM_VIEWER_IDS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(500 - STREAM_VIEWER_IDS_PER_ADDRESS);
    expect(await viewersOf(client, stream.id)).toBe(STREAM_VIEWER_IDS_PER_ADDRESS);
    const refused = answers.find((answer) => answer.status === 429) as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(refused)).message).toBe(
      'Zu viele Meldungen des Videoplayers. Bitte versuchen Sie es später erneut.',
    );
    // In the reader's language; an issued id still beats while new ones are refused.
    const english = await client.post(
      `/api/livestreams/${stream.id}/viewers`,
      {},
      { 'accept-language': 'en' },
    );
    expect(english.status).toBe(429);
    expect((await json(english)).message).toBe(
      'Too many messages from the video player. Please try again later.',
    );
  });

  test('a signed-in user counts once, whatever ids its tabs send', async () => {
    const user = await signedInClient(t.app);
    const stream = await freshPlayable(user);
    const answers = await flood([user], stream.id, 20);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await viewersOf(user, stream.id)).toBe(1);
  });

  test('a viewer’s heartbeats are limited: past the minute’s budget 429, and it still counts once', async () => {
    const client = new TestClient(t.app, '203.0.113.21');
    const stream = await freshPlayable(client);
    const { viewer } = await beatOf(client, stream.id);
    for (let n = 1; n < STREAM_HEARTBEATS_PER_MINUTE; n++) await beatOf(client, stream.id, viewer);
    const over = await beat(client, stream.id, viewer);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await viewersOf(client, stream.id)).toBe(1);
  });

  test('an id altered, or sealed by another app’s key, counts as none and a new one is issued', async () => {
    const client = new TestClient(t.app, '203.0.113.22');
    const stream = await freshPlayable(client);
    const { viewer } = await beatOf(client, stream.id);
    const altered = `${viewer.slice(0, -2)}${viewer.endsWith('AA') ? 'BB' : 'AA'}`;
    const foreign = createSecretBox([randomBytes(32)]).seal('anon:mine', 'stream viewer');
    for (const made of [altered, foreign]) {
      const answer = await beatOf(client, stream.id, made);
      expect(answer.viewer).not.toBe(made);
    }
    expect(await viewersOf(client, stream.id)).toBe(3);
  });

  test.skipIf(!testDatabaseUrl)(
    'two app instances on one PostgreSQL share the address’s budget',
    async () => {
      const secondDatabase = await openDatabase({ url: t.database.url ?? '' });
      try {
        const address = '203.0.113.23';
        const clients = [
          new TestClient(t.app, address),
          new TestClient(createApp(appOptions(secondDatabase)), address),
        ];
        const stream = await freshPlayable(clients[0] as TestClient);
        const answers = await flood(clients, stream.id, 200);
        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(STREAM_VIEWER_IDS_PER_ADDRESS);
        expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
        expect(await viewersOf(clients[1] as TestClient, stream.id)).toBe(STREAM_VIEWER_IDS_PER_ADDRESS);
      } finally {
        await secondDatabase.close();
      }
    },
  );
});
