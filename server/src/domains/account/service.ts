/**
 * The signed-in user's own account (issue 7): profile, settings, the data export and account deletion.
 * Every function acts on the session's user only; no id ever comes from the client.
 */
import { TRPCError } from '@trpc/server';
import {
  type AccountExport,
  type DeleteAccountInput,
  emailChanges,
  messageText,
  type Profile,
  type SavedSettings,
  type Settings,
  settingsFrom,
  type UpdateProfileData,
} from '@wurzelwerk/shared';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ZodRealError } from 'zod';
import { toPublicUser } from '../../auth/user';
import type { Executor } from '../../db/client';
import {
  activities,
  farmStates,
  investments,
  livestreams,
  mailOutbox,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  streamReminders,
  userSettings,
  users,
} from '../../db/schema';
import { tooManyRequests } from '../../errors';
import { pick } from '../../i18n';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { Context } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';
import { confirmPassword } from '../auth/service';
import { consumeToken, issueToken, pendingEmailOf } from '../auth/tokens';
import { recentActivities } from '../dashboard/activities';
import { recipientOf, toNotification } from '../notifications/service';
import { itemName } from '../orders/service';

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  bio: users.bio,
  location: users.location,
  company: users.company,
  website: users.website,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  role: users.role,
};

type ProfileRow = Omit<Profile, 'emailVerified' | 'pendingEmail'> & { emailVerifiedAt: Date | null };

/** The profile of a row, with the address change that waits for its confirmation. */
async function toProfile(db: Executor, row: ProfileRow): Promise<Profile> {
  const { emailVerifiedAt, ...fields } = row;
  return {
    ...fields,
    emailVerified: emailVerifiedAt !== null,
    pendingEmail: await pendingEmailOf(db, row.id),
  };
}

export async function getProfile(ctx: AuthedContext): Promise<Profile> {
  const [row] = await ctx.db.select(profileColumns).from(users).where(eq(users.id, ctx.user.id));
  // The session was valid a moment ago; a user deleted in between is simply no longer signed in.
  if (!row)
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: messageText(ctx.locale, 'auth.invalidCredentials'),
    });
  return toProfile(ctx.db, row);
}

/** The profile update's own message in both languages (catalogue `account.currentPasswordForEmail`). */
export const ACCOUNT_MESSAGES = {
  de: { currentPasswordForEmail: messageText('de', 'account.currentPasswordForEmail') },
  en: { currentPasswordForEmail: messageText('en', 'account.currentPasswordForEmail') },
} as const;

/**
 * A refusal that belongs to the password field, as a validation issue: the form shows it there. The Error
 * subclass of zod's error, because tRPC keeps only Error causes.
 */
function currentPasswordIssue(message: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: new ZodRealError([{ code: 'custom', path: ['currentPassword'], message, input: undefined }]),
  });
}

/** The current password for a new e-mail address: missing or wrong → 400; throttled like sign-in → 429. */
async function confirmEmailChange(ctx: AuthedContext, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword)
    throw currentPasswordIssue(messageText(ctx.locale, 'account.currentPasswordForEmail'));
  try {
    await confirmPassword(ctx, currentPassword, 'wrongCurrentPassword');
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'BAD_REQUEST') throw currentPasswordIssue(error.message);
    throw error;
  }
}

/**
 * Saves the profile. A new e-mail address (with the current password) does not replace the address yet: a
 * link goes to the new address and a notice to the old one, and the change takes effect when the link is
 * opened (auth/service.ts verifyEmail); the answer shows it as `pendingEmail`.
 */
