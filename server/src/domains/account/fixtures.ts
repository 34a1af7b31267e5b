/** Fixtures of the account tests: a second settings document, orders written straight to the table, a user with data everywhere. */
import { DEFAULT_SETTINGS, type Settings } from '@wurzelwerk/shared';
import type { testApp } from '../../../test/harness';
import { hashRecoveryCode } from '../../auth/totp';
import {
  farmStates,
  livestreams,
  orderItems,
  orderStatusHistory,
  orders,
  recoveryCodes,
} from '../../db/schema';
import { shippingAddress } from '../shop/fixtures';
import { signedUpCaller } from '../testing';

type TestContext = ReturnType<typeof testApp>;

export const OTHER_SETTINGS: Settings = {
  notifications: { ...DEFAULT_SETTINGS.notifications, sms: true, email: false },
  privacy: { ...DEFAULT_SETTINGS.privacy, profileVisible: false },
  language: 'en',
  theme: 'dark',
  timezone: 'America/New_York',
};

/** An order of 54.99 € (4.99 € shipping) written straight to the table; returns its id and number. */
export async function insertOrder(
  t: TestContext,
  userId: string,
  options: { createdAt?: Date; status?: 'pending' | 'delivered' } = {},
) {
  const id = crypto.randomUUID();
  const orderNumber = `WW-${id.slice(0, 8).toUpperCase()}`;
  await t.database.db.insert(orders).values({
    id,
    userId,
    orderNumber,
    paymentMethod: 'creditcard',
    totalAmount: '54.99',
    shippingCost: '4.99',
    shippingAddress,
    ...options,
  });
  return { id, orderNumber };
}

/** A user with a row in every table that holds user data. */
export async function populatedUser(t: TestContext) {
  const account = await signedUpCaller(t.app);
  const { caller, user } = account;
  const investment = await caller.investments.create({
    assetTypeId: 1,
    quantity: 1,
    totalInvestment: '500.00',
  });
  const [stream] = await t.database.db.select({ id: livestreams.id }).from(livestreams).limit(1);
  if (!stream) throw new Error('the seed has no livestream');
  await caller.livestreams.setReminder({ id: stream.id });
  await caller.account.updateSettings(OTHER_SETTINGS);
  await caller.account.saveSelfDisclosure({ freeAssetsAtLeast100k: false, monthlyNetIncome: '2500.00' });
  const { id: orderId, orderNumber } = await insertOrder(t, user.id);
  await t.database.db.insert(orderItems).values({
    orderId,
    name: 'Saatgut-Set',
    quantity: 2,
    unitPrice: '25.00',
    total: '50.00',
  });
  await t.database.db.insert(orderStatusHistory).values({ orderId, status: 'pending' });
  await t.database.db
    .insert(farmStates)
    .values({ userId: user.id, state: { tree: { level: 3 } }, engineVersion: 1, savedAt: new Date() });
  // A two-factor secret (set up, not enabled: the user still signs in with the password alone) and a
  // recovery code, so that the tables of the second factor hold a row too.
  await caller.auth.twoFactor.setup();
  await t.database.db
    .insert(recoveryCodes)
    .values({ userId: user.id, codeHash: hashRecoveryCode('abcde-fghij') });
  return { ...account, investment, orderId, orderNumber, streamId: stream.id };
}
