import { describe, expect, test } from 'bun:test';
import { ApiError } from './api';
import { createSessionStore, fetchSessionUser, hasSessionHint } from './session';

const user = {
  id: 'u1',
  firstName: 'Erika',
  lastName: 'Muster',
  username: 'erika',
  email: 'erika@example.org',
  emailVerified: true,
  role: 'investor' as const,
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

  test('no network: the user whose data was kept for offline use; an answer of the server never', async () => {
    const kept = async () => user;
    const offline = client(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchSessionUser(offline, kept)).toEqual(user);
    expect(await fetchSessionUser(offline, async () => null)).toBeNull();
    const refused = client(() => Promise.reject(new ApiError(503, '', 'Service Unavailable')));
    expect(await fetchSessionUser(refused, kept)).toBeNull();
    expect(
      await fetchSessionUser(
        client(async () => ({ user: null })),
        kept,
      ),
    ).toBeNull();
    expect(
      await fetchSessionUser(
        client(async () => ({ something: 'else' })),
        kept,
      ),
    ).toBeNull();
  });
});

describe('hasSessionHint', () => {
  test.each([
    ['ww_session_hint=1', true],
    ['theme=dark; ww_session_hint=1; other=2', true],
    ['', false],
    ['ww_session_hint=', false],
    ['my_ww_session_hint=1; ww_session_hint_old=1', false],
  ])('only the hint cookie with the value 1 counts, wherever it stands: %p counts: %p', (cookies, hint) => {
    expect(hasSessionHint(cookies)).toBe(hint);
  });
});

describe('createSessionStore', () => {
  /** A check that answers when told to, and how often it was started. */
  function pendingCheck() {
    type Answer = typeof user | null;
    let answer: (value: Answer) => void = () => {};
    const check = {
      started: 0,
      run: () => {
        check.started += 1;
        return new Promise<Answer>((resolve) => {
          answer = resolve;
        });
      },
      answer: (value: Answer) => answer(value),
    };
    return check;
  }

  test('unknown until the check answers; the first subscriber starts the one check', async () => {
    const check = pendingCheck();
    const store = createSessionStore(check.run);
    const seen: unknown[] = [];
    expect(check.started).toBe(0);
    store.subscribe(() => seen.push(store.get()));
    store.subscribe(() => {});
    expect(check.started).toBe(1);
    expect(store.get()).toBeUndefined();
    check.answer(user);
    await Promise.resolve();
    expect(store.get()).toEqual(user);
    expect(seen).toEqual([user]);
  });

  test('a reader may have the check wait (signed out, for the first paint): one check, when it says so', async () => {
    const check = pendingCheck();
    const deferred: (() => void)[] = [];
    const store = createSessionStore(check.run, (start) => deferred.push(start));
    store.subscribe(() => {});
    store.subscribe(() => {});
    expect(check.started).toBe(0);
    for (const start of deferred) start();
    expect(check.started).toBe(1);
    check.answer(null);
    await Promise.resolve();
    expect(store.get()).toBeNull();
  });

  test('started ahead of any reader (the session hint): still one check, and a later reader gets its answer', async () => {
    const check = pendingCheck();
    const store = createSessionStore(check.run);
    store.start();
    store.start();
    expect(check.started).toBe(1);
    check.answer(user);
    await Promise.resolve();
    store.subscribe(() => {});
    expect(check.started).toBe(1);
    expect(store.get()).toEqual(user);
  });

  test('a user set before the check answers is not overwritten by its answer', async () => {
    const check = pendingCheck();
    const store = createSessionStore(check.run);
    store.subscribe(() => {});
    store.set(user);
    check.answer(null);
    await Promise.resolve();
    expect(store.get()).toEqual(user);
    store.set(null);
    expect(store.get()).toBeNull();
  });

  test('an unsubscribed listener hears nothing more', () => {
    const store = createSessionStore(async () => null);
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    unsubscribe();
    store.set(user);
    expect(calls).toBe(0);
  });
});
