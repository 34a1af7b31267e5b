/** Contract tests of the content's /api operations: news, livestreams and reminders. */
import { describe, expect, test } from 'bun:test';
import { json, signedInClient } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';

const t = testApp({ seed: true });

describe('GET /api/news and /api/livestreams', () => {
  test('news newest first with id, title, content, publishedAt', async () => {
    const news = await json(await new TestClient(t.app).get('/api/news'));
    expect(news.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(news[0]).sort()).toEqual([
      'content',
      'id',
      'image',
      'project',
      'publishedAt',
      'title',
    ]);
    const dates = news.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test('live and scheduled streams; reminders persist per user', async () => {
    const client = await signedInClient(t.app);
    const streams = await json(await client.get('/api/livestreams'));
    expect(streams.some((s: { status: string }) => s.status === 'live')).toBe(true);
    const scheduled = streams.find((s: { status: string }) => s.status === 'scheduled');
    expect(scheduled).toMatchObject({ isLive: false, reminderSet: false });
    expect(Object.keys(scheduled).sort()).toEqual(
      [
        'assetTypeId',
        'category',
        'id',
        'isLive',
        'location',
        'reminderSet',
        'startTime',
        'status',
        'streamUrl',
        'thumbnail',
        'title',
        'viewers',
      ].sort(),
    );

    expect((await client.post(`/api/livestreams/${scheduled.id}/reminder`)).status).toBe(200);
    const after = await json(await client.get('/api/livestreams'));
    expect(after.find((s: { id: number }) => s.id === scheduled.id).reminderSet).toBe(true);
    const other = await json(await (await signedInClient(t.app)).get('/api/livestreams'));
    expect(other.find((s: { id: number }) => s.id === scheduled.id).reminderSet).toBe(false);

    expect((await client.request('DELETE', `/api/livestreams/${scheduled.id}/reminder`)).status).toBe(200);
    const removed = await json(await client.get('/api/livestreams'));
    expect(removed.find((s: { id: number }) => s.id === scheduled.id).reminderSet).toBe(false);

    expect((await client.post('/api/livestreams/999999/reminder')).status).toBe(404);
    expect((await client.post('/api/livestreams/abc/reminder')).status).toBe(400);
    // Over the key's integer range: 400 with the message, not a database error.
    const huge = await client.post('/api/livestreams/99999999999/reminder');
    expect(huge.status).toBe(400);
    expect((await json(huge)).message).toBe('Ungültige Livestream-ID.');
    expect((await new TestClient(t.app).post(`/api/livestreams/${scheduled.id}/reminder`)).status).toBe(401);
  });
});
