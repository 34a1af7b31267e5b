/** Contract tests of GET /api/achievements and /api/settings. */
import { describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS, PROFILE_ACHIEVEMENT_IDS } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { expectError, investOnce, put, signedInAccount } from '../../../test/domains';
import { payByStatement } from '../../../test/fixtures/bank';
import { testApp } from '../../../test/harness';
import { totpCode } from '../../auth/totp';
import { farmStates } from '../../db/schema';

const t = testApp({ seed: true });

describe('GET /api/achievements', () => {
  test('every achievement in order with ISO dates; a paid investment unlocks the first one; no farm is created', async () => {
    const { client, userId } = await signedInAccount(t.app);
    const profile = (await (await client.get('/api/profile')).json()) as { createdAt: string };
    const investment = await investOnce(client);
    await payByStatement(t.database.db, client, investment.id);

    const response = await client.get('/api/achievements');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const achievements = (await response.json()) as Record<string, unknown>[];
    // The literal order is pinned in achievements.test.ts.
    expect(achievements.map((a) => a.id)).toEqual([...PROFILE_ACHIEVEMENT_IDS]);
    for (const achievement of achievements) {
      expect(Object.keys(achievement).sort()).toEqual(['date', 'id', 'rarity', 'unlocked']);
    }
    expect(achievements[0]).toEqual({
      id: 'welcome',
      rarity: 'common',
      unlocked: true,
      date: profile.createdAt,
    });
    // The test helpers' users passed the knowledge test (issue 35); then the first investment.
    expect(achievements[1]).toMatchObject({ id: 'knowledgeTest', unlocked: true });
    expect(achievements[3]).toEqual({
      id: 'firstInvestment',
      rarity: 'common',
      unlocked: true,
      date: investment.createdAt,
    });
    expect(new Date(investment.createdAt).toISOString()).toBe(investment.createdAt);
    expect(achievements.slice(4, -1).map((a) => [a.unlocked, a.date])).toEqual(Array(7).fill([false, null]));
    // The investment acknowledged its information sheet (issue 35): read before investing.
    expect(achievements.at(-1)).toEqual({
      id: 'readSheet',
      rarity: 'common',
      unlocked: true,
      date: investment.createdAt,
    });
    expect(achievements[2]).toMatchObject({ id: 'lossCheck', unlocked: false, date: null });
    expect(await t.database.db.select().from(farmStates).where(eq(farmStates.userId, userId))).toEqual([]);
  });
});

describe('/api/settings', () => {
  test('defaults, a full PUT round-trips, incomplete or wrong documents are 400', async () => {
    const { client } = await signedInAccount(t.app);
    expect(await (await client.get('/api/settings')).json()).toEqual({ ...DEFAULT_SETTINGS, savedAt: null });
    const settings = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, marketing: true },
      language: 'en',
      theme: 'dark',
      timezone: 'Europe/London',
    };
    const saved = await put(client, '/api/settings', settings);
    expect(saved.status).toBe(200);
    const savedDocument = await saved.json();
    expect(savedDocument).toEqual({ ...settings, savedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(savedDocument.savedAt))).toBe(false);
    expect(await (await client.get('/api/settings')).json()).toEqual(savedDocument);

    await expectError(await put(client, '/api/settings', { theme: 'dark' }), 400);
    await expectError(await put(client, '/api/settings', { ...settings, language: 'fr' }), 400);
    await expectError(
      await put(client, '/api/settings', { ...settings, privacy: { ...settings.privacy, twoFactor: 'yes' } }),
      400,
    );
    expect(await (await client.get('/api/settings')).json()).toEqual(savedDocument);
  });

  test('privacy.twoFactor reports the second factor as it is: saving true does not switch it on, enrolment does', async () => {
    const { client } = await signedInAccount(t.app);
    const claimed = { ...DEFAULT_SETTINGS, privacy: { ...DEFAULT_SETTINGS.privacy, twoFactor: true } };
    const saved = await put(client, '/api/settings', claimed);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as typeof claimed).privacy.twoFactor).toBe(false);
    const read = async () => ((await (await client.get('/api/settings')).json()) as typeof claimed).privacy;
    expect((await read()).twoFactor).toBe(false);

    const { secret } = (await (await client.post('/api/auth/2fa/setup')).json()) as { secret: string };
    expect((await client.post('/api/auth/2fa/enable', { code: totpCode(secret) })).status).toBe(200);
    expect((await read()).twoFactor).toBe(true);
    // Saving false keeps it on: only /api/auth/2fa/disable (password and code) turns it off.
    const off = { ...claimed, privacy: { ...claimed.privacy, twoFactor: false } };
    expect(
      ((await (await put(client, '/api/settings', off)).json()) as typeof claimed).privacy.twoFactor,
    ).toBe(true);
    expect((await read()).twoFactor).toBe(true);
  });
});
