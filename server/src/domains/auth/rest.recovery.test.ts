/**
 * Account recovery and address confirmation end to end (issue 17), with the mails going through a real SMTP
 * server: the links in them are what a user would click.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { expectError, nextAddress } from '../../../test/domains';
import { newUser, TestClient, testApp } from '../../../test/harness';
import { startSmtpServer, type TestSmtpServer, tokenOf } from '../../../test/smtp';
import { LINK_REQUESTS_PER_SUBJECT } from '../../auth/throttle';
import { authTokens } from '../../db/schema';
import { hashToken } from './tokens';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

// The app sends through the SMTP server above; its URL is known only once that server listens.
const mail = { from: 'Wurzelwerk <no-reply@wurzelwerk.example>', publicUrl: 'https://wurzelwerk.example' };
const t = testApp({
  mail: {
    ...mail,
    get smtpUrl() {
      return smtp.url;
    },
  },
});

const client = () => new TestClient(t.app, nextAddress());

/** Sends the outbox through SMTP and returns the mails to `address` with a subject starting so. */
async function received(address: string, subject: string) {
  await t.app.decorator.services.mail.drain();
  return smtp.to(address).filter((m) => m.subject.startsWith(subject));
}

async function registered() {
  const c = client();
  const input = newUser();
  expect((await c.post('/api/auth/register', input)).status).toBe(201);
  return { client: c, input };
}

const expire = (token: string) =>
  t.database.db
    .update(authTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(authTokens.tokenHash, hashToken(token)));

