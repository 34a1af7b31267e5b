/** The domain procedures through createCaller: typed results and ownership over tRPC. */
import { describe, expect, test } from 'bun:test';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { ANY_ACKNOWLEDGEMENT, investAcknowledged } from '../../test/acknowledge';
import { codeOf, signedInCaller, signedUpCaller } from '../../test/domains';
import { callerFor, testApp } from '../../test/harness';

const t = testApp({ seed: true });

describe('domain procedures', () => {
  test('typed results: dates are Dates, orders carry typed address and items', async () => {
    const demo = (await signedInCaller(t.app, DEMO_ACCOUNT)).caller;
    const [order] = await demo.orders.list();
    expect(order?.createdAt).toBeInstanceOf(Date);
    expect(order?.shippingAddress?.city).toBe('Berlin');
    expect(order?.items[0]?.quantity).toBeGreaterThan(0);
    const dashboard = await demo.dashboard.summary();
    expect(dashboard.recentActivities[0]?.createdAt).toBeInstanceOf(Date);
    const streams = await demo.livestreams.list();
    expect(streams.some((s) => s.reminderSet)).toBe(true);
  });

  test('the dashboard lists the latest 10 entries of the activity log, newest first, worded as the log', async () => {
    const caller = (await signedUpCaller(t.app)).caller;
    // Twelve investments over the sample's issuers: a self-disclosure's 25,000 € cap per issuer holds them.
    await caller.account.saveSelfDisclosure({ freeAssetsAtLeast100k: false, monthlyNetIncome: '12500.00' });
    for (let i = 0; i < 12; i++) {
      await investAcknowledged(caller, {
        assetTypeId: 1 + i,
        quantity: 1,
        totalInvestment: `${500 + i}.25`,
      });
    }
    const { activities } = await caller.account.export();
    const { recentActivities } = await caller.dashboard.summary();

    expect(activities).toHaveLength(12);
    expect(recentActivities).toEqual(
      activities
        .toReversed()
        .slice(0, 10)
        .map(({ id, message, createdAt }) => ({ id, message, createdAt })),
    );
    expect(recentActivities[0]?.message).toContain('511,25');
  });

  test("another user's investment, order and tracking number are NOT_FOUND; lists are empty", async () => {
    const demo = (await signedInCaller(t.app, DEMO_ACCOUNT)).caller;
    const [investment] = await demo.investments.list();
    const orders = await demo.orders.list();
    const tracked = orders.find((o) => o.trackingNumber);
    const stranger = (await signedUpCaller(t.app)).caller;

    expect(await stranger.investments.list()).toEqual([]);
    expect(await stranger.orders.list()).toEqual([]);
    expect(await codeOf(stranger.investments.withdraw({ id: investment?.id ?? '' }))).toBe('NOT_FOUND');
    expect(
      await codeOf(stranger.orders.updateStatus({ id: orders[0]?.id ?? '', status: 'processing' })),
    ).toBe('NOT_FOUND');
    expect(await codeOf(stranger.orders.track({ trackingNumber: tracked?.trackingNumber ?? '' }))).toBe(
      'NOT_FOUND',
    );
    expect((await stranger.dashboard.summary()).totalAssets).toBe(0);
  });

  test('signed-out callers get UNAUTHORIZED for personal data and can read public content', async () => {
    const { caller } = await callerFor(t.app);
    expect(await codeOf(caller.investments.list())).toBe('UNAUTHORIZED');
    expect(await codeOf(caller.dashboard.summary())).toBe('UNAUTHORIZED');
    expect(await codeOf(caller.orders.list())).toBe('UNAUTHORIZED');
    expect((await caller.assets.list()).length).toBeGreaterThanOrEqual(16);
    expect((await caller.news.list()).length).toBeGreaterThanOrEqual(6);
    expect((await caller.livestreams.list()).every((s) => !s.reminderSet)).toBe(true);
  });

  test('ids beyond the integer range of their keys are BAD_REQUEST, not a database error', async () => {
    const caller = (await signedUpCaller(t.app)).caller;
    const huge = 9_999_999_999;
    expect(await codeOf(caller.livestreams.setReminder({ id: huge }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.livestreams.removeReminder({ id: huge }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.assets.byId({ id: huge }))).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        caller.investments.create({
          assetTypeId: huge,
          quantity: 1,
          totalInvestment: '500.00',
          acknowledgement: ANY_ACKNOWLEDGEMENT,
        }),
      ),
    ).toBe('BAD_REQUEST');
  });
});
