/**
 * Stored notifications (issue 17): what the bell's panel shows. Each kind has its details; names come in
 * the request's language. `investments`, `orders` and `livestreams` of the settings decide whether
 * notifications of their kinds are created; a changed password, a second factor turned on or off, wrong
 * codes after the right password and a new sign-in are always told.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './orders';
import type { NotificationKey } from './settingsDefaults';
import { textField } from './text';

export const NOTIFICATION_KINDS = [
  'investment',
  'withdrawal',
  /** An investment whose money did not arrive by its deadline (issue 33). */
  'paymentLapsed',
  /** A due date of a released investment passed unpaid by the issuer (issue 34, decision 0067). */
  'payoutLate',
  /** A late due date has since been paid into the investor's wallet (issue 34, decision 0067). */
  'payoutLatePaid',
  'orderPlaced',
  'orderStatus',
  'passwordChanged',
  'streamStarting',
  'twoFactorChanged',
  /** The right password followed by wrong codes (issue 31): once per burst. */
  'twoFactorFailures',
  /** Last year's yearly statement can be downloaded (issue 34, decision 0070). */
  'yearlyStatement',
  /** A sign-in after an earlier one (issue 37, decision 0092): the device in words, never the address. */
  'newSignIn',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The setting that switches a kind on and off; null: always created (security). */
export const NOTIFICATION_SWITCH: Record<NotificationKind, NotificationKey | null> = {
  investment: 'investments',
  withdrawal: 'investments',
  paymentLapsed: 'investments',
  payoutLate: 'investments',
  payoutLatePaid: 'investments',
  orderPlaced: 'orders',
  orderStatus: 'orders',
  passwordChanged: null,
  streamStarting: 'livestreams',
  twoFactorChanged: null,
  twoFactorFailures: null,
  yearlyStatement: 'investments',
  newSignIn: null,
};

/** How many notifications a list answers at most (the newest). */
export const NOTIFICATION_LIST_MAX = 50;

const common = {
  id: z.string(),
  createdAt: z.date(),
  /** When it was marked read; null while unread. */
  readAt: z.date().nullable(),
};
const investmentData = z.object({ investmentId: z.string(), assetName: z.string(), amount: z.string() });

export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('investment'), data: investmentData }),
  z.object({ ...common, kind: z.literal('withdrawal'), data: investmentData }),
  z.object({ ...common, kind: z.literal('paymentLapsed'), data: investmentData }),
  /** `amount`: the late instalment; `dueDate`: YYYY-MM-DD. */
  z.object({
    ...common,
    kind: z.literal('payoutLate'),
    data: investmentData.extend({ dueDate: z.string() }),
  }),
  /** The same details: the instalment now credited and the day it was due. */
  z.object({
    ...common,
    kind: z.literal('payoutLatePaid'),
    data: investmentData.extend({ dueDate: z.string() }),
  }),
  z.object({
    ...common,
    kind: z.literal('orderPlaced'),
    data: z.object({ orderId: z.string(), orderNumber: z.string(), totalAmount: z.string() }),
  }),
  z.object({
    ...common,
    kind: z.literal('orderStatus'),
    data: z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      status: z.enum(ORDER_STATUSES),
      trackingNumber: z.string().nullable(),
    }),
  }),
  z.object({ ...common, kind: z.literal('passwordChanged'), data: z.object({}) }),
  z.object({ ...common, kind: z.literal('twoFactorChanged'), data: z.object({ enabled: z.boolean() }) }),
  z.object({ ...common, kind: z.literal('twoFactorFailures'), data: z.object({}) }),
  /** Browser and system as the devices list names them; null where the User-Agent tells nothing. */
  z.object({
    ...common,
    kind: z.literal('newSignIn'),
    data: z.object({ browser: z.string().nullable(), os: z.string().nullable() }),
  }),
  z.object({ ...common, kind: z.literal('yearlyStatement'), data: z.object({ year: z.number().int() }) }),
  z.object({
    ...common,
    kind: z.literal('streamStarting'),
    data: z.object({ livestreamId: z.number().int(), title: z.string(), startTime: z.date() }),
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  /** Newest first, at most NOTIFICATION_LIST_MAX. */
  items: z.array(notificationSchema),
  /** Unread notifications in all, also beyond the list. */
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdInput = z.object({ id: textField().min(1).max(100) });
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
