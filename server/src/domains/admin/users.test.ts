/** Users in the console: search without secrets, lock (no sign-in, sessions end at once) and unlock; uploads. */
import { describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import { messageText } from '@wurzelwerk/shared';
import sharp from 'sharp';
import { json, put, signedInClient } from '../../../test/domains';
import { adminTestApp, operatorClient, PNG, projectOf, sendBytes } from '../../../test/fixtures/admin';
import { TestClient } from '../../../test/harness';

const t = adminTestApp();

describe('users', () => {
  test('search by name or e-mail shows profile and counts, never a hash', async () => {
    const operator = await operatorClient(t);
    const investor = await signedInClient(t.app, { firstName: 'Zora', lastName: 'Quellwasser' });
    for (const query of ['quellwasser', investor.credentials.email.toUpperCase(), 'zora q']) {
      const response = await operator.get(`/api/admin/users?query=${encodeURIComponent(query)}`);
      const text = await response.text();
      expect(text).not.toMatch(/password|hash|\$argon/i);
      expect(JSON.parse(text)).toMatchObject([
        { id: investor.userId, role: 'investor', counts: { investments: 0, orders: 0 } },
      ]);
    }
    // % and _ are plain characters in a search.
    expect(await json(await operator.get('/api/admin/users?query=%25'))).toEqual([]);
    expect((await operator.get(`/api/admin/users/${investor.userId}`)).status).toBe(200);
    expect((await operator.get('/api/admin/users/unknown')).status).toBe(404);
  });

  test('a locked user is signed out at once and cannot sign in (clear message); unlocked they can', async () => {
    const operator = await operatorClient(t);
    const investor = await signedInClient(t.app);
    expect((await investor.get('/api/auth/me')).status).toBe(200); // now in the session cache
    const locked = await put(operator, `/api/admin/users/${investor.userId}/locked`, { locked: true });
    expect((await json(locked)).lockedAt).not.toBeNull();
    expect((await investor.get('/api/auth/me')).status).toBe(401);
    const again = new TestClient(t.app, '198.51.100.93');
    const refused = await again.post('/api/auth/login', investor.credentials);
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe(messageText('de', 'auth.accountLocked'));
    // A wrong password still reads as wrong: the lock is told only to whoever knows the password.
    expect(
      (await again.post('/api/auth/login', { ...investor.credentials, password: 'falsch123' })).status,
    ).toBe(401);
    expect((await put(operator, `/api/admin/users/${operator.userId}/locked`, { locked: true })).status).toBe(
      409,
    );
    await put(operator, `/api/admin/users/${investor.userId}/locked`, { locked: false });
    expect((await again.post('/api/auth/login', investor.credentials)).status).toBe(200);
    const audit = await json(await operator.get('/api/admin/audit'));
    expect(audit.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['user.unlock', 'user.lock']);
  });
});

describe('image upload', () => {
  test('PNG stored under a generated name and served; SVG, text and empty bodies 415/400; over 1 MB 413', async () => {
    const operator = await operatorClient(t);
    const created = await json(
      await operator.post('/api/admin/asset-types', await projectOf(operator, { slug: 'bild-test' })),
    );
    // Path tricks in a name are ignored: the name is never read, the file gets a UUID.
    const path = `/api/admin/asset-types/${created.id}/image?name=../../../etc/passwd.png`;
    const stored = await sendBytes(t, operator, 'PUT', path, PNG, 'image/png');
    expect(stored.status).toBe(200);
    const { imageUrl } = await json(stored);
    expect(imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await new TestClient(t.app).get(imageUrl);
    expect(served.status).toBe(200);
    // Stored as decoded and encoded again (upload.ts): the same pixels in a PNG.
    const pixels = async (bytes: Uint8Array) =>
      await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const [sent, back] = await Promise.all([pixels(PNG), pixels(new Uint8Array(await served.arrayBuffer()))]);
    expect(back.info.format).toBe('raw');
    expect([back.info.width, back.info.height, back.data]).toEqual([
      sent.info.width,
      sent.info.height,
      sent.data,
    ]);
    expect((await json(await new TestClient(t.app).get(`/api/asset-types/${created.id}`))).imageUrl).toBe(
      imageUrl,
    );

    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await sendBytes(t, operator, 'POST', '/api/admin/media', svg, 'image/png');
    expect(refused.status).toBe(415);
    expect((await json(refused)).message).toBe(messageText('de', 'admin.imageType'));
    expect(
      (await sendBytes(t, operator, 'POST', '/api/admin/media', new Uint8Array(0), 'image/png')).status,
    ).toBe(400);
    const huge = new Uint8Array(1024 * 1024 + 1);
    huge.set(PNG);
    expect((await sendBytes(t, operator, 'POST', '/api/admin/media', huge, 'image/png')).status).toBe(413);
    const media = await json(await sendBytes(t, operator, 'POST', '/api/admin/media', PNG, 'image/webp'));
    expect(media.path).toMatch(/^uploads\/[0-9a-f-]{36}\.png$/);
    expect(readdirSync(t.uploadDir).every((name) => /^[0-9a-f-]{36}\.png$/.test(name))).toBe(true);
    expect(readdirSync(t.uploadDir)).toHaveLength(2);
    expect((await new TestClient(t.app).get('/media/uploads/../../package.json')).status).toBe(404);
  });
});
