/**
 * The livestreams' viewers (issue 36): counted from the player's heartbeats, one per viewer and stream,
 * expiring 60 s after the last; shared by every app instance on the same database.
 */
import { describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { json } from '../../../test/domains';
import { appOptions, TestClient, testApp, testDatabaseUrl } from '../../../test/harness';
import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import { livestreams } from '../../db/schema';

const t = testApp({ seed: true });

type Stream = { id: number; status: string; streamUrl: string | null; viewers: number | null };

const listed = async (client: TestClient): Promise<Stream[]> => json(await client.get('/api/livestreams'));
const viewersOf = async (client: TestClient, id: number) =>
  (await listed(client)).find((s) => s.id === id)?.viewers;
const beat = (client: TestClient, id: number, viewer: string) =>
  client.post(`/api/livestreams/${id}/viewers`, { viewer });

/** A playable live stream of the sample data that nobody watches yet in this file. */
async function freshPlayable(client: TestClient): Promise<Stream> {
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
      streamUrl: '/media/streams/loops/feldtag-dinkel-alb.webm',
    })
    .returning({ id: livestreams.id });
  const stream = (await listed(client)).find((s) => s.id === row?.id);
  if (!stream) throw new Error('the new stream is not listed');
  return stream;
}

describe('viewers counted through the player', () => {
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
    const client = new TestClient(t.app);
    const stream = await freshPlayable(client);
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const first = await beat(client, stream.id, a);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ id: stream.id, viewers: 1 });
    expect(await json(await beat(client, stream.id, a))).toEqual({ id: stream.id, viewers: 1 });
    expect(await json(await beat(client, stream.id, b))).toEqual({ id: stream.id, viewers: 2 });
    expect(await viewersOf(client, stream.id)).toBe(2);

    // Per stream: watching another stream does not count here.
    const other = await freshPlayable(client);
    expect(await json(await beat(client, other.id, a))).toEqual({ id: other.id, viewers: 1 });
    expect(await viewersOf(client, stream.id)).toBe(2);

    const gone = await client.request('DELETE', `/api/livestreams/${stream.id}/viewers/${a}`);
    expect(gone.status).toBe(200);
    expect(await json(gone)).toEqual({ id: stream.id, viewers: 1 });
    expect(await viewersOf(client, other.id)).toBe(1);
  });

  test('a heartbeat counts for 60 seconds, then the viewer is gone', async () => {
    const client = new TestClient(t.app);
    const stream = await freshPlayable(client);
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    await beat(client, stream.id, old);
    await beat(client, stream.id, recent);
    const age = async (viewer: string, seconds: number) =>
      t.database.db.execute(
        sql`update stream_viewers set seen_at = now() - make_interval(secs => ${seconds}) where viewer = ${viewer}`,
      );
    await age(old, 59);
    expect(await viewersOf(client, stream.id)).toBe(2);
    await age(old, 61);
    expect(await viewersOf(client, stream.id)).toBe(1);
    // Beating again counts it again.
    expect(await json(await beat(client, stream.id, old))).toEqual({ id: stream.id, viewers: 2 });
  });

  test('refused: a planned stream (409), an unknown one (404), a viewer that is no UUID (400)', async () => {
    const client = new TestClient(t.app);
    const planned = (await listed(client)).find((s) => s.status === 'scheduled');
    const refusal = await beat(client, planned?.id ?? 0, crypto.randomUUID());
    expect(refusal.status).toBe(409);
    expect((await json(refusal)).message).toBe('Dieser Livestream läuft gerade nicht.');
    expect((await beat(client, 999999, crypto.randomUUID())).status).toBe(404);
    const bad = await client.post(
      `/api/livestreams/${planned?.id}/viewers`,
      { viewer: 'me' },
      {
        'accept-language': 'en',
      },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain('Invalid player id.');
    expect(await viewersOf(client, planned?.id ?? 0)).toBeNull();
  });

  test.skipIf(!testDatabaseUrl)('two app instances on one PostgreSQL count the same viewers', async () => {
    const secondDatabase = await openDatabase({ url: t.database.url ?? '' });
    try {
      const second = new TestClient(createApp(appOptions(secondDatabase)));
      const first = new TestClient(t.app);
      const stream = await freshPlayable(first);
      await beat(first, stream.id, crypto.randomUUID());
      expect(await json(await beat(second, stream.id, crypto.randomUUID()))).toEqual({
        id: stream.id,
        viewers: 2,
      });
      expect(await viewersOf(first, stream.id)).toBe(2);
      expect(await viewersOf(second, stream.id)).toBe(2);
    } finally {
      await secondDatabase.close();
    }
  });
});
