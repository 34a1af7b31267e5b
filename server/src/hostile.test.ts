/**
 * Hostile input never gives a 5xx (issue 14): U+0000 and lone surrogates in fields, path and query
 * parameters over /api and /trpc. The log of a 5xx: hostile-log.test.ts; requests without Host, foreign
 * origins by scheme or port and the 415 without echo: hostile-protocol.test.ts.
 */
import { describe, expect, test } from 'bun:test';
import { germanText, INVALID_CHARS_MESSAGE } from '@wurzelwerk/shared';
import { shippingAddress } from '../test/fixtures/shop';
import { clientsOf, newUser, testApp, trpcError } from '../test/harness';
import { HTTP_MESSAGES } from './rest/errors';

const t = testApp({ seed: true, registerMaxPerWindow: 1000, loginMaxFailures: 1000 });
const { anonymous, signedIn } = clientsOf(t);

/** U+0000 and a lone surrogate, as a JSON body carries them (`\u0000`, `\ud800`). */
const HOSTILE = ['Be\u0000rger', 'Be\ud800rger', '\udfff'];

/** A 400 that names the refused field, says why in German, and echoes nothing. */
async function expectRefusedField(response: Response, path: string, submitted: string) {
  const text = await response.text();
  expect({ status: response.status, body: JSON.parse(text) }).toEqual({
    status: 400,
    body: {
      message: germanText(INVALID_CHARS_MESSAGE),
      code: 'BAD_REQUEST',
      issues: [{ path, message: germanText(INVALID_CHARS_MESSAGE) }],
    },
  });
  expect(text).not.toContain(JSON.stringify(submitted).slice(1, -1));
}

