/** The data export of the signed-in user (GDPR Art. 15/20): at once, or through a mailed link. */
import { TRPCError } from '@trpc/server';
import { type AccountExport, messageText } from '@wurzelwerk/shared';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  activities,
  authTokens,
  capRefusals,
  complaints,
  farmStates,
  investments,
  livestreams,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  streamReminders,
} from '../../db/schema';
import { tooManyRequests } from '../../errors';
import { pick } from '../../i18n';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { AuthedContext } from '../../trpc/init';
import { checkSecret } from '../auth/secretCheck';
import { hashToken, issueToken } from '../auth/tokens';
import { statusOf } from '../complaints/service';
import { recentActivities } from '../dashboard/activities';
import { getSelfDisclosure } from '../investments/caps';
import { investmentRecord } from '../investments/service';
import { recipientOf, toNotification } from '../notifications/service';
import { itemName } from '../orders/read';
import { exportProtection } from '../protection/export';
import { exportWallet } from './exportWallet';
import { getProfile, getSettings } from './service';

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
    selfDisclosure,
    money,
    complaintRows,
    refusalRows,
    protection,
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
    getSelfDisclosure(ctx),
    exportWallet(ctx),
    db
      .select()
      .from(complaints)
      .where(eq(complaints.userId, userId))
      .orderBy(asc(complaints.createdAt), asc(complaints.id)),
    db
      .select({ assetTypeId: capRefusals.assetTypeId, refusedAt: capRefusals.refusedAt })
      .from(capRefusals)
      .where(eq(capRefusals.userId, userId))
      .orderBy(asc(capRefusals.refusedAt), asc(capRefusals.id)),
    exportProtection(ctx),
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
      ...investmentRecord(row),
      assetTypeId: row.assetTypeId,
      assetName: assetNames.get(row.assetTypeId) ?? null,
      largeAmountConfirmed: row.largeAmountConfirmed,
    })),
    selfDisclosure,
    capRefusals: refusalRows,
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
    ...money,
    complaints: complaintRows.map(statusOf),
    protection,
  };
}

/** Mails the signed-in user a link to download their export (valid 24 h, single use). */
export async function requestExport(ctx: AuthedContext) {
  const wait = await ctx.services.throttle.linkRequest(`export\n${ctx.user.id}`, ctx.clientIp);
  if (wait > 0) throw tooManyRequests(messageText(ctx.locale, 'auth.tooManyResets'), wait);
  await ctx.db.transaction(async (tx) => {
    const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
    if (!recipient) return;
    const token = await issueToken(tx, ctx.user.id, 'export-download');
    await enqueueMail(tx, mailFor(recipient, 'exportReady', { token }));
  });
  return { success: true as const };
}

/**
 * The export a mailed link's token stands for, downloaded by its owner: only a signed-in POST from the
 * link's page (/export) uses the token up, so a mail scanner that opens the link gets nothing. A wrong
 * token counts in the sign-in throttle like a wrong password of the account (per address and account →
 * 429), so a stolen session cannot guess links faster than passwords.
 */
export async function downloadExport(ctx: AuthedContext, token: string): Promise<AccountExport> {
  const texts = { locked: 'auth.tooManyLogins', delayed: 'auth.loginDelayed' } as const;
  const used = await checkSecret(ctx, 'password', ctx.user.email, texts, async () => {
    const [row] = await ctx.db
      .update(authTokens)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(token)),
          eq(authTokens.purpose, 'export-download'),
          // Another account's link is as wrong as an unknown one, and stays unused.
          eq(authTokens.userId, ctx.user.id),
          isNull(authTokens.consumedAt),
          gt(authTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: authTokens.userId });
    return row ?? false;
  });
  if (!used)
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'auth.invalidToken') });
  return exportAccount(ctx);
}
