/**
 * Complaints end to end (issue 35, decision 0075): the form signed out and signed in, the confirmation of
 * receipt and the answer through a real SMTP server, the status view by ticket and address, the console's
 * queue with its deadlines, the audited answer, the throttle and bad input in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { addBusinessDays, TICKET_PATTERN } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { expectError, json, nextAddress, signedInClient } from '../../../test/domains';
import { operatorClient } from '../../../test/fixtures/admin';
import { TestClient, testApp } from '../../../test/harness';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { LINK_REQUESTS_PER_SUBJECT } from '../../auth/throttle';
import { berlinToday } from '../../calendar';
import { auditLog, complaints } from '../../db/schema';
import { newTicket } from './service';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const t = Object.assign(
  testApp({
    mail: {
      from: 'Wurzelwerk <no-reply@wurzelwerk.example>',
      publicUrl: 'https://wurzelwerk.example',
      get smtpUrl() {
        return smtp.url;
      },
    },
  }),
  { uploadDir: '' },
);

const anonymous = () => new TestClient(t.app, nextAddress());

async function received(address: string, subject: string) {
  await t.app.decorator.services.mail.drain();
  return smtp.to(address).filter((m) => m.subject.startsWith(subject));
}

let counter = 0;
const address = () => `beschwerde.${Date.now().toString(36)}${++counter}@example.org`;

const COMPLAINT = {
  name: 'Berta Beispiel',
  subject: 'Auszahlung fehlt',
  message: 'Meine Zinszahlung vom März ist nicht angekommen.',
};

describe('the complaint form', () => {
  test('signed out: a ticket, the due day, the confirmation mail; the status by ticket and address', async () => {
    const email = address();
    const reply = await anonymous().post('/api/complaints', { ...COMPLAINT, email: email.toUpperCase() });
    expect(reply.status).toBe(201);
    const receipt = await json(reply);
    expect(receipt.ticket).toMatch(TICKET_PATTERN);
    expect(receipt.answerDueOn).toBe(addBusinessDays(berlinToday(), 15));

    const [mail, ...more] = await received(email, 'Eingangsbestätigung');
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(receipt.ticket);
    expect(mail?.text).toContain('Berta Beispiel');
    expect(mail?.text).toContain('Auszahlung fehlt');
    expect(mail?.links).toContain('https://wurzelwerk.example/beschwerden');

    // The ticket typed in lower case still finds it; the address ignores case.
    const status = await anonymous().post('/api/complaints/status', {
      ticket: receipt.ticket.toLowerCase(),
      email,
    });
    expect(status.status).toBe(200);
    expect(await json(status)).toMatchObject({
      ticket: receipt.ticket,
      kind: 'complaint',
      status: 'received',
      answer: null,
      answerDueOn: receipt.answerDueOn,
    });
    // Another address with the right ticket: 404, as for an unknown ticket.
    const wrong = await anonymous().post('/api/complaints/status', {
      ticket: receipt.ticket,
      email: address(),
    });
    await expectError(wrong, 404);
  });

  test('signed in: the account’s name and address; signed out in English: the mail in English', async () => {
    const owner = await signedInClient(t.app);
    const reply = await owner.post('/api/complaints', {
      kind: 'accessibility',
      subject: 'Contrast',
      message: 'The map legend is hard to read.',
      email: 'someone.else@example.org',
    });
    expect(reply.status).toBe(201);
    const { ticket } = await json(reply);
    const [mail] = await received(owner.credentials.email, 'Eingangsbestätigung');
    expect(mail?.subject).toContain('Rückmeldung zur Barrierefreiheit');
    expect(mail?.text).toContain(owner.credentials.firstName);
    const [row] = await t.database.db.select().from(complaints).where(eq(complaints.ticket, ticket));
    expect(row).toMatchObject({
      userId: owner.userId,
      kind: 'accessibility',
      email: owner.credentials.email,
    });

    const email = address();
    const english = await anonymous().request('POST', '/api/complaints', {
      json: { ...COMPLAINT, email },
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(201);
    const [englishMail] = await received(email, 'Confirmation of receipt');
    expect(englishMail?.subject).toContain('complaint');

    const exported = await json(await owner.get('/api/account/export'));
    expect(exported.complaints).toEqual([expect.objectContaining({ ticket, subject: 'Contrast' })]);
  });

  test('signed out without name or address: 400 at the field, in the reader’s language', async () => {
    const noEmail = await anonymous().post('/api/complaints', COMPLAINT);
    expect(noEmail.status).toBe(400);
    expect(JSON.stringify(await json(noEmail))).toContain('E-Mail-Adresse');
    const { name: _, ...withoutName } = COMPLAINT;
    const noName = await anonymous().request('POST', '/api/complaints', {
      json: { ...withoutName, email: address() },
      headers: { 'accept-language': 'en' },
    });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(await json(noName))).toContain('Please enter your name.');
    const short = await anonymous().post('/api/complaints', {
      ...COMPLAINT,
      email: address(),
      message: 'kurz',
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(await json(short))).toContain('mindestens 10 Zeichen');
    const badTicket = await anonymous().post('/api/complaints/status', { ticket: 'x', email: address() });
    expect(badTicket.status).toBe(400);
  });

  test('throttled per sender like the other forms that send a mail: 429 with Retry-After', async () => {
    const email = address();
    for (let i = 0; i < LINK_REQUESTS_PER_SUBJECT; i++)
      expect((await anonymous().post('/api/complaints', { ...COMPLAINT, email })).status).toBe(201);
    const refused = await anonymous().post('/api/complaints', { ...COMPLAINT, email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('ticket numbers: the pattern, no two alike in many', () => {
    const tickets = new Set(Array.from({ length: 2000 }, newTicket));
    expect(tickets.size).toBe(2000);
    for (const ticket of tickets) expect(ticket).toMatch(TICKET_PATTERN);
  });
});

describe('the console’s queue', () => {
  test('unanswered first by due day, overdue marked; the answer is stored, mailed, audited, and once', async () => {
    const operator = await operatorClient(t);
    const email = address();
    const { ticket } = await json(await anonymous().post('/api/complaints', { ...COMPLAINT, email }));
    // An older one, past its due day.
    const old = await json(await anonymous().post('/api/complaints', { ...COMPLAINT, email: address() }));
    await t.database.db
      .update(complaints)
      .set({ answerDueOn: '2020-01-02' })
      .where(eq(complaints.ticket, old.ticket));

    const investor = await signedInClient(t.app);
    expect((await investor.get('/api/admin/complaints')).status).toBe(403);
    expect((await anonymous().get('/api/admin/complaints')).status).toBe(401);

    const queue = await json(await operator.get('/api/admin/complaints'));
    expect(queue[0]).toMatchObject({ ticket: old.ticket, overdue: true, status: 'received' });
    const mine = queue.find((c: { ticket: string }) => c.ticket === ticket);
    expect(mine).toMatchObject({ overdue: false, email, name: 'Berta Beispiel', hasAccount: false });

    const empty = await operator.post(`/api/admin/complaints/${mine.id}/answer`, { answer: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await json(empty))).toContain('Bitte schreiben Sie eine Antwort.');

    const answer = 'Die Zahlung ist inzwischen eingegangen.\n\nEntschuldigen Sie die Verzögerung.';
    const answered = await operator.post(`/api/admin/complaints/${mine.id}/answer`, { answer });
    expect(answered.status).toBe(200);
    expect(await json(answered)).toMatchObject({
      status: 'answered',
      answer,
      answeredBy: operator.credentials.email,
    });
    const again = await operator.post(`/api/admin/complaints/${mine.id}/answer`, { answer });
    expect(again.status).toBe(409);
    expect(
      (await operator.post(`/api/admin/complaints/${crypto.randomUUID()}/answer`, { answer })).status,
    ).toBe(404);

    const [mail] = await received(email, 'Antwort zu Ihrem Vorgang');
    expect(mail?.text).toContain('Die Zahlung ist inzwischen eingegangen.');
    const status = await json(await anonymous().post('/api/complaints/status', { ticket, email }));
    expect(status).toMatchObject({ status: 'answered', answer });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, mine.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'complaint.answer',
        entity: 'complaints',
        actorEmail: operator.credentials.email,
        before: expect.objectContaining({ status: 'received', answer: null }),
        after: expect.objectContaining({ status: 'answered', answer }),
      }),
    ]);
    const unaudited = queue.filter((c: { ticket: string }) => c.ticket !== ticket);
    expect(unaudited.length).toBeGreaterThan(0);
  });
});
