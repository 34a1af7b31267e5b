/**
 * The account's pending links end with its access (issue 31): a pending e-mail change (and a reset link)
 * asked for by someone who had the password and a session dies with the owner's password reset or change,
 * "sign out other devices", two-factor turned on or off and an operator's lock. The notice to the old
 * address cancels the change without a sign-in; the profile shows the pending change and cancels it.
 */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { json, nextAddress, put, signedInClient } from '../../../test/domains';
import { adminTestApp, operatorClient } from '../../../test/fixtures/admin';
import { callerFor, TestClient } from '../../../test/harness';
import { mailsTo, onlyMail, tokenOf } from '../../../test/mail';
import { totpCode } from '../../auth/totp';
import { authTokens } from '../../db/schema';
import { hashToken } from './tokens';

const t = adminTestApp();

const CONFIRM_SUBJECT = 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse';
const NOTICE_SUBJECT = 'Ihre E-Mail-Adresse soll geändert werden';

type Owner = Awaited<ReturnType<typeof signedInClient>>;

/**
 * The attack of the issue: a second client signs in with the owner's password and asks for an address of
 * its own; a reset link is out too. The confirmation and the reset tokens, and the notice to the owner.
 */
async function pendingTakeover(owner: Owner, from: TestClient = owner) {
  const address = `fremd.${owner.userId.slice(0, 8)}@example.net`;
  const patched = await from.request('PATCH', '/api/profile', {
    json: { email: address, currentPassword: owner.credentials.password },
  });
  expect(patched.status).toBe(200);
  expect((await json(patched)).pendingEmail).toBe(address);
  expect(
    (await new TestClient(t.app, nextAddress()).post('/api/auth/password-reset', owner.credentials)).status,
  ).toBe(202);
  const confirmation = tokenOf(await onlyMail(t.app, address, CONFIRM_SUBJECT));
  const notice = await onlyMail(t.app, owner.credentials.email, NOTICE_SUBJECT);
  const resets = (await mailsTo(t.app, owner.credentials.email)).filter((m) =>
    m.subject.startsWith('Passwort zurücksetzen'),
  );
  return { address, confirmation, notice, reset: tokenOf(resets.at(-1) ?? { subject: 'reset', text: '' }) };
}

/** Neither link works any more. */
async function expectLinksDead(links: { confirmation: string; reset: string }) {
  const stranger = new TestClient(t.app, nextAddress());
  expect((await stranger.post('/api/auth/verify-email', { token: links.confirmation })).status).toBe(400);
  const reset = await stranger.post('/api/auth/password-reset/confirm', {
    token: links.reset,
    newPassword: 'vom-angreifer-1',
  });
  expect(reset.status).toBe(400);
}

/** A client with the owner's password, signed in elsewhere (the attacker of the issue). */
async function attackerOf(owner: Owner) {
  const attacker = new TestClient(t.app, nextAddress());
  expect((await attacker.post('/api/auth/login', owner.credentials)).status).toBe(200);
  return attacker;
}

