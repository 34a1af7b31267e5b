/** The PDFs over /api: types and names, owner only, the language, the OpenAPI entries, the mail's attachment. */
import { describe, expect, test } from 'bun:test';
import { withdrawalEnd } from '@wurzelwerk/shared';
import { simpleParser } from 'mailparser';
import { investOnce, json, signedInClient } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';
import { mailsTo } from '../../../test/mail';
import { pdfText, WARNING_DE } from '../../../test/pdf';
import { decodeQrInPdf } from '../../../test/qr';
import { DEMO_ESCROW_ACCOUNT } from '../../banking/escrow';
import { giroCodePayload } from '../../banking/girocode';
import { giroCodeInput } from './payment';

const t = testApp({ seed: true });

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

/** Issue 33: the offer's terms and issuer, how to pay (the demo account here) and the GiroCode of the payment. */
async function expectTermsAndPayment(client: TestClient, id: string, bytes: Uint8Array) {
  const { text } = await pdfText(bytes);
  expect(text).toContain('Laufzeit, Zins und Rückzahlung');
  expect(text).toMatch(/Emittentin .+, \d{5} /);
  expect(text).toContain('So bezahlen Sie');
  expect(text).toContain('Demonstrationskonto');
  expect(text).toContain('DE50 0000 0000 0123 4567 89');
  const payment = await json(await client.get(`/api/investments/${id}/payment`));
  expect(text).toContain(payment.reference.replace(/(.{4})(?=.)/g, '$1 '));
  expect(decodeQrInPdf(bytes)).toBe(
    giroCodePayload(giroCodeInput(DEMO_ESCROW_ACCOUNT, payment.amount, payment.reference)),
  );
}

describe('GET /api/asset-types/{id}/information-sheet.pdf', () => {
  test('a PDF of at most 3 pages with the warning, for everyone, in the request’s language', async () => {
    const response = await new TestClient(t.app).get('/api/asset-types/1/information-sheet.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename="informationsblatt-[\w-]+\.pdf"$/,
    );
    const { pages, text } = await pdfText(await bytesOf(response));
    expect(pages).toBeLessThanOrEqual(3);
    expect(text).toContain(WARNING_DE);
    expect(text).toContain('Informationsblatt');

    const english = await new TestClient(t.app).get('/api/asset-types/1/information-sheet.pdf', {
      'accept-language': 'en',
    });
    expect(english.headers.get('content-disposition')).toContain('information-sheet-');
    expect((await pdfText(await bytesOf(english))).text).toContain('Investment information sheet');
  });

  test('unknown or malformed id → 404 or 400 as JSON', async () => {
    const unknown = await new TestClient(t.app).get('/api/asset-types/99999/information-sheet.pdf');
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe('Asset nicht gefunden.');
    expect((await new TestClient(t.app).get('/api/asset-types/x/information-sheet.pdf')).status).toBe(400);
  });
});

describe('GET /api/investments/{id}/confirmation.pdf', () => {
  test('the owner gets it with the withdrawal notice and the end date; others 404; signed out 401', async () => {
    const client = await signedInClient(t.app);
    const investment = await investOnce(client);
    const response = await client.get(`/api/investments/${investment.id}/confirmation.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="investmentbestaetigung-/);
    const { text } = await pdfText(await bytesOf(response));
    expect(text).toContain(WARNING_DE);
    expect(text).toContain('Widerrufsbelehrung');
    const [listed] = await json(await client.get('/api/investments'));
    // The last day of the period, 24:00 Berlin (decision 0074).
    const end = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(
      new Date(new Date(listed.withdrawalEndsAt).getTime() - 1),
    );
    expect(text).toContain(end);
    await expectTermsAndPayment(
      client,
      investment.id,
      await bytesOf(await client.get(`/api/investments/${investment.id}/confirmation.pdf`)),
    );
    expect(new Date(listed.withdrawalEndsAt)).toEqual(withdrawalEnd(new Date(listed.confirmedAt)));

    const stranger = await signedInClient(t.app);
    expect((await stranger.get(`/api/investments/${investment.id}/confirmation.pdf`)).status).toBe(404);
    expect((await stranger.get('/api/investments/nope/confirmation.pdf')).status).toBe(404);
    expect(
      (await new TestClient(t.app).get(`/api/investments/${investment.id}/confirmation.pdf`)).status,
    ).toBe(401);
  });

  test('the investment mail carries the same confirmation as a PDF attachment', async () => {
    const client = await signedInClient(t.app);
    const investment = await investOnce(client);
    const [mail] = (await mailsTo(t.app, client.credentials.email)).filter((m) =>
      m.subject.startsWith('Bestätigung'),
    );
    expect(mail).toBeDefined();
    const raw = t.app.decorator.services.mail.mailbox.raw(mail?.id ?? '');
    const parsed = await simpleParser(raw ?? Buffer.alloc(0));
    expect(parsed.attachments.map((a) => [a.contentType, a.filename])).toEqual([
      ['application/pdf', `investmentbestaetigung-${investment.id.slice(0, 8)}.pdf`],
    ]);
    const { text } = await pdfText(new Uint8Array(parsed.attachments[0]?.content ?? []));
    expect(text).toContain(WARNING_DE);
    expect(text).toContain(investment.id);
    expect(text).toContain('Widerrufsbelehrung');
    await expectTermsAndPayment(client, investment.id, new Uint8Array(parsed.attachments[0]?.content ?? []));
  });
});

describe('the OpenAPI document', () => {
  test('covers the PDFs as application/pdf', async () => {
    const document = await json(await new TestClient(t.app).get('/api/openapi.json'));
    for (const path of [
      '/api/asset-types/{key}/information-sheet.pdf',
      '/api/investments/{id}/confirmation.pdf',
      '/api/orders/{id}/certificate.pdf',
    ])
      expect(Object.keys(document.paths[path]?.get?.responses?.['200']?.content ?? {})).toEqual([
        'application/pdf',
      ]);
  });
});
