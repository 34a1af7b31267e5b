import { describe, expect, test } from 'bun:test';
import { fetchSessionUser, hasSessionHint } from './session';

const user = {
  id: 'u1',
  firstName: 'Erika',
  lastName: 'Muster',
  username: 'erika',
  email: 'erika@example.org',
  emailVerified: true,
};

/** A session call that answers with `answer`. */
const client = (answer: () => Promise<unknown>) => answer;

describe('fetchSessionUser', () => {
  test('reads the user field', async () => {
    expect(await fetchSessionUser(client(async () => ({ user })))).toEqual(user);
  });

  test('user null means signed out', async () => {
    expect(await fetchSessionUser(client(async () => ({ user: null })))).toBeNull();
  });

  test('any failure is swallowed as signed out', async () => {
    expect(
      await fetchSessionUser(client(() => Promise.reject(new Error('503: Service Unavailable')))),
    ).toBeNull();
    expect(await fetchSessionUser(client(() => Promise.reject(new TypeError('Failed to fetch'))))).toBeNull();
    expect(await fetchSessionUser(client(async () => ({ something: 'else' })))).toBeNull();
    expect(await fetchSessionUser(client(async () => ({ user: { id: 'u1' } })))).toBeNull();
  });
});

describe('hasSessionHint', () => {
  test('only the hint cookie with the value 1 counts, wherever it stands', () => {
    expect(hasSessionHint('ww_session_hint=1')).toBe(true);
    expect(hasSessionHint('theme=dark; ww_session_hint=1; other=2')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('ww_session_hint=')).toBe(false);
    expect(hasSessionHint('my_ww_session_hint=1; ww_session_hint_old=1')).toBe(false);
  });
});
