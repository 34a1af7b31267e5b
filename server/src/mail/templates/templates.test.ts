/** Every mail renders in both languages: its texts filled in, its link carrying its token. */
import { describe, expect, test } from 'bun:test';
import { MAIL_TEMPLATES, type MailPayload, type MailTemplateName, renderMail } from '.';

const at = '2026-01-02T03:04:05.000Z';
const PAYLOADS: { [N in MailTemplateName]: MailPayload<N> } = {
  verifyEmail: { name: 'Anna', token: 'tok-verify' },
  emailChangeConfirm: { name: 'Anna', email: 'neu@example.org', token: 'tok-change' },
  emailChangeNotice: { name: 'Anna', email: 'neu@example.org', token: 'tok-cancel' },
  passwordReset: { name: 'Anna', token: 'tok-reset' },
  passwordChanged: { name: 'Anna', at },
  exportReady: { name: 'Anna', token: 'tok-export' },
  accountDeleted: { name: 'Anna', at },
  twoFactorChanged: { name: 'Anna', enabled: true, at },
  passkeyChanged: { name: 'Anna', added: true, passkey: 'Laptop', at },
  twoFactorFailures: { name: 'Anna', at },
  twoFactorLocked: { name: 'Anna', token: 'tok-unlock' },
  investment: {
    name: 'Anna',
    investmentId: 'inv-1',
    asset: 'Mischwald',
    quantity: 2,
    amount: '500.00',
    expectedAnnualReturn: '20.00',
    createdAt: at,
  },
  withdrawal: { name: 'Anna', asset: 'Mischwald', amount: '500.00', withdrawnAt: at, refunded: true },
  paymentLapsed: {
    name: 'Anna',
    asset: 'Mischwald',
    amount: '500.00',
    paymentDueAt: at,
    reference: 'RF18W0123456789ABCDEF0123',
  },
  payoutLate: { name: 'Anna', asset: 'Mischwald', amount: '48.12', dueDate: '2027-03-01' },
  payoutLatePaid: { name: 'Anna', asset: 'Mischwald', amount: '48.12', dueDate: '2027-03-01' },
  order: {
    name: 'Anna',
    orderNumber: 'WW-2026-00000001',
    items: [{ name: 'Honig', quantity: 1, total: '9.90' }],
    shippingCost: '4.90',
    totalAmount: '14.80',
    paymentMethod: 'creditcard',
    address: {
      name: 'Anna Berger',
      street: 'Hauptstraße 1',
      zipCode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
  },
  orderShipped: { name: 'Anna', orderNumber: 'WW-2026-00000001', trackingNumber: 'T123', carrier: 'DHL' },
  payoutAccountChanged: {
    name: 'Anna',
    at,
    holdUntil: '2026-01-03T03:04:05.000Z',
    iban: 'DE89 •••• •••• •••• ••30 00',
    holder: 'Anna Berger',
    first: true,
  },
  yearlyStatement: { name: 'Anna', year: 2025 },
  complaintReceived: {
    name: 'Anna',
    ticket: 'B-7K3M-Q9XP',
    kind: 'complaint',
    subject: 'Auszahlung',
    answerDueOn: '2026-01-23',
  },
  complaintAnswered: {
    name: 'Anna',
    ticket: 'B-7K3M-Q9XP',
    kind: 'accessibility',
    subject: 'Kontrast',
    answer: 'Danke.\n\nWir haben es behoben.',
  },
};

const TOKEN_LINKS: Partial<Record<MailTemplateName, string>> = {
  verifyEmail: 'https://w.example/verify-email?token=tok-verify',
  emailChangeConfirm: 'https://w.example/verify-email?token=tok-change',
  passwordReset: 'https://w.example/reset-password?token=tok-reset',
  emailChangeNotice: 'https://w.example/email-change/cancel?token=tok-cancel',
  twoFactorLocked: 'https://w.example/two-factor/unlock?token=tok-unlock',
  exportReady: 'https://w.example/export?token=tok-export',
};

describe('mail templates', () => {
  test('a payload for every template', () => {
    expect(Object.keys(PAYLOADS).sort()).toEqual(Object.keys(MAIL_TEMPLATES).sort());
  });

  for (const template of Object.keys(PAYLOADS) as MailTemplateName[]) {
    test(`${template}: German and English, texts filled in, the token in its link`, async () => {
      const [de, en] = await Promise.all(
        (['de', 'en'] as const).map((language) =>
          renderMail({ template, language, payload: PAYLOADS[template] }, 'https://w.example'),
        ),
      );
      for (const mail of [de, en]) {
        if (!mail) throw new Error('not rendered');
        expect(mail.subject).toEndWith(' – Wurzelwerk');
        expect(mail.text).toContain('Anna');
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\w+\}/);
        const link = TOKEN_LINKS[template];
        if (link) {
          expect(mail.html).toContain(`href="${link}"`);
          expect(mail.text).toContain(link);
        }
      }
      expect(de?.subject).not.toBe(en?.subject);
    });
  }

  test('orderShipped of a customer’s own step claims no hand-over (issue 36)', async () => {
    const payload = { ...PAYLOADS.orderShipped, markedBy: 'customer' as const };
    const [de, en] = await Promise.all(
      (['de', 'en'] as const).map((language) =>
        renderMail({ template: 'orderShipped', language, payload }, 'https://w.example'),
      ),
    );
    expect(de?.subject).toStartWith('Ihre Bestellung WW-2026-00000001 wurde als versandt markiert');
    expect(de?.text).toContain(
      'selbst als versandt markiert. Eine Übergabe an DHL ist damit nicht bestätigt.',
    );
    expect(de?.text).not.toContain('wurde an DHL übergeben');
    expect(en?.text).toContain('This does not confirm a hand-over to DHL.');
  });
});