describe('a pending e-mail change ends with the account’s access (issue 31)', () => {
  test('the owner’s password reset: the attacker’s confirmation link and session are dead', async () => {
    const owner = await signedInClient(t.app);
    const attacker = await attackerOf(owner);
    const links = await pendingTakeover(owner, attacker);
    const stranger = new TestClient(t.app, nextAddress());
    const newPassword = 'wieder-meins-1';
    expect(
      (await stranger.post('/api/auth/password-reset/confirm', { token: links.reset, newPassword })).status,
    ).toBe(200);
    expect((await attacker.get('/api/auth/me')).status).toBe(401);
    expect((await stranger.post('/api/auth/verify-email', { token: links.confirmation })).status).toBe(400);
    const me = await new TestClient(t.app, nextAddress()).post('/api/auth/login', {
      email: owner.credentials.email,
      password: newPassword,
    });
    expect((await json(me)).user.email).toBe(owner.credentials.email);
  });

  test('the owner’s password change', async () => {
    const owner = await signedInClient(t.app);
    const links = await pendingTakeover(owner, await attackerOf(owner));
    const newPassword = 'ganz-neu-777';
    const changed = await owner.post('/api/auth/password', {
      currentPassword: owner.credentials.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(200);
    await expectLinksDead(links);
    expect(await json(await owner.get('/api/profile'))).toMatchObject({
      email: owner.credentials.email,
      pendingEmail: null,
    });
  });

  test('“sign out other devices”', async () => {
    const owner = await signedInClient(t.app);
    const attacker = await attackerOf(owner);
    const links = await pendingTakeover(owner, attacker);
    expect(await json(await owner.request('DELETE', '/api/auth/sessions'))).toEqual({ ended: 1 });
    expect((await attacker.get('/api/auth/me')).status).toBe(401);
    await expectLinksDead(links);
    expect((await json(await owner.get('/api/profile'))).pendingEmail).toBeNull();
  });

  test('two-factor turned on, and turned off', async () => {
    const owner = await signedInClient(t.app);
    const attacker = await attackerOf(owner);
    const before = await pendingTakeover(owner, attacker);
    const { secret } = await json(await owner.post('/api/auth/2fa/setup'));
    expect((await owner.post('/api/auth/2fa/enable', { code: totpCode(secret) })).status).toBe(200);
    // The other session ends with it; this one stays.
    expect((await attacker.get('/api/auth/me')).status).toBe(401);
    expect((await owner.get('/api/auth/me')).status).toBe(200);
    await expectLinksDead(before);
    // Asked for again (from this session), then two-factor off: the new link dies too.
    const address = `zweiter.${owner.userId.slice(0, 8)}@example.net`;
    await owner.request('PATCH', '/api/profile', {
      json: { email: address, currentPassword: owner.credentials.password },
    });
    const again = tokenOf(await onlyMail(t.app, address, CONFIRM_SUBJECT));
    const off = await owner.post('/api/auth/2fa/disable', {
      password: owner.credentials.password,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(off.status).toBe(200);
    expect(
      (await new TestClient(t.app, nextAddress()).post('/api/auth/verify-email', { token: again })).status,
    ).toBe(400);
    expect(await json(await owner.get('/api/profile'))).toMatchObject({
      email: owner.credentials.email,
      pendingEmail: null,
      pendingEmailUntil: null,
    });
  });

  test('an operator’s lock', async () => {
    const operator = await operatorClient(t);
    const owner = await signedInClient(t.app);
    const links = await pendingTakeover(owner, await attackerOf(owner));
    expect((await put(operator, `/api/admin/users/${owner.userId}/locked`, { locked: true })).status).toBe(
      200,
    );
    expect((await put(operator, `/api/admin/users/${owner.userId}/locked`, { locked: false })).status).toBe(
      200,
    );
    await expectLinksDead(links);
    const again = await new TestClient(t.app, nextAddress()).post('/api/auth/login', owner.credentials);
    expect((await json(again)).user.email).toBe(owner.credentials.email);
  });
});

describe('cancelling a pending e-mail change (issue 31)', () => {
  test('the notice’s link: a GET changes nothing; the POST cancels at once, once, without a session', async () => {
    const owner = await signedInClient(t.app);
    const links = await pendingTakeover(owner, await attackerOf(owner));
    expect(links.notice.text).toContain('/email-change/cancel?token=');
    const cancel = tokenOf(links.notice);
    // Kept only as its hash, like every link's token.
    const stored = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, owner.userId));
    expect(
      stored.some((row) => row.tokenHash === hashToken(cancel) && row.purpose === 'email-change-cancel'),
    ).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(cancel);
    const stranger = new TestClient(t.app, nextAddress());
    // A mail scanner's GET or HEAD of the API path is no cancellation (and no error page with the token).
    for (const method of ['GET', 'HEAD']) {
      const scan = await stranger.request(method, `/api/auth/email-change/cancel?token=${cancel}`);
      expect(scan.status).not.toBe(200);
    }
    expect((await json(await owner.get('/api/profile'))).pendingEmail).toBe(links.address);
    const cancelled = await stranger.post('/api/auth/email-change/cancel', { token: cancel });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toEqual({ success: true });
    expect((await stranger.post('/api/auth/verify-email', { token: links.confirmation })).status).toBe(400);
    expect((await stranger.post('/api/auth/email-change/cancel', { token: cancel })).status).toBe(400);
    expect((await json(await owner.get('/api/profile'))).pendingEmail).toBeNull();
  });

  test('over tRPC; a confirmed change leaves the cancel link nothing to cancel', async () => {
    const owner = await signedInClient(t.app);
    const links = await pendingTakeover(owner);
    const { caller } = await callerFor(t.app, undefined, nextAddress());
    expect(await caller.auth.verifyEmail({ token: links.confirmation })).toEqual({ success: true });
    await expect(caller.auth.cancelEmailChange({ token: tokenOf(links.notice) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const second = await signedInClient(t.app);
    const more = await pendingTakeover(second);
    expect(await caller.auth.cancelEmailChange({ token: tokenOf(more.notice) })).toEqual({ success: true });
    expect((await json(await second.get('/api/profile'))).pendingEmail).toBeNull();
  });

  test('the profile shows the pending change until when, and its button cancels it (signed in)', async () => {
    const owner = await signedInClient(t.app);
    const links = await pendingTakeover(owner);
    const profile = await json(await owner.get('/api/profile'));
    expect(profile.pendingEmail).toBe(links.address);
    const until = new Date(profile.pendingEmailUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    expect(until).toBeLessThan(Date.now() + 24.1 * 3_600_000);
    const cancelled = await owner.request('DELETE', '/api/profile/email-change');
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ pendingEmail: null, pendingEmailUntil: null });
    const stranger = new TestClient(t.app, nextAddress());
    expect((await stranger.post('/api/auth/verify-email', { token: links.confirmation })).status).toBe(400);
    expect(
      (await stranger.post('/api/auth/email-change/cancel', { token: tokenOf(links.notice) })).status,
    ).toBe(400);
    // Signed out: 401; nothing pending: the profile as it is.
    expect((await stranger.request('DELETE', '/api/profile/email-change')).status).toBe(401);
    expect((await owner.request('DELETE', '/api/profile/email-change')).status).toBe(200);
  });
});

test('the OpenAPI document names the new doors (issue 31)', async () => {
  const doc = await json(await new TestClient(t.app, nextAddress()).get('/api/openapi.json'));
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/auth/email-change/cancel',
      '/api/auth/2fa/unlock',
      '/api/profile/email-change',
    ]),
  );
  expect(doc.paths['/api/auth/email-change/cancel'].post).toBeDefined();
  expect(doc.paths['/api/auth/email-change/cancel'].get).toBeUndefined();
  expect(doc.paths['/api/profile/email-change'].delete).toBeDefined();
});
