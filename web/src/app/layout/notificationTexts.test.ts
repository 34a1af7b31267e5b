import { describe, expect, test } from 'bun:test';
import type { Notification } from '@wurzelwerk/shared';
import { createIntl } from 'react-intl';
import { catalogs } from '../../i18n/catalogs';
import { notificationTexts } from './notificationTexts';

const german = createIntl({ locale: 'de', messages: catalogs.de, timeZone: 'Europe/Berlin' });
const english = createIntl({ locale: 'en', messages: catalogs.en, timeZone: 'Europe/Berlin' });
const common = { id: 'n1', createdAt: new Date('2026-11-20T10:00:00Z'), readAt: null };

describe('notificationTexts', () => {
  test('an investment: the amount through Intl and the asset by name', () => {
    const notification: Notification = {
      ...common,
      kind: 'investment',
      data: { investmentId: 'i1', assetName: 'Eiche im Harz', amount: '1250.5' },
    };
    expect(notificationTexts(notification, german)).toEqual({
      title: 'Investment bestätigt',
      body: '1.250,50\u00a0€ in Eiche im Harz',
    });
    expect(notificationTexts(notification, english).body).toBe('€1,250.50 in Eiche im Harz');
  });

  test.each([
    {
      name: 'a withdrawal is not an investment',
      kind: 'withdrawal',
      amount: '50',
      texts: { title: 'Investment widerrufen', body: 'Bienen: 50,00\u00a0€' },
    },
    {
      name: 'an investment ended unpaid (issue 33)',
      kind: 'paymentLapsed',
      amount: '500',
      texts: {
        title: 'Investment unbezahlt beendet',
        body: 'Bienen: 500,00\u00a0€ – die Zahlung ist nicht rechtzeitig eingegangen',
      },
    },
  ] as const)('$name', ({ kind, amount, texts }) => {
    const data = { investmentId: 'i1', assetName: 'Bienen', amount };
    expect(notificationTexts({ ...common, kind, data }, german)).toEqual(texts);
  });

  test('an order status by its name, with the tracking number when there is one', () => {
    const data = { orderId: 'o1', orderNumber: 'WW-1001', status: 'shipped', trackingNumber: null } as const;
    expect(notificationTexts({ ...common, kind: 'orderStatus', data }, german).body).toBe(
      'Bestellung WW-1001: Versandt',
    );
    expect(
      notificationTexts(
        { ...common, kind: 'orderStatus', data: { ...data, trackingNumber: 'DHL123' } },
        english,
      ).body,
    ).toBe('Order WW-1001: Shipped, tracking DHL123');
  });

  test("a stream's start in the time zone of the page", () => {
    const data = { livestreamId: 3, title: 'Bienenstock live', startTime: new Date('2026-11-20T17:30:00Z') };
    expect(notificationTexts({ ...common, kind: 'streamStarting', data }, german)).toEqual({
      title: 'Livestream beginnt bald',
      body: '„Bienenstock live“ beginnt um 18:30 Uhr',
    });
    expect(notificationTexts({ ...common, kind: 'streamStarting', data }, english).body).toBe(
      '“Bienenstock live” starts at 06:30 PM',
    );
  });

  test('a new sign-in names the device in words, as the devices list does (decision 0092)', () => {
    const signIn = (browser: string | null, os: string | null): Notification => ({
      ...common,
      kind: 'newSignIn',
      data: { browser, os },
    });
    expect(notificationTexts(signIn('Firefox 133', 'Windows 10'), german)).toEqual({
      title: 'Neue Anmeldung bei Ihrem Konto',
      body: 'Angemeldet mit Firefox 133 auf Windows 10. Waren Sie das nicht? Melden Sie das Gerät unter „Angemeldete Geräte“ ab und ändern Sie Ihr Passwort.',
    });
    expect(notificationTexts(signIn('Chrome 131', null), english).body).toStartWith(
      'Signed in with Chrome 131. ',
    );
    expect(notificationTexts(signIn(null, null), german).body).toStartWith(
      'Angemeldet mit einem unbekannten Gerät. ',
    );
  });

  test('every kind has a title and a line in both languages', () => {
    const samples: Notification[] = [
      { ...common, kind: 'orderPlaced', data: { orderId: 'o1', orderNumber: 'WW-1', totalAmount: '19.9' } },
      { ...common, kind: 'passwordChanged', data: {} },
    ];
    for (const intl of [german, english]) {
      for (const sample of samples) {
        const { title, body } = notificationTexts(sample, intl);
        expect(title.length).toBeGreaterThan(3);
        expect(body).not.toContain('{');
      }
    }
    expect(notificationTexts(samples[0] as Notification, german).body).toBe(
      'Bestellung WW-1 über 19,90\u00a0€',
    );
  });
});