export async function updateProfile(ctx: AuthedContext, input: UpdateProfileData): Promise<Profile> {
  const emailTaken = () =>
    new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'auth.emailTaken') });
  const { currentPassword, email, ...fields } = input;
  const changes: Partial<Omit<UpdateProfileData, 'currentPassword' | 'email'>> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  let newEmail: string | undefined;
  if (email !== undefined) {
    const [own] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.user.id));
    if (!own)
      throw new TRPCError({
        code: 'UNAUTHORIZED',
        message: messageText(ctx.locale, 'auth.invalidCredentials'),
      });
    // The same address is left out of the update rather than written back, so that a request without the
    // password can never store an address, not even one that raced with a real change.
    if (emailChanges(own.email, email)) {
      // The password first: a session alone learns nothing, not even whether another account has the address.
      await confirmEmailChange(ctx, currentPassword);
      const [other] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, ctx.user.id)));
      if (other) throw emailTaken();
      newEmail = email;
    }
  }
  if (Object.keys(changes).length === 0 && newEmail === undefined) return getProfile(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] =
      Object.keys(changes).length === 0
        ? await tx.select(profileColumns).from(users).where(eq(users.id, ctx.user.id))
        : await tx.update(users).set(changes).where(eq(users.id, ctx.user.id)).returning(profileColumns);
    if (updated && newEmail !== undefined) await requestEmailChange(tx, ctx, newEmail);
    return updated;
  });
  if (!row) return getProfile(ctx);
  // Cached sessions hold the name shown by /api/auth/me: drop them.
  ctx.services.sessions.forgetUser(ctx.user.id);
  return toProfile(ctx.db, row);
}

/** A link to the new address and a notice to the old one; the earlier pending change, if any, is dropped. */
async function requestEmailChange(tx: Executor, ctx: AuthedContext, newEmail: string): Promise<void> {
  const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
  if (!recipient) return;
  const token = await issueToken(tx, ctx.user.id, 'email-change', newEmail);
  await enqueueMail(
    tx,
    mailFor({ ...recipient, email: newEmail }, 'emailChangeConfirm', { email: newEmail, token }),
    mailFor(recipient, 'emailChangeNotice', { email: newEmail }),
  );
}

export async function getSettings(ctx: AuthedContext): Promise<SavedSettings> {
  const [row] = await ctx.db
    .select({ settings: userSettings.settings, updatedAt: userSettings.updatedAt })
    .from(userSettings)
    .where(eq(userSettings.userId, ctx.user.id));
  return { ...settingsFrom(row?.settings ?? null), savedAt: row?.updatedAt ?? null };
}

export async function saveSettings(ctx: AuthedContext, settings: Settings): Promise<SavedSettings> {
  const updatedAt = new Date();
  await ctx.db
    .insert(userSettings)
    .values({ userId: ctx.user.id, settings, updatedAt })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt } });
  // Requests without a language of their own follow the saved one from now on.
  ctx.services.languages.forget(ctx.user.id);
  return { ...settings, savedAt: updatedAt };
}

