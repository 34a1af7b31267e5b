/**
 * What the events of the platform send and store (issue 17): the mail (in the recipient's language) and
 * the notification of an investment, a withdrawal, an order and its steps, a password change, an export
 * and an account deletion — and that a switch turned off stops its notification and its optional mail.
 */
import { describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS, type Settings } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { changePassword, investOnce, put, signedInClient } from '../../../test/domains';
import { firstInStock, shippingAddress, shopTestApp } from '../../../test/fixtures/shop';
import type { TestClient } from '../../../test/harness';
import { mailsTo, onlyMail, tokenOf } from '../../../test/mail';
import { mailOutbox } from '../../db/schema';
import { formatEuro } from '../../i18n';

const t = shopTestApp();

const RISK_WARNING =
  'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.';

type Listed = {
  items: {
    id: string;
    kind: string;
    createdAt: string;
    data: Record<string, unknown>;
    readAt: string | null;
  }[];
  unreadCount: number;
};
const notificationsOf = async (client: TestClient, headers?: Record<string, string>) =>
  (await (await client.get('/api/notifications', headers)).json()) as Listed;

const withSwitches = (
  switches: Partial<Settings['notifications']>,
  language: Settings['language'] = 'de',
) => ({
  ...DEFAULT_SETTINGS,
  language,
  notifications: { ...DEFAULT_SETTINGS.notifications, ...switches },
});

async function order(client: TestClient) {
  const response = await client.post('/api/orders', {
    items: [{ productId: firstInStock().id, quantity: 2 }],
    shippingAddress,
    paymentMethod: 'banktransfer',
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; orderNumber: string; totalAmount: string };
}

const step = (client: TestClient, id: string, status: string, trackingNumber?: string) =>
  client.request('PATCH', `/api/orders/${id}/status`, { json: { status, trackingNumber } });

describe('an investment', () => {
  test('mails the confirmation with asset, amounts, the risk warning verbatim and the withdrawal right; notifies', async () => {
    const client = await signedInClient(t.app);
    const investment = await investOnce(client);
    const asset = await (await client.get('/api/asset-types/2')).json();
    const mail = await onlyMail(t.app, client.credentials.email, 'Bestätigung Ihres Investments');
    expect(mail.subject).toBe(`Bestätigung Ihres Investments: ${asset.name} – Wurzelwerk`);
    expect(mail.text).toContain(RISK_WARNING);
    expect(mail.html).toContain(RISK_WARNING);
    expect(mail.text).toContain(formatEuro('de', '750.00'));
    const { expectedAnnualReturn } = (await (await client.get('/api/investments')).json())[0];
    expect(mail.text).toContain(formatEuro('de', expectedAnnualReturn));
    expect(mail.text).toContain('innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen');
    expect(mail.text).toContain('„Widerrufen“');
    expect(mail.text).toContain(investment.id);
    // How to pay (issue 33): the escrow account, the reference in groups of four, the demonstration warning.
    const { reference } = await (await client.get(`/api/investments/${investment.id}/payment`)).json();
    expect(mail.text).toContain(reference.replace(/(.{4})(?=.)/g, '$1 '));
    expect(mail.text).toContain('DE50 0000 0000 0123 4567 89');
    expect(mail.text).toContain('Bitte überweisen Sie nichts.');

    const listed = await notificationsOf(client);
    expect(listed.unreadCount).toBe(1);
    expect(listed.items).toEqual([
      {
        id: expect.any(String),
        kind: 'investment',
        createdAt: investment.createdAt,
        readAt: null,
        data: { investmentId: investment.id, assetName: asset.name, amount: '750.00' },
      },
    ]);
  });

  test('in English for a user who saved English: the German warning with its translation', async () => {
    const client = await signedInClient(t.app);
    expect((await put(client, '/api/settings', withSwitches({}, 'en'))).status).toBe(200);
    await investOnce(client);
    const mail = await onlyMail(t.app, client.credentials.email, 'Your investment is confirmed');
    expect(mail.text).toContain(RISK_WARNING);
    expect(mail.text).toContain('may lead to the complete loss of the capital invested');
    expect(mail.text).toContain(formatEuro('en', '750.00'));
  });

  test('the withdrawal is confirmed by mail and notified', async () => {
    const client = await signedInClient(t.app);
    const investment = await investOnce(client);
    expect((await client.post(`/api/investments/${investment.id}/withdraw`)).status).toBe(200);
    const mail = await onlyMail(t.app, client.credentials.email, 'Ihr Widerruf ist bestätigt');
    expect(mail.text).toContain(formatEuro('de', '750.00'));
    expect((await notificationsOf(client)).items.map((n) => n.kind)).toEqual(['withdrawal', 'investment']);
  });

  test('with investment notifications off: no notification; the confirmation still goes (a contract)', async () => {
    const client = await signedInClient(t.app);
    await put(client, '/api/settings', withSwitches({ investments: false, email: false }));
    const investment = await investOnce(client);
    await client.post(`/api/investments/${investment.id}/withdraw`);
    expect(await notificationsOf(client)).toEqual({ items: [], unreadCount: 0 });
    const subjects = (await mailsTo(t.app, client.credentials.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Bestätigung Ihres Investments'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Ihr Widerruf ist bestätigt'))).toHaveLength(1);
  });
});

