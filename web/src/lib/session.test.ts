import { afterEach, describe, expect, test } from 'bun:test';
import { fetchSessionUser } from './session';

const realFetch = globalThis.fetch;
const user = {
  id: 'u1',
  firstName: 'Erika',
  lastName: 'Muster',
  username: 'erika',
  email: 'erika@example.org',
  emailVerified: true,
};

function answer(response: () => Promise<Response>) {
  globalThis.fetch = (() => response()) as unknown as typeof fetch;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('fetchSessionUser', () => {
  test('reads the user field', async () => {
    answer(async () => Response.json({ user }));
    expect(await fetchSessionUser()).toEqual(user);
  });

  test('401 means signed out', async () => {
    answer(async () => Response.json({ message: 'Nicht angemeldet' }, { status: 401 }));
    expect(await fetchSessionUser()).toBeNull();
  });

  test('any other failure is swallowed as signed out', async () => {
    answer(async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(await fetchSessionUser()).toBeNull();
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchSessionUser()).toBeNull();
    answer(async () => Response.json({ something: 'else' }));
    expect(await fetchSessionUser()).toBeNull();
  });
});