describe('U+0000 and lone surrogates in JSON fields → 400, never 500', () => {
  test('registration over /api and /trpc, every field', async () => {
    for (const value of HOSTILE) {
      for (const field of ['firstName', 'lastName', 'username', 'email', 'password']) {
        const input = newUser({ [field]: value });
        await expectRefusedField(await anonymous().post('/api/auth/register', input), field, value);
        const viaTrpc = await anonymous().post('/trpc/auth.register', { json: input });
        expect(viaTrpc.status).toBe(400);
        const error = await trpcError(viaTrpc);
        expect(error.message).toBe(germanText(INVALID_CHARS_MESSAGE));
        expect(error.data.issues).toEqual([{ path: field, message: germanText(INVALID_CHARS_MESSAGE) }]);
      }
    }
  });

  test('sign-in, profile, password change, order, investment, farm and deletion over /api', async () => {
    const client = await signedIn();
    const order = {
      items: [{ productId: 1, quantity: 1 }],
      shippingAddress,
      paymentMethod: 'creditcard',
    };
    for (const value of HOSTILE) {
      await expectRefusedField(
        await anonymous().post('/api/auth/login', { email: 'a@example.org', password: value }),
        'password',
        value,
      );
      for (const field of ['bio', 'location', 'company', 'website', 'firstName']) {
        const response = await client.request('PATCH', '/api/profile', { json: { [field]: value } });
        await expectRefusedField(response, field, value);
      }
      await expectRefusedField(
        await client.post('/api/auth/password', {
          currentPassword: value,
          newPassword: 'neu-12345',
          confirmPassword: 'neu-12345',
        }),
        'currentPassword',
        value,
      );
      await expectRefusedField(
        await client.post('/api/orders', {
          ...order,
          shippingAddress: { ...shippingAddress, city: value },
        }),
        'shippingAddress.city',
        value,
      );
      await expectRefusedField(
        await client.post('/api/investments', { assetTypeId: 1, quantity: 1, totalInvestment: value }),
        'totalInvestment',
        value,
      );
      await expectRefusedField(
        await client.post('/api/farm/actions', {
          actions: [{ action: { type: 'buyUpgrade', upgradeId: value }, at: 1 }],
        }),
        'actions.0.action.upgradeId',
        value,
      );
      await expectRefusedField(
        await client.request('PATCH', '/api/orders/abc/status', {
          json: { status: 'shipped', trackingNumber: value },
        }),
        'trackingNumber',
        value,
      );
      await expectRefusedField(
        await client.request('DELETE', '/api/account', { json: { password: value } }),
        'password',
        value,
      );
    }
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  test('a field no schema reads, and an object key, are refused too', async () => {
    const client = await signedIn();
    await expectRefusedField(
      await client.request('PATCH', '/api/profile', { json: { bio: 'ok', extra: 'x\u0000' } }),
      'extra',
      'x\u0000',
    );
    const badKey = await client.request('PUT', '/api/settings', { json: { 'lang\u0000uage': 'de' } });
    expect(badKey.status).toBe(400);
    expect((await badKey.json()).message).toBe(germanText(INVALID_CHARS_MESSAGE));
  });

  test('over /trpc: POST, GET ?input= and batches', async () => {
    const client = await signedIn();
    for (const value of HOSTILE) {
      const update = await client.post('/trpc/account.updateProfile', { json: { bio: value } });
      expect((await trpcError(update)).data.issues).toEqual([
        { path: 'bio', message: germanText(INVALID_CHARS_MESSAGE) },
      ]);
      const input = encodeURIComponent(JSON.stringify({ json: { trackingNumber: value } }));
      const track = await client.get(`/trpc/orders.track?input=${input}`);
      expect(track.status).toBe(400);
      expect((await trpcError(track)).data.issues).toEqual([
        { path: 'trackingNumber', message: germanText(INVALID_CHARS_MESSAGE) },
      ]);
      const batchInput = encodeURIComponent(JSON.stringify({ 0: { json: { trackingNumber: value } } }));
      const batch = await client.get(`/trpc/orders.track?batch=1&input=${batchInput}`);
      expect(batch.status).toBe(400);
      expect((await trpcError(batch)).message).toBe(germanText(INVALID_CHARS_MESSAGE));
      const postBatch = await client.post('/trpc/account.updateProfile?batch=1', {
        0: { json: { company: value } },
      });
      expect(postBatch.status).toBe(400);
      expect((await trpcError(postBatch)).message).toBe(germanText(INVALID_CHARS_MESSAGE));
    }
  });
});

describe('U+0000 and invalid UTF-8 in path and query parameters → 400', () => {
  const PATHS = [
    ['GET', '/api/shipping/track/TRK1%00'],
    ['GET', '/api/shipping/track/%ED%A0%80'],
    ['GET', '/api/asset-types/%00'],
    ['GET', '/api/asset-types?category=%00'],
    ['POST', '/api/investments/%00/withdraw'],
    ['POST', '/api/investments/%ED%A0%80/withdraw'],
    ['POST', '/api/livestreams/1%00/reminder'],
    ['DELETE', '/api/livestreams/%ED%A0%80/reminder'],
    ['PATCH', '/api/orders/%00/status'],
    ['GET', '/trpc/orders.track?input=%7B%22json%22%3A%7B%22trackingNumber%22%3A%22%00%22%7D%7D'],
    ['GET', '/api/shipping/track/%'],
  ] as const;

  test('for every route, signed in or not', async () => {
    const client = await signedIn();
    for (const [method, path] of PATHS) {
      for (const c of [client, anonymous()]) {
        const response = await c.request(
          method,
          path,
          method === 'GET' ? {} : { json: { status: 'shipped' } },
        );
        expect({ method, path, status: response.status, body: await response.json() }).toEqual({
          method,
          path,
          status: 400,
          body: { message: germanText(HTTP_MESSAGES.badUrl), code: 'BAD_REQUEST' },
        });
      }
    }
  });

  test('well-formed escapes still reach the route', async () => {
    const client = await signedIn();
    const track = await client.get('/api/shipping/track/TRK%31%32');
    expect(track.status).toBe(404);
    expect((await client.get('/api/asset-types?category=tr%C3%A4es')).status).toBe(400);
    expect((await client.get('/api/asset-types?category=trees')).status).toBe(200);
  });
});