/** Everything the platform holds about the user (GDPR Art. 15/20), without secrets or internal keys. */
export async function exportAccount(ctx: AuthedContext): Promise<AccountExport> {
  const userId = ctx.user.id;
  const { db, locale } = ctx;
  const [
    profile,
    settings,
    investmentRows,
    activityRows,
    orderRows,
    farmRows,
    reminderRows,
    notificationRows,
  ] = await Promise.all([
    getProfile(ctx),
    getSettings(ctx),
    db
      .select()
      .from(investments)
      .where(eq(investments.userId, userId))
      .orderBy(asc(investments.createdAt), asc(investments.id)),
    db
      .select()
      .from(activities)
      .where(eq(activities.userId, userId))
      .orderBy(asc(activities.createdAt), asc(activities.id)),
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.createdAt), asc(orders.orderNumber)),
    db.select().from(farmStates).where(eq(farmStates.userId, userId)),
    db
      .select({
        livestreamId: streamReminders.livestreamId,
        titleDe: livestreams.titleDe,
        titleEn: livestreams.titleEn,
        startTime: livestreams.startTime,
        createdAt: streamReminders.createdAt,
      })
      .from(streamReminders)
      .innerJoin(livestreams, eq(livestreams.id, streamReminders.livestreamId))
      .where(eq(streamReminders.userId, userId))
      .orderBy(asc(livestreams.startTime)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
  ]);

  const orderIds = orderRows.map((row) => row.id);
  const [itemRows, historyRows, messages] = await Promise.all([
    orderIds.length === 0
      ? []
      : db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
    orderIds.length === 0
      ? []
      : db
          .select()
          .from(orderStatusHistory)
          .where(inArray(orderStatusHistory.orderId, orderIds))
          .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
    // The dashboard's wording of each activity, so the export reads like the app.
    recentActivities(ctx, userId, activityRows.length),
  ]);
  const messageOf = new Map(messages.map((entry) => [entry.id, entry.message]));

  const assetNames = new Map<number, string | null>();
  for (const assetTypeId of new Set(investmentRows.map((row) => row.assetTypeId))) {
    const asset = await ctx.services.catalog.byId(assetTypeId);
    assetNames.set(assetTypeId, asset ? pick(locale, asset.nameDe, asset.nameEn) : null);
  }
  const farm = farmRows[0];

  return {
    exportedAt: new Date(),
    profile,
    settings,
    investments: investmentRows.map((row) => ({
      id: row.id,
      assetTypeId: row.assetTypeId,
      assetName: assetNames.get(row.assetTypeId) ?? null,
      quantity: row.quantity,
      totalInvestment: row.totalInvestment,
      expectedAnnualReturn: row.expectedAnnualReturn,
      status: row.status,
      createdAt: row.createdAt,
      withdrawnAt: row.withdrawnAt,
    })),
    activities: activityRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      message: messageOf.get(row.id) ?? '',
      assetTypeId: row.assetTypeId,
      amount: row.amount,
      reference: row.reference,
      createdAt: row.createdAt,
    })),
    orders: orderRows.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      paymentMethod: row.paymentMethod,
      trackingNumber: row.trackingNumber,
      totalAmount: row.totalAmount,
      shippingCost: row.shippingCost,
      shippingAddress: row.shippingAddress,
      createdAt: row.createdAt,
      items: itemRows
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          productId: item.productId,
          name: itemName(locale, item),
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          total: item.total,
        })),
      statusHistory: historyRows
        .filter((entry) => entry.orderId === row.id)
        .map((entry) => ({ status: entry.status, changedAt: entry.changedAt })),
    })),
    farm: farm ? { state: farm.state, engineVersion: farm.engineVersion, savedAt: farm.savedAt } : null,
    streamReminders: reminderRows.map((row) => ({
      livestreamId: row.livestreamId,
      title: pick(locale, row.titleDe, row.titleEn),
      startTime: row.startTime,
      createdAt: row.createdAt,
    })),
    notifications: notificationRows.map((row) => toNotification(row, locale)),
  };
}

/**
 * Deletes the account after checking the password. One DELETE of the user row: every table holding
 * user data references users with ON DELETE CASCADE (sessions included), and PostgreSQL runs a statement
 * with all its cascades atomically, so the account goes completely or not at all.
 */
export async function deleteAccount(ctx: AuthedContext, input: DeleteAccountInput) {
  await confirmPassword(ctx, input.password, 'wrongPassword');
  await ctx.db.transaction(async (tx) => {
    // The confirmation is written before the user goes: the outbox keeps no reference to the account. The
    // earlier mails to the address go with the data (they hold names, addresses, orders).
    const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
    if (recipient) {
      await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, recipient.email.toLowerCase()));
      await enqueueMail(tx, mailFor(recipient, 'accountDeleted', { at: new Date().toISOString() }));
    }
    await tx.delete(users).where(eq(users.id, ctx.user.id));
  });
  const { sessions } = ctx.services;
  await sessions.endAllForUser(ctx.user.id);
  // Clears the cookie in the browser; the session row went with the user.
  await sessions.end(null, ctx.resHeaders);
  return { success: true as const };
}

/** Mails the signed-in user a link to download their export (valid 24 h, single use). */
export async function requestExport(ctx: AuthedContext) {
  const wait = ctx.services.throttle.linkRequest(`export\n${ctx.user.id}`, ctx.clientIp);
  if (wait > 0) throw tooManyRequests(messageText(ctx.locale, 'auth.tooManyResets'), wait);
  await ctx.db.transaction(async (tx) => {
    const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
    if (!recipient) return;
    const token = await issueToken(tx, ctx.user.id, 'export-download');
    await enqueueMail(tx, mailFor(recipient, 'exportReady', { token }));
  });
  return { success: true as const };
}

/** The export of the user a download link's token names; the token is used up. */
export async function downloadExport(ctx: Context, token: string): Promise<AccountExport> {
  const used = await consumeToken(ctx.db, token, ['export-download']);
  const [row] = used ? await ctx.db.select().from(users).where(eq(users.id, used.userId)) : [];
  if (!row)
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'auth.invalidToken') });
  return exportAccount({ ...ctx, user: toPublicUser(row) });
}