describe('an order', () => {
  test('mails the confirmation (items, totals, address) and the shipment (tracking number, carrier); notifies each step', async () => {
    const client = await signedInClient(t.app);
    const placed = await order(client);
    const confirmation = await onlyMail(
      t.app,
      client.credentials.email,
      `Bestellbestätigung ${placed.orderNumber}`,
    );
    expect(confirmation.text).toContain(firstInStock().name);
    expect(confirmation.text).toContain(formatEuro('de', placed.totalAmount));
    expect(confirmation.text).toContain('Lindenstraße 5');
    expect(confirmation.text).toContain('10969 Berlin');
    expect(confirmation.text).toContain('Überweisung');

    expect((await step(client, placed.id, 'processing')).status).toBe(200);
    expect((await step(client, placed.id, 'shipped', 'TRK1732000000999')).status).toBe(200);
    // The customer's own step (the spec's buttons on /orders): the mail says so and claims no carrier (decision 0079).
    const shipped = await onlyMail(
      t.app,
      client.credentials.email,
      `Ihre Bestellung ${placed.orderNumber} wurde als versandt markiert`,
    );
    expect(shipped.text).toContain('TRK1732000000999');
    expect(shipped.text).toContain('Eine Übergabe an DHL GoGreen ist damit nicht bestätigt');

    const listed = await notificationsOf(client);
    expect(listed.items.map((n) => [n.kind, n.data.status ?? null])).toEqual([
      ['orderStatus', 'shipped'],
      ['orderStatus', 'processing'],
      ['orderPlaced', null],
    ]);
    expect(listed.items[0]?.data).toEqual({
      orderId: placed.id,
      orderNumber: placed.orderNumber,
      status: 'shipped',
      trackingNumber: 'TRK1732000000999',
    });
  });

  test('with `orders` and `email` off: no notifications and no shipment mail; the order confirmation still goes', async () => {
    const client = await signedInClient(t.app);
    await put(client, '/api/settings', withSwitches({ orders: false, email: false }));
    const placed = await order(client);
    await step(client, placed.id, 'processing');
    await step(client, placed.id, 'shipped');
    expect(await notificationsOf(client)).toEqual({ items: [], unreadCount: 0 });
    const subjects = (await mailsTo(t.app, client.credentials.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Bestellbestätigung'))).toBe(true);
    expect(subjects.some((s) => s.includes('ist unterwegs'))).toBe(false);
  });

  test('with `email` off alone: the notification comes, the optional mail does not', async () => {
    const client = await signedInClient(t.app);
    await put(client, '/api/settings', withSwitches({ email: false }));
    const placed = await order(client);
    await step(client, placed.id, 'processing');
    await step(client, placed.id, 'shipped');
    expect((await notificationsOf(client)).items[0]?.data.status).toBe('shipped');
    const subjects = (await mailsTo(t.app, client.credentials.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.includes('ist unterwegs'))).toBe(false);
  });
});

describe('account events', () => {
  test('a password change is always told: mail and notification, with every switch off', async () => {
    const client = await signedInClient(t.app);
    await put(
      client,
      '/api/settings',
      withSwitches({ email: false, investments: false, orders: false, livestreams: false }),
    );
    const response = await changePassword(client, {
      currentPassword: client.credentials.password,
      newPassword: 'ganz-neu-123',
      confirmPassword: 'ganz-neu-123',
    });
    expect(response.status).toBe(200);
    await onlyMail(t.app, client.credentials.email, 'Ihr Passwort wurde geändert');
    expect((await notificationsOf(client)).items.map((n) => n.kind)).toEqual(['passwordChanged']);
  });

  test('the export mail links to the export page; the signed-in owner downloads there once', async () => {
    const client = await signedInClient(t.app);
    const requested = await client.post('/api/account/export');
    expect(requested.status).toBe(202);
    const mail = await onlyMail(t.app, client.credentials.email, 'Ihr Datenexport ist bereit');
    const token = tokenOf(mail);
    expect(mail.text).toContain(`http://localhost/export?token=${token}`);
    const download = await client.post('/api/account/export/download', { token });
    expect(download.status).toBe(200);
    expect((await download.json()).profile.email).toBe(client.credentials.email);
  });

  test('an account deletion is confirmed by a mail written before the data goes; the earlier mails go with the data', async () => {
    const client = await signedInClient(t.app);
    await investOnce(client);
    const response = await client.request('DELETE', '/api/account', {
      json: { password: client.credentials.password },
    });
    expect(response.status).toBe(200);
    const rows = await t.database.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, client.credentials.email));
    expect(rows).toEqual([{ template: 'accountDeleted' }]);
    const mail = await onlyMail(t.app, client.credentials.email, 'Ihr Konto wurde gelöscht');
    expect(mail.text).toContain('und Ihre persönlichen Daten wurden am');
  });
});
