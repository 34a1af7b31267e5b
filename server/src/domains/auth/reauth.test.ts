/**
 * Sensitive actions want a recent sign-in (issue 31; decision 0048): the data export (POST and GET
 * /api/account/export) needs a sign-in or password confirmation younger than 15 minutes, else 403 with
 * the code REAUTH_REQUIRED; POST /api/auth/reauthenticate confirms the password; account deletion, the
 * e-mail change and turning two-factor off take the password in the request.
 */
import { describe, expect, test } from 'bun:test';
import { REAUTH_REQUIRED, REAUTH_WINDOW_MS } from '@wurzelwerk/shared';
import { and, eq } from 'drizzle-orm';
import { patch, signedInAccount, trpcError } from '../../../test/domains';
import { appOptions, callerFor, TestClient, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { sessionIdOf } from '../../auth/sessionStore';
import { mailOutbox, sessions, users } from '../../db/schema';

const t = testApp();

/** Makes the client's session one that proved its password `agoMs` ago. */
async function provedAgo(client: TestClient, agoMs: number) {
  const id = sessionIdOf(client.cookie?.split('=')[1] ?? '');
  await t.database.db
    .update(sessions)
    .set({ authenticatedAt: new Date(Date.now() - agoMs) })
    .where(eq(sessions.id, id));
}

async function exportMails(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'exportReady')));
}

describe('the recent sign-in rule', () => {
  test('just signed in: the export and its mail work', async () => {
    const { client } = await signedInAccount(t.app);
    expect((await client.get('/api/account/export')).status).toBe(200);
    expect((await client.post('/api/account/export')).status).toBe(202);
  });

  test('16 minutes after the sign-in: 403 REAUTH_REQUIRED in the reader’s language, and no mail', async () => {
    const { client, credentials } = await signedInAccount(t.app);
    await provedAgo(client, REAUTH_WINDOW_MS + 60_000);
    for (const [method, language, text] of [
      ['GET', 'de', 'Bitte bestätigen Sie diese Aktion mit Ihrem Passwort.'],
      ['POST', 'en', 'Please confirm this action with your password.'],
    ] as const) {
      const response = await client.request(method, '/api/account/export', {
        headers: { 'accept-language': language },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: text, code: REAUTH_REQUIRED });
    }
    expect(await exportMails(credentials.email)).toHaveLength(0);
    // Still signed in: only the sensitive action waits for the password.
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  test('POST /api/auth/reauthenticate: a wrong password changes nothing (400); the right one opens the export for 15 minutes, on every process', async () => {
    const { client, credentials } = await signedInAccount(t.app);
    await provedAgo(client, REAUTH_WINDOW_MS + 60_000);
    const wrong = await client.post('/api/auth/reauthenticate', { password: 'falsch123' });
    expect(wrong.status).toBe(400);
    expect((await client.get('/api/account/export')).status).toBe(403);

    expect((await client.post('/api/auth/reauthenticate', { password: credentials.password })).status).toBe(
      200,
    );
    expect((await client.get('/api/account/export')).status).toBe(200);
    // Another process (its own session cache) reads the confirmation from the database.
    const elsewhere = new TestClient(createApp(appOptions(t.database)), '198.51.100.240');
    elsewhere.cookie = client.cookie;
    expect((await elsewhere.post('/api/account/export')).status).toBe(202);
    expect(await exportMails(credentials.email)).toHaveLength(1);
  });

  test('signed out: the confirmation is 401, not a password check', async () => {
    const anonymous = new TestClient(t.app, '198.51.100.241');
    expect((await anonymous.post('/api/auth/reauthenticate', { password: 'sicher123' })).status).toBe(401);
  });

  test('an e-mail change with the password counts as a confirmation too', async () => {
    const { client, credentials } = await signedInAccount(t.app);
    await provedAgo(client, REAUTH_WINDOW_MS + 60_000);
    const changed = await patch(client, '/api/profile', {
      email: `neu.${credentials.email}`,
      currentPassword: credentials.password,
    });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/account/export')).status).toBe(200);
  });

  test('account deletion takes the password in the request, however old the sign-in', async () => {
    const { client, credentials, userId } = await signedInAccount(t.app);
    await provedAgo(client, 10 * REAUTH_WINDOW_MS);
    const response = await client.request('DELETE', '/api/account', {
      json: { password: credentials.password },
    });
    expect(response.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
  });

  test('tRPC: account.export is FORBIDDEN with the same message', async () => {
    const { client } = await signedInAccount(t.app);
    await provedAgo(client, REAUTH_WINDOW_MS + 1000);
    const { caller } = await callerFor(t.app, client.cookie);
    const error = await trpcError(caller.account.export());
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('Bitte bestätigen Sie diese Aktion mit Ihrem Passwort.');
  });
});
