/**
 * The achievements of prudence (issue 35, decision 0076) through createCaller: spread over three issuers or
 * three categories, three investments in a row within the caps, a withdrawal within the period; and the
 * retired "bigInvestor", which no amount unlocks any more.
 */
import { describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS, PROFILE_ACHIEVEMENT_IDS, type ProfileAchievement } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { investAcknowledged } from '../../../test/acknowledge';
import { signedUpCaller, trpcError } from '../../../test/domains';
import { assetOf, investAt, seededAssets } from '../../../test/fixtures/achievements';
import { testApp } from '../../../test/harness';
import { assetTypes, capRefusals, issuers } from '../../db/schema';

const t = testApp({ seed: true });
const day = (d: number) => new Date(Date.UTC(2025, 2, d));
const byId = (list: ProfileAchievement[]) =>
  Object.fromEntries(list.map((a) => [a.id, a])) as Record<ProfileAchievement['id'], ProfileAchievement>;

/** Two more issuers, each taking over one trees asset type: three issuers within one category. */
async function issuersWithinOneCategory(): Promise<number[]> {
  const trees = (await seededAssets(t)).filter((asset) => asset.category === 'trees').slice(0, 3);
  for (const [index, asset] of trees.slice(1).entries()) {
    const [issuer] = await t.database.db
      .insert(issuers)
      .values({
        name: `Prudence Test ${index} ${crypto.randomUUID()}`,
        legalForm: 'GmbH',
        street: 'Musterweg 1',
        postcode: '10115',
        city: 'Berlin',
        country: 'DE',
        registerCourt: 'Amtsgericht Berlin',
        registerNumber: `HRB ${index}`,
      })
      .returning({ id: issuers.id });
    if (!issuer) throw new Error('no issuer');
    await t.database.db.update(assetTypes).set({ issuerId: issuer.id }).where(eq(assetTypes.id, asset.id));
  }
  return trees.map((asset) => asset.id);
}

describe('achievements of prudence', () => {
  test('the retired big investor is not listed, whatever the amount', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    await investAt(t, user.id, day(1), await assetOf(t, 'energy'), { quantity: 40, euro: '50000.00' });
    const achievements = await caller.account.achievements();
    expect(achievements.map((a) => a.id)).toEqual([...PROFILE_ACHIEVEMENT_IDS]);
    expect(achievements.map((a) => a.id as string)).not.toContain('bigInvestor');
    expect(achievements.map((a) => a.rarity)).not.toContain('legendary');
  });

  test('spread: three categories of two issuers, dated when the third category joined', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    await investAt(t, user.id, day(1), await assetOf(t, 'trees'));
    await investAt(t, user.id, day(2), await assetOf(t, 'animals'));
    // Lapsed and withdrawn investments do not stand: no spread from them.
    await investAt(t, user.id, day(3), await assetOf(t, 'fields'), { status: 'lapsed' });
    await investAt(t, user.id, day(4), await assetOf(t, 'energy'), { status: 'withdrawn' });
    expect(byId(await caller.account.achievements()).spread).toMatchObject({ unlocked: false, date: null });
    // Awaiting its payment, an investment stands (it counts in the caps too).
    await investAt(t, user.id, day(5), await assetOf(t, 'fields'), { status: 'awaiting_payment' });
    expect(byId(await caller.account.achievements()).spread).toMatchObject({ unlocked: true, date: day(5) });
  });

  test('spread: three issuers within one category', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    const [first, second, third] = await issuersWithinOneCategory();
    await investAt(t, user.id, day(1), first ?? 0);
    await investAt(t, user.id, day(2), first ?? 0);
    await investAt(t, user.id, day(3), second ?? 0);
    expect(byId(await caller.account.achievements()).spread.unlocked).toBe(false);
    await investAt(t, user.id, day(6), third ?? 0);
    expect(byId(await caller.account.achievements()).spread).toMatchObject({ unlocked: true, date: day(6) });
  });

  test('within the limits: a refusal starts the count again; the first run of three dates it', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    const asset = await assetOf(t, 'trees');
    const refuse = (at: Date) =>
      t.database.db.insert(capRefusals).values({ userId: user.id, assetTypeId: asset, refusedAt: at });
    await investAt(t, user.id, day(1), asset);
    await investAt(t, user.id, day(2), asset);
    await refuse(day(3));
    await investAt(t, user.id, day(4), asset);
    await investAt(t, user.id, day(5), asset, { status: 'withdrawn' });
    await investAt(t, user.id, day(6), asset);
    expect(byId(await caller.account.achievements()).withinLimits.unlocked).toBe(false);
    await investAt(t, user.id, day(8), asset, { status: 'awaiting_payment' });
    // The run after the refusal: the 4th, the 6th and the 8th (the withdrawn one does not stand).
    expect(byId(await caller.account.achievements()).withinLimits).toMatchObject({
      unlocked: true,
      date: day(8),
    });
    // A later refusal does not take back a run already made.
    await refuse(day(9));
    expect(byId(await caller.account.achievements()).withinLimits.date).toEqual(day(8));
  });

  test('a refusal by the caps is recorded for its user and offer', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    const other = await signedUpCaller(t.app);
    // 1,000 € is the cap without a self-disclosure: the third 500 € is refused.
    const invest = () =>
      investAcknowledged(caller, { assetTypeId: 1, quantity: 1, totalInvestment: '500.00' });
    await invest();
    await invest();
    const error = await trpcError(invest());
    expect(error.code).toBe('CONFLICT');
    const rows = await t.database.db.select().from(capRefusals).where(eq(capRefusals.userId, user.id));
    expect(rows).toEqual([
      { id: expect.any(Number), userId: user.id, assetTypeId: 1, refusedAt: expect.any(Date) },
    ]);
    const others = await t.database.db
      .select()
      .from(capRefusals)
      .where(eq(capRefusals.userId, other.user.id));
    expect(others).toEqual([]);
  });

  test('reconsidered: the first withdrawal within the period, through the real procedure; never public', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    const investment = await investAcknowledged(caller, {
      assetTypeId: 1,
      quantity: 1,
      totalInvestment: '500.00',
    });
    expect(byId(await caller.account.achievements()).reconsidered.unlocked).toBe(false);
    await caller.investments.withdraw({ id: investment.id });
    const reconsidered = byId(await caller.account.achievements()).reconsidered;
    expect(reconsidered).toMatchObject({ unlocked: true, rarity: 'rare' });
    expect(reconsidered.date?.getTime()).toBeGreaterThanOrEqual(investment.createdAt.getTime());

    // Shown investments show the spread and the limits, never a withdrawal.
    await caller.account.updateSettings({
      ...DEFAULT_SETTINGS,
      privacy: { ...DEFAULT_SETTINGS.privacy, profileVisible: true, showInvestments: true },
    });
    const profile = await caller.users.profile({ username: user.username });
    // The passed test (signedUpCaller's) and the read sheet (issue 35) are shown; the withdrawal is not.
    expect(profile.achievements.map((a) => a.id)).toEqual(['welcome', 'knowledgeTest', 'readSheet']);
  });
});
