/** Set-up of the passkey tests (decision 0083): an account with a passkey of a software authenticator. */
import { expect } from 'bun:test';
import type { App } from '../src/app';
import { nextAddress } from './domains';
import { SoftAuthenticator } from './fixtures/authenticator';
import { newUser, TestClient } from './harness';

type Options = { challenge: string; rpId?: string; rp?: { id?: string }; user?: { id: string } };

export const optionsOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { options: Options & Record<string, unknown> }).options;
};

/** A signed-in client (registered just now) with one passkey named `name`. */
export async function withPasskey(app: App, name = 'Laptop') {
  const client = new TestClient(app, nextAddress());
  const credentials = newUser();
  const registered = await client.post('/api/auth/register', credentials);
  expect(registered.status).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  const authenticator = await SoftAuthenticator.create();
  const options = await optionsOf(await client.post('/api/auth/passkeys/registration-options', {}));
  const added = await client.post('/api/auth/passkeys', {
    name,
    response: await authenticator.register(options),
  });
  expect(added.status).toBe(201);
  const passkey = (await added.json()) as { id: number; name: string };
  return { client, credentials, userId: user.id, authenticator, passkey };
}

/** Signs in with the authenticator's passkey from a new client: the reply. */
export async function passkeySignIn(
  app: App,
  authenticator: SoftAuthenticator,
  client = new TestClient(app, nextAddress()),
) {
  const options = await optionsOf(await client.post('/api/auth/passkeys/sign-in-options'));
  const response = await client.post('/api/auth/passkeys/sign-in', {
    response: await authenticator.answer(options),
  });
  return { client, response };
}
