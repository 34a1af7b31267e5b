/**
 * Over /api, in the reader's language (issue 31): one-line fields refuse line breaks and control
 * characters with the catalogue's message at the field, never zod's wording; an investment's quantity is 1.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { json, signedInClient } from '../test/domains';
import { newUser, TestClient, testApp } from '../test/harness';

const t = testApp({ seed: true });

describe('one-line fields and the quantity over /api', () => {
  test('a name with CR LF at registration: 400 at the field, in German and English', async () => {
    for (const locale of ['de', 'en'] as const) {
      const response = await new TestClient(t.app).post(
        '/api/auth/register',
        newUser({ firstName: 'Anna\r\nBcc: someone@example.org' }),
        { 'accept-language': locale },
      );
      expect(response.status).toBe(400);
      const body = await json(response);
      expect(body.issues).toEqual([{ path: 'firstName', message: messageText(locale, 'text.controlChars') }]);
    }
  });

  test('an address line with a tab or a line break: 400 at the field', async () => {
    const client = await signedInClient(t.app);
    const response = await client.post(
      '/api/orders',
      {
        items: [{ productId: 1, quantity: 1 }],
        shippingAddress: {
          name: 'Anna',
          street: 'Weg 1\nHof',
          zipCode: '10115',
          city: 'Berlin\t',
          country: 'DE',
        },
        paymentMethod: 'creditcard',
      },
      { 'accept-language': 'en' },
    );
    expect(response.status).toBe(400);
    const message = messageText('en', 'text.controlChars');
    expect((await json(response)).issues).toEqual([
      { path: 'shippingAddress.street', message },
      { path: 'shippingAddress.city', message },
    ]);
  });

  test('an investment of another quantity than 1: 400 saying it is always 1', async () => {
    const client = await signedInClient(t.app);
    const response = await client.post(
      '/api/investments',
      { assetTypeId: 1, quantity: 3, totalInvestment: '500.00' },
      { 'accept-language': 'en' },
    );
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('The quantity is always 1.');
  });
});
