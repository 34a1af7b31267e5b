/**
 * Uploads are stored as decoded and encoded again (issue 31): a JPEG with EXIF (camera, GPS position) and
 * bytes appended after it comes out as a clean JPEG of the same size; a file that only starts like an image,
 * or one that would unpack into too many pixels, is refused with 400 in the reader's language.
 */
import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageText } from '@wurzelwerk/shared';
import sharp from 'sharp';
import { json } from '../../../test/domains';
import { adminTestApp, operatorClient, projectOf, sendBytes } from '../../../test/fixtures/admin';
import { ORIGIN } from '../../../test/harness';

const t = adminTestApp();

const SECRET_CAMERA = 'GeheimKamera-7';
const APPENDED = '<?php system($_GET["c"]); ?>PK\u0003\u0004appended.zip';

/** A 40×30 JPEG with EXIF (camera make, GPS position, orientation) and a payload appended after its end. */
async function jpegWithExifAndTrailer(): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#4a7c2a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: SECRET_CAMERA, Model: 'X1', Orientation: '1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer();
  const bytes = new Uint8Array(jpeg.length + APPENDED.length);
  bytes.set(jpeg);
  bytes.set(new TextEncoder().encode(APPENDED), jpeg.length);
  return bytes;
}

const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text));

describe('uploads are decoded and encoded again', () => {
  test('EXIF and appended bytes are gone from what is stored and served; the image stays', async () => {
    const operator = await operatorClient(t);
    const sent = await jpegWithExifAndTrailer();
    expect(contains(sent, SECRET_CAMERA)).toBe(true);
    expect((await sharp(sent).metadata()).exif).toBeDefined();

    const project = await json(
      await operator.post('/api/admin/asset-types', await projectOf(operator, { slug: 'exif-test' })),
    );
    const uploads = [
      await sendBytes(t, operator, 'POST', '/api/admin/media', sent, 'image/jpeg'),
      await sendBytes(t, operator, 'PUT', `/api/admin/asset-types/${project.id}/image`, sent, 'image/jpeg'),
    ];
    expect(uploads.map((r) => r.status)).toEqual([201, 200]);
    const [media, image] = await Promise.all(uploads.map((r) => json(r)));
    for (const url of [media.url, image.imageUrl] as string[]) {
      expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.jpg$/);
      const stored = new Uint8Array(readFileSync(join(t.uploadDir, url.replace('/media/uploads/', ''))));
      expect(contains(stored, SECRET_CAMERA)).toBe(false);
      expect(contains(stored, 'system(')).toBe(false);
      expect(contains(stored, 'appended.zip')).toBe(false);
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 40, 30]);
      expect(metadata.exif).toBeUndefined();
      // The file ends where the JPEG ends (its EOI marker).
      expect([...stored.slice(-2)]).toEqual([0xff, 0xd9]);
    }
  });

  test('a file that only starts like an image: 400 in the reader’s language, nothing stored', async () => {
    const operator = await operatorClient(t);
    const fake = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...new TextEncoder().encode('not really a JPEG at all'),
    ]);
    for (const locale of ['de', 'en'] as const) {
      const headers = new Headers({
        origin: ORIGIN,
        'content-type': 'image/jpeg',
        'accept-language': locale,
      });
      headers.set('cookie', operator.cookie ?? '');
      const response = await t.app.handle(
        new Request(`${ORIGIN}/api/admin/media`, { method: 'POST', headers, body: fake }),
      );
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe(messageText(locale, 'admin.imageUnreadable'));
    }
    expect(readdirSync(t.uploadDir).filter((name) => name.endsWith('.jpg'))).toHaveLength(2);
  });

  test('an image that would unpack into more than 40 megapixels: 400', async () => {
    const operator = await operatorClient(t);
    const bomb = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await sendBytes(
      t,
      operator,
      'POST',
      '/api/admin/media',
      new Uint8Array(bomb),
      'image/png',
    );
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(messageText('de', 'admin.imageUnreadable'));
  });
});
