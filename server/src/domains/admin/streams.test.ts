/**
 * Streams editable and reschedulable (issue 36): PATCH /api/admin/livestreams/{id} changes only the fields
 * sent and is audited; a new start without an end keeps the stream's length; an end not after the start —
 * the stored values standing in for what is left out — is refused with the field named, in the reader's
 * language.
 */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { json, patch } from '../../../test/domains';
import { adminTestApp, operatorClient, STREAM } from '../../../test/fixtures/admin';
import { auditLog } from '../../db/schema';

const t = adminTestApp();
const HOUR = 3_600_000;

async function scheduled(slug: string, startInHours: number, hours: number) {
  const operator = await operatorClient(t);
  const start = Date.now() + startInHours * HOUR;
  const stream = await json(
    await operator.post('/api/admin/livestreams', {
      ...STREAM,
      slug,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + hours * HOUR).toISOString(),
    }),
  );
  return { operator, stream, start, path: `/api/admin/livestreams/${stream.id}` };
}

describe('editing a stream', () => {
  test('only the fields sent change; the edit is in the audit log with before and after', async () => {
    const { operator, stream, path } = await scheduled('bearbeiten', 2, 1);
    const edited = await patch(operator, path, { titleDe: 'Eichen am Morgen', streamUrl: null });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({
      titleDe: 'Eichen am Morgen',
      titleEn: STREAM.titleEn,
      streamUrl: null,
      startTime: stream.startTime,
      endTime: stream.endTime,
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'stream.update'));
    expect(entry).toMatchObject({ entity: 'livestreams', entityId: String(stream.id) });
    expect(entry?.before).toMatchObject({ titleDe: STREAM.titleDe });
    expect(entry?.after).toMatchObject({ titleDe: 'Eichen am Morgen' });
  });

  test('rescheduled without an end: the stream keeps its length; with an end: both as sent', async () => {
    const { operator, start, path } = await scheduled('verschieben', 2, 2);
    const later = start + 24 * HOUR;
    const moved = await json(await patch(operator, path, { startTime: new Date(later).toISOString() }));
    expect(new Date(moved.startTime).getTime()).toBe(later);
    expect(new Date(moved.endTime).getTime()).toBe(later + 2 * HOUR);
    const both = await json(
      await patch(operator, path, {
        startTime: new Date(later + HOUR).toISOString(),
        endTime: new Date(later + 5 * HOUR).toISOString(),
      }),
    );
    expect(new Date(both.endTime).getTime()).toBe(later + 5 * HOUR);
  });

  test('an end not after the start is refused, the stored start standing in; nothing changes', async () => {
    const { operator, stream, start, path } = await scheduled('zu-kurz', 2, 1);
    for (const body of [
      { endTime: new Date(start - HOUR).toISOString() },
      { endTime: new Date(start).toISOString() },
      {
        startTime: new Date(start + 3 * HOUR).toISOString(),
        endTime: new Date(start + 2 * HOUR).toISOString(),
      },
    ]) {
      const refused = await patch(operator, path, body);
      expect(refused.status).toBe(400);
      expect((await json(refused)).message).toBe('Ende: Das Ende muss nach dem Beginn liegen.');
    }
    const english = await operator.request('PATCH', path, {
      json: { endTime: new Date(start - HOUR).toISOString() },
      headers: { 'accept-language': 'en' },
    });
    expect((await json(english)).message).toBe('End: The end must come after the start.');
    const list = await json(await operator.get('/api/admin/livestreams'));
    expect(list.find((s: { id: number }) => s.id === stream.id)).toMatchObject({
      startTime: stream.startTime,
      endTime: stream.endTime,
    });
  });

  test('an empty edit, an unknown id and a wrong field: 400, 404, 400 naming the field', async () => {
    const { operator, path } = await scheduled('fehler', 2, 1);
    expect((await patch(operator, path, {})).status).toBe(400);
    expect((await patch(operator, '/api/admin/livestreams/999999', { titleDe: 'x' })).status).toBe(404);
    const wrong = await patch(operator, path, { titleDe: '', slug: 'Mit Leerzeichen' });
    expect(wrong.status).toBe(400);
    const body = await json(wrong);
    expect(body.issues).toContainEqual({ path: 'titleDe', message: 'Titel (Deutsch): Diese Angabe fehlt.' });
    expect(JSON.stringify(body)).not.toMatch(/a-z0-9|Invalid|Too small|pattern|titleDe:/);
  });
});
