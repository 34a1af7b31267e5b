/**
 * What a passkey answer must pass (issue 37, WebAuthn §7.2): a challenge answered once and only while it
 * lives, also when two answers race for it; the configured origin and RP id; user verification; a counter
 * above the stored one (a cloned authenticator is refused); a removed credential; the throttle.
 */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { nextAddress } from '../../../test/domains';
import { SoftAuthenticator } from '../../../test/fixtures/authenticator';
import { TestClient, testApp } from '../../../test/harness';
import { optionsOf, passkeySignIn, withPasskey } from '../../../test/passkeys';
import { passkeys, webauthnChallenges } from '../../db/schema';

const t = testApp({ loginMaxFailures: 5, loginMaxFailuresPerAddress: 8, registerMaxPerWindow: 100 });

async function options(client = new TestClient(t.app, nextAddress())) {
  return { client, options: await optionsOf(await client.post('/api/auth/passkeys/sign-in-options')) };
}

const signIn = (client: TestClient, response: unknown) =>
  client.post('/api/auth/passkeys/sign-in', { response });

async function counterOf(authenticator: SoftAuthenticator) {
  const [row] = await t.database.db
    .select({ counter: passkeys.counter })
    .from(passkeys)
    .where(eq(passkeys.credentialId, authenticator.credentialId));
  return row?.counter;
}

describe('passkey answers (issue 37)', () => {
  test('a replayed answer, or a second answer to one challenge, is refused', async () => {
    const { authenticator } = await withPasskey(t.app);
    const { client, options: first } = await options();
    const answer = await authenticator.answer(first);
    expect((await signIn(client, answer)).status).toBe(200);
    // The same answer again (a replay): its challenge is gone.
    const replay = new TestClient(t.app, nextAddress());
    expect((await signIn(replay, answer)).status).toBe(400);
    // A fresh signature over the used challenge: gone too.
    expect((await signIn(replay, await authenticator.answer(first))).status).toBe(400);
    // A challenge the server never gave.
    const forged = await authenticator.answer(first, { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect((await signIn(replay, forged)).status).toBe(400);
    expect(replay.cookie).toBeUndefined();
  });

  test('an expired challenge is refused', async () => {
    const { authenticator } = await withPasskey(t.app);
    const { client, options: late } = await options();
    await t.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, late.challenge));
    expect((await signIn(client, await authenticator.answer(late))).status).toBe(400);
  });

  test('parallel answers to one challenge: exactly one signs in', async () => {
    const { authenticator } = await withPasskey(t.app);
    const second = await withPasskey(t.app);
    const { options: shared } = await options();
    const answers = [
      await authenticator.answer(shared),
      await second.authenticator.answer(shared),
      await authenticator.answer(shared),
      await second.authenticator.answer(shared),
    ];
    const clients = answers.map(() => new TestClient(t.app, nextAddress()));
    const statuses = await Promise.all(answers.map((answer, i) => signIn(clients[i] as TestClient, answer)));
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
  });

  test('a wrong origin, a wrong RP id or no user verification is refused; the counter stays', async () => {
    const { authenticator } = await withPasskey(t.app);
    const before = await counterOf(authenticator);
    for (const wrong of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { verified: false }]) {
      const { client, options: fresh } = await options();
      const response = await signIn(client, await authenticator.answer(fresh, wrong));
      expect({ wrong, status: response.status }).toEqual({ wrong, status: 401 });
      expect(client.cookie).toBeUndefined();
    }
    expect(await counterOf(authenticator)).toBe(before);
    // Registration checks the same: another origin's answer adds nothing.
    const { client } = await withPasskey(t.app);
    const creation = await optionsOf(await client.post('/api/auth/passkeys/registration-options', {}));
    const foreign = await (await SoftAuthenticator.create()).register(creation, {
      origin: 'https://evil.example',
    });
    expect((await client.post('/api/auth/passkeys', { name: 'Fremd', response: foreign })).status).toBe(400);
  });

  test('a cloned authenticator: a counter not above the stored one is refused', async () => {
    const { authenticator } = await withPasskey(t.app);
    const clone = authenticator.clone();
    expect((await passkeySignIn(t.app, authenticator)).response.status).toBe(200);
    expect((await passkeySignIn(t.app, authenticator)).response.status).toBe(200);
    expect(await counterOf(authenticator)).toBe(2);
    // The clone still counts from where the copy was made: 1, then 2 — neither above 2.
    expect((await passkeySignIn(t.app, clone)).response.status).toBe(401);
    expect((await passkeySignIn(t.app, clone)).response.status).toBe(401);
    expect(await counterOf(authenticator)).toBe(2);
    expect((await passkeySignIn(t.app, authenticator)).response.status).toBe(200);
    // An authenticator that keeps no counter (0 and 0) is accepted each time.
    const { authenticator: uncounted } = await withPasskey(t.app);
    for (let i = 0; i < 2; i++) {
      const { client, options: fresh } = await options();
      expect((await signIn(client, await uncounted.answer(fresh, { counter: 0 }))).status).toBe(200);
    }
  });

  test('an unknown or removed credential is refused; wrong answers meet the address throttle', async () => {
    const { client, authenticator, passkey } = await withPasskey(t.app);
    expect((await client.request('DELETE', `/api/auth/passkeys/${passkey.id}`)).status).toBe(200);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const attempt = new TestClient(t.app, address);
      const response = await attempt.post('/api/auth/passkeys/sign-in-options');
      if (response.status !== 200) {
        statuses.push(response.status);
        continue;
      }
      const fresh = ((await response.json()) as { options: { challenge: string } }).options;
      statuses.push((await signIn(attempt, await authenticator.answer(fresh))).status);
    }
    // 8 wrong answers from one address (its budget), then 429 already for the options.
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
  });
});