describe('password reset', () => {
  test('end to end: the link sets a new password, ends every session, and works once', async () => {
    const { client: owner, input } = await registered();
    const laptop = client();
    expect((await laptop.post('/api/auth/login', input)).status).toBe(200);

    const requested = await client().post('/api/auth/password-reset', { email: input.email.toUpperCase() });
    expect(requested.status).toBe(202);
    const [resetMail, ...more] = await received(input.email, 'Passwort zurücksetzen');
    expect(more).toHaveLength(0);
    expect(resetMail?.links[0]).toStartWith('https://wurzelwerk.example/reset-password?token=');
    const token = tokenOf(resetMail ?? { subject: '', text: '' });
    // Only the hash is stored.
    const stored = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    // The new password follows the registration's rules.
    const short = await expectError(
      await client().post('/api/auth/password-reset/confirm', { token, newPassword: 'kurz' }),
      400,
      ['kurz'],
    );
    expect(short.message).toBe('Passwort muss mindestens 6 Zeichen haben');

    const confirmed = await client().post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'ganz-neu-42',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true });

    expect((await owner.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await client().post('/api/auth/login', input)).status).toBe(401);
    expect((await client().post('/api/auth/login', { ...input, password: 'ganz-neu-42' })).status).toBe(200);

    const reused = await expectError(
      await client().post('/api/auth/password-reset/confirm', { token, newPassword: 'noch-neuer-1' }),
      400,
      [token],
    );
    expect(reused.message).toBe(
      'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    );
    expect((await client().post('/api/auth/login', { ...input, password: 'noch-neuer-1' })).status).toBe(401);

    const [notice] = await received(input.email, 'Ihr Passwort wurde geändert');
    expect(notice?.text).toContain('Alle Sitzungen wurden beendet.');
  });

  test('an unknown address gets the same reply and status, and no mail goes anywhere', async () => {
    const { input } = await registered();
    const known = await client().post('/api/auth/password-reset', { email: input.email });
    const unknown = await client().post('/api/auth/password-reset', { email: `niemand.${input.email}` });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(await received(`niemand.${input.email}`, '')).toHaveLength(0);
    expect(await received(input.email, 'Passwort zurücksetzen')).toHaveLength(1);
  });

  test('an expired link and an older link fail; the newest works', async () => {
    const { input } = await registered();
    await client().post('/api/auth/password-reset', { email: input.email });
    await client().post('/api/auth/password-reset', { email: input.email });
    const [older, newer] = (await received(input.email, 'Passwort zurücksetzen')).map(tokenOf);
    if (!older || !newer) throw new Error('two reset mails expected');
    const confirm = (token: string) =>
      client().post('/api/auth/password-reset/confirm', { token, newPassword: 'ganz-neu-42' });
    expect((await confirm(older)).status).toBe(400);
    await expire(newer);
    expect((await confirm(newer)).status).toBe(400);
    expect((await client().post('/api/auth/login', input)).status).toBe(200);
  });

  test('throttled per e-mail (from any address) and per client address, alike for unknown addresses', async () => {
    const email = newUser().email;
    for (let i = 0; i < LINK_REQUESTS_PER_SUBJECT; i++)
      expect((await client().post('/api/auth/password-reset', { email })).status).toBe(202);
    const refused = await client().post('/api/auth/password-reset', { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const sprayer = client();
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await sprayer.post('/api/auth/password-reset', { email: newUser().email })).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('address confirmation', () => {
  test('the registration mail confirms the address once; the user shows it', async () => {
    const { client: owner, input } = await registered();
    expect((await (await owner.get('/api/auth/me')).json()).user.emailVerified).toBe(false);
    const [welcome] = await received(input.email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(welcome?.links[0]).toStartWith('https://wurzelwerk.example/verify-email?token=');
    const token = tokenOf(welcome ?? { subject: '', text: '' });
    // No session needed: the link may be opened in another browser.
    expect((await client().post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await (await owner.get('/api/auth/me')).json()).user.emailVerified).toBe(true);
    expect((await client().post('/api/auth/verify-email', { token })).status).toBe(400);
    // Confirmed: nothing more to resend.
    expect((await owner.post('/api/auth/verify-email/resend')).status).toBe(409);
  });

  test('an expired link, a link of another purpose and a made-up token fail with 400', async () => {
    const { client: owner, input } = await registered();
    await client().post('/api/auth/password-reset', { email: input.email });
    const [welcome] = await received(input.email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const [reset] = await received(input.email, 'Passwort zurücksetzen');
    if (!welcome || !reset) throw new Error('mails missing');
    const verify = (token: string) => client().post('/api/auth/verify-email', { token });
    expect((await verify(tokenOf(reset))).status).toBe(400);
    expect(
      (
        await client().post('/api/auth/password-reset/confirm', {
          token: tokenOf(welcome),
          newPassword: 'abcdef-1',
        })
      ).status,
    ).toBe(400);
    expect((await verify('erfunden')).status).toBe(400);
    expect((await verify('')).status).toBe(400);
    await expire(tokenOf(welcome));
    expect((await verify(tokenOf(welcome))).status).toBe(400);
    expect((await (await owner.get('/api/auth/me')).json()).user.emailVerified).toBe(false);
    // The reset link was not used up by the wrong door.
    expect(
      (
        await client().post('/api/auth/password-reset/confirm', {
          token: tokenOf(reset),
          newPassword: 'abcdef-1',
        })
      ).status,
    ).toBe(200);
  });

  test('resend: a new link, the old one stops working; throttled', async () => {
    const { client: owner, input } = await registered();
    const resent = await owner.post('/api/auth/verify-email/resend');
    expect(resent.status).toBe(202);
    const [first, second] = (await received(input.email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse')).map(
      tokenOf,
    );
    if (!first || !second) throw new Error('two confirmation mails expected');
    expect((await client().post('/api/auth/verify-email', { token: first })).status).toBe(400);
    expect((await client().post('/api/auth/verify-email', { token: second })).status).toBe(200);

    const { client: eager } = await registered();
    const statuses = [];
    for (let i = 0; i <= LINK_REQUESTS_PER_SUBJECT; i++)
      statuses.push((await eager.post('/api/auth/verify-email/resend')).status);
    expect(statuses.at(-1)).toBe(429);
  });

  test('the mail is in the language of the request that caused it, without saved settings', async () => {
    const c = client();
    const input = newUser();
    await c.post('/api/auth/register', input, { 'accept-language': 'en' });
    expect(await received(input.email, 'Please confirm your e-mail address')).toHaveLength(1);
  });
});
