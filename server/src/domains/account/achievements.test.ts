/** The achievements procedure through createCaller: derived from the user's own data, dated, never creating a farm (prudence: achievements.prudence.test.ts). */

import { describe, expect, test } from 'bun:test';
import { createFarm } from '@wurzelwerk/farm-engine';
import { ASSET_CATEGORIES, type AssetCategory, PROFILE_ACHIEVEMENT_IDS } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { investAcknowledged } from '../../../test/acknowledge';
import { signedUpCaller } from '../../../test/domains';
import { insertOrder } from '../../../test/fixtures/account';
import { assetOf, investAt as investAtMoment } from '../../../test/fixtures/achievements';
import { importPaying } from '../../../test/fixtures/bank';
import { testApp } from '../../../test/harness';
import { farmStates } from '../../db/schema';

const t = testApp({ seed: true });

describe('achievements', () => {
  const day = (d: number, month = 0) => new Date(Date.UTC(2025, month, d));

  /** An investment at a chosen moment in a seeded asset type of the category; inactive = withdrawn. */
  async function investAt(
    userId: string,
    createdAt: Date,
    category: AssetCategory,
    quantity: number,
    euro: string,
    active = true,
  ) {
    await investAtMoment(t, userId, createdAt, await assetOf(t, category), {
      quantity,
      euro,
      status: active ? 'paid' : 'withdrawn',
      // Acknowledged as every investment is since issue 35 (the sheet's version is made up here).
      informationSheetVersion: 'f'.repeat(64),
    });
  }

  const farmRows = (userId: string) =>
    t.database.db.select().from(farmStates).where(eq(farmStates.userId, userId));

  test('a new user has only the welcome achievement, dated at sign-up; reading creates no farm', async () => {
    const { caller, user } = await signedUpCaller(t.app, {}, { knowledgeTest: false });
    const profile = await caller.account.profile();
    const achievements = await caller.account.achievements();
    expect(achievements).toEqual([
      { id: 'welcome', rarity: 'common', unlocked: true, date: profile.createdAt },
      { id: 'knowledgeTest', rarity: 'common', unlocked: false, date: null },
      { id: 'lossCheck', rarity: 'common', unlocked: false, date: null },
      { id: 'firstInvestment', rarity: 'common', unlocked: false, date: null },
      { id: 'firstOrder', rarity: 'common', unlocked: false, date: null },
      { id: 'fourAssets', rarity: 'rare', unlocked: false, date: null },
      { id: 'allCategories', rarity: 'epic', unlocked: false, date: null },
      { id: 'farmer', rarity: 'rare', unlocked: false, date: null },
      { id: 'spread', rarity: 'epic', unlocked: false, date: null },
      { id: 'withinLimits', rarity: 'rare', unlocked: false, date: null },
      { id: 'reconsidered', rarity: 'rare', unlocked: false, date: null },
      { id: 'readSheet', rarity: 'common', unlocked: false, date: null },
    ]);
    expect(achievements.map((a) => a.id)).toEqual([...PROFILE_ACHIEVEMENT_IDS]);
    expect(await farmRows(user.id)).toEqual([]);
  });

  test('thresholds are dated at the investment that reached them; withdrawn ones do not count (but are reconsidered)', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    // Inserted out of order on purpose: the rule goes by date.
    await investAt(user.id, day(5), 'energy', 1, '5000.00');
    await investAt(user.id, day(2), 'trees', 2, '1000.00');
    await investAt(user.id, day(1), 'trees', 1, '100.00', false);
    await investAt(user.id, day(3), 'animals', 9, '90000.00', false);
    await investAt(user.id, day(4), 'fields', 1, '4000.00');
    await investAt(user.id, day(6), 'animals', 1, '500.00');
    await investAt(user.id, day(7), 'trees', 1, '500.00');
    await insertOrder(t, user.id, { createdAt: day(3, 1) });
    await insertOrder(t, user.id, { createdAt: day(1, 1), status: 'delivered' });
    const farm = createFarm();
    await t.database.db.insert(farmStates).values({
      userId: user.id,
      state: {
        ...farm,
        achievements: farm.achievements.map((a, index) => ({ ...a, unlocked: index === 1 })),
      },
      engineVersion: 1,
      savedAt: new Date(),
    });

    const achievements = await caller.account.achievements();
    const byId = Object.fromEntries(achievements.map((a) => [a.id, a]));
    // The withdrawn investment of the 1st does not count; the first active one is of the 2nd.
    expect(byId.firstInvestment).toMatchObject({ unlocked: true, date: day(2) });
    // Units 2 + 1 + 1 reach four on the 5th (the withdrawn 9 units do not count).
    expect(byId.fourAssets).toMatchObject({ unlocked: true, date: day(5) });
    // Animals are held (again) only from the 6th: the withdrawn ones of the 3rd do not count.
    expect(byId.allCategories).toMatchObject({ unlocked: true, date: day(6) });
    // The third category (energy, after trees and fields) joined on the 5th.
    expect(byId.spread).toMatchObject({ unlocked: true, date: day(5) });
    // No refusal: the third standing investment (of the 5th) completes a run of three.
    expect(byId.withinLimits).toMatchObject({ unlocked: true, date: day(5) });
    // The first withdrawal: the investment of the 1st, withdrawn that day.
    expect(byId.reconsidered).toMatchObject({ unlocked: true, date: day(1) });
    // The earliest order of any status.
    expect(byId.firstOrder).toMatchObject({ unlocked: true, date: day(1, 1) });
    // One unlocked farm achievement is enough; the farm keeps no dates.
    expect(byId.farmer).toEqual({ id: 'farmer', rarity: 'rare', unlocked: true, date: null });
    // Every one but the loss check's (protection/rest.test.ts covers it).
    expect(achievements.filter((a) => !a.unlocked).map((a) => a.id)).toEqual(['lossCheck']);
  });

  test('just below a threshold stays locked; a farm without unlocked achievements does not count', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    await investAt(user.id, day(1), 'trees', 3, '9999.99');
    for (const category of ASSET_CATEGORIES.slice(1))
      await investAt(user.id, day(2), category, 5, '100.00', false);
    await t.database.db
      .insert(farmStates)
      .values({ userId: user.id, state: createFarm(), engineVersion: 1, savedAt: new Date() });
    const achievements = await caller.account.achievements();
    expect(Object.fromEntries(achievements.map((a) => [a.id, a.unlocked]))).toEqual({
      welcome: true,
      knowledgeTest: true,
      lossCheck: false,
      firstInvestment: true,
      firstOrder: false,
      fourAssets: false,
      allCategories: false,
      farmer: false,
      spread: false,
      withinLimits: false,
      reconsidered: true,
      readSheet: true,
    });
  });

  test('follows the real procedures: a paid investment unlocks, its withdrawal locks again; other users do not count', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    const other = await signedUpCaller(t.app);
    // 20,000 € in two asset types of one issuer, within the cap of a self-disclosure (25,000 € per issuer).
    await other.caller.account.saveSelfDisclosure({ freeAssetsAtLeast100k: true, monthlyNetIncome: '12500' });
    for (const assetTypeId of [1, 2])
      await investAcknowledged(other.caller, {
        assetTypeId,
        quantity: 1,
        totalInvestment: '10000.00',
        largeAmountConfirmed: true,
      });

    const investment = await investAcknowledged(caller, {
      assetTypeId: 1,
      quantity: 1,
      totalInvestment: '500.00',
    });
    // Awaiting its payment it counts for nothing yet (decision 0057); paid, it unlocks. Having read the
    // information sheet before it counts at once (issue 35).
    const awaiting = (await caller.account.achievements()).filter((a) => a.unlocked);
    expect(awaiting.map((a) => [a.id, a.date])).toEqual([
      ['welcome', expect.any(Date)],
      ['knowledgeTest', expect.any(Date)],
      ['readSheet', investment.createdAt],
    ]);
    const { reference } = await caller.investments.payment({ id: investment.id });
    await importPaying(t.database.db, [{ reference, amountCents: 50_000 }]);
    const unlocked = (await caller.account.achievements()).filter((a) => a.unlocked);
    expect(unlocked.map((a) => [a.id, a.date])).toEqual([
      ['welcome', expect.any(Date)],
      ['knowledgeTest', expect.any(Date)],
      ['firstInvestment', investment.createdAt],
      ['readSheet', investment.createdAt],
    ]);

    await caller.investments.withdraw({ id: investment.id });
    const after = await caller.account.achievements();
    expect(after.find((a) => a.id === 'firstInvestment')).toMatchObject({ unlocked: false, date: null });
    // Withdrawn after reading: still prudent.
    expect(after.find((a) => a.id === 'readSheet')).toMatchObject({ unlocked: true });
    expect(await farmRows(user.id)).toEqual([]);

    // Opening the farm creates it; its untouched achievements are still locked.
    await caller.farm.get();
    expect(await farmRows(user.id)).toHaveLength(1);
    expect((await caller.account.achievements()).find((a) => a.id === 'farmer')?.unlocked).toBe(false);
  });
});
