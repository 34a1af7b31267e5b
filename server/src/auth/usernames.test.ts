/**
 * Usernames that cannot pass for another (issue 31; decision 0050): NFKC, one script, no look-alike of a
 * taken name — in the functions and at registration over /api, also when look-alikes register at once.
 */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { nextAddress } from '../../test/domains';
import { newUser, TestClient, testApp } from '../../test/harness';
import { users } from '../db/schema';
import { fillUsernameSkeletons } from '../domains/users/claim';
import { isSingleScript, usernameSkeleton } from './usernames';

const t = testApp({ seed: true, registerMaxPerWindow: 200 });

const register = (overrides: Record<string, string>, headers?: Record<string, string>) =>
  new TestClient(t.app, nextAddress()).post('/api/auth/register', newUser(overrides), headers);

describe('the rules', () => {
  test('one script per name; Common characters and the Han mixes of Japanese, Chinese, Korean count as one', () => {
    for (const name of [
      'demo',
      'anna_1',
      'jürgen.k',
      'παράδειγμα',
      'пример',
      'مثال',
      '東京たろう',
      '张三ㄅ',
      '김철수',
    ])
      expect(isSingleScript(name)).toBe(true);
    for (const name of ['dеmo', 'pаypal', 'abcπ', 'пpимep', '東京abc김'])
      expect(isSingleScript(name)).toBe(false);
  });

  test('look-alikes share a skeleton, ignoring case; different names do not', () => {
    const demo = usernameSkeleton('demo');
    for (const alike of ['dеmo', 'DEMO', 'dem0', 'ԁеmо']) expect(usernameSkeleton(alike)).toBe(demo);
    expect(usernameSkeleton('rnaria')).toBe(usernameSkeleton('maria'));
    for (const other of ['demos', 'dema', 'müller']) expect(usernameSkeleton(other)).not.toBe(demo);
  });
});

describe('registration (issue 31)', () => {
  test('"dеmo" with a Cyrillic е → 409 with a clear message, in the reader’s language', async () => {
    const response = await register({ username: 'dеmo' });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(
      'Dieser Benutzername ist einem vergebenen zum Verwechseln ähnlich. Bitte wählen Sie einen anderen.',
    );
    const english = await register({ username: 'DEM0' }, { 'accept-language': 'en' });
    expect(english.status).toBe(409);
    expect((await english.json()).message).toBe(
      'This username looks confusingly like one that is taken. Please choose another.',
    );
  });

  test('a name of mixed scripts that resembles nothing taken → 400', async () => {
    const response = await register({ username: 'wаld_läufer' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'Der Benutzername darf nur Buchstaben einer Schrift enthalten (zum Beispiel nur lateinische).',
    );
  });

  test('NFKC: full-width letters are stored as the plain ones, and the profile is found by either', async () => {
    const tag = Date.now().toString(36);
    const response = await register({ username: `ｗｕｒｚｅｌ${tag}` });
    expect(response.status).toBe(201);
    expect((await response.json()).user.username).toBe(`wurzel${tag}`);
    expect((await register({ username: `wurzel${tag}` })).status).toBe(409);
    const visitor = new TestClient(t.app, nextAddress());
    expect((await visitor.get(`/api/users/${encodeURIComponent(`ｗｕｒｚｅｌ${tag}`)}`)).status).toBe(200);
  });

  test('two look-alikes registering at once: exactly one gets the name', async () => {
    const tag = Date.now().toString(36);
    // One script each (digits are of every script), so only the look-alike rule can refuse them.
    const names = [`pilz${tag}`, `pi1z${tag}`, `PI1Z${tag}`, `Pi1z${tag}`];
    const statuses = (await Promise.all(names.map((username) => register({ username })))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(names.length - 1);
    expect(new Set(names.map(usernameSkeleton)).size).toBe(1);
  });

  test('an older database: the start gives every user a skeleton, and look-alikes of them are refused', async () => {
    const tag = Date.now().toString(36);
    const id = `old-${tag}`;
    await t.database.db.insert(users).values({
      id,
      firstName: 'Olga',
      lastName: 'Alt',
      username: `olga${tag}`,
      email: `${id}@example.org`,
      passwordHash: 'not-used',
    });
    expect(await fillUsernameSkeletons(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.usernameSkeleton).toBe(usernameSkeleton(`olga${tag}`));
    expect(await fillUsernameSkeletons(t.database.db)).toBe(0);
    expect((await register({ username: `оlga${tag}` })).status).toBe(409);
  });
});
