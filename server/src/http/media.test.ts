/** The sample media under /media (static.ts): cached for 30 days with validators, SVGs compressed, 404s. */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORIGIN, testApp } from '../../test/harness';
import { decodedBody } from '../../test/replies';
import { MEDIA_ROOT } from './static';

const t = testApp();
const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.handle(new Request(`${ORIGIN}${path}`, { headers }));

describe('/media', () => {
  const media = '/media/assets/agroforst-uckermark.svg';
  const original = () => readFileSync(join(MEDIA_ROOT, 'assets/agroforst-uckermark.svg'), 'utf8');

  test('is cached for 30 days, with validators that give 304', async () => {
    const response = await get(media);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
    const etag = response.headers.get('etag') ?? '';
    const lastModified = response.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect(lastModified).toBeTruthy();
    const byTag = await get(media, { 'if-none-match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect((await get(media, { 'if-modified-since': lastModified })).status).toBe(304);
  });

  test('SVGs are compressed by Accept-Encoding; a missing one is 404', async () => {
    const response = await get(media, { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await decodedBody(response)).toBe(original());
    expect((await get('/media/assets/none.svg')).status).toBe(404);
    expect((await get('/media/../static.ts')).status).toBe(404);
  });
});
