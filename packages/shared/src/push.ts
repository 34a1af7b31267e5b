/**
 * Web Push (issue 37, decision 0085): the browser's subscription as `PushSubscription.toJSON()` gives it,
 * the server's public key, and the payload the service worker shows.
 */
import { z } from 'zod';
import { messageId } from './messages';
import { textField } from './text';

const badSubscription = messageId('push.badSubscription');

/** Bytes of a base64url text (no padding); -1 when it is not one. */
const base64urlLength = (text: string) =>
  /^[A-Za-z0-9_-]*={0,2}$/.test(text) ? Math.floor((text.replace(/=+$/, '').length * 3) / 4) : -1;

const keyField = (bytes: number) =>
  textField({ error: badSubscription })
    .max(200)
    .refine((text) => base64urlLength(text) === bytes, { error: badSubscription });

/** What the browser's `subscription.toJSON()` holds (other fields, such as `expirationTime`, are ignored). */
export const pushSubscriptionInput = z.object({
  /**
   * The push service's address, at most 2,000 characters: https (the server also takes http to its own
   * machine outside production, for a push service run locally).
   */
  endpoint: textField({ error: badSubscription })
    .max(2000)
    .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), {
      error: badSubscription,
    }),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: keyField(65),
      /** The auth secret (16 bytes). */
      auth: keyField(16),
    },
    { error: badSubscription },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** The subscription to remove (this device's when no endpoint is given). */
export const pushUnsubscribeInput = z
  .object({ endpoint: textField({ error: badSubscription }).max(2000) })
  .partial();

export const pushKeySchema = z.object({
  /** VAPID public key (uncompressed P-256 point, base64url): the `applicationServerKey` to subscribe with. */
  publicKey: z.string(),
});

export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });

/** What a push carries to the service worker, in the recipient's language. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A same-origin path the notification's click opens. */
  url: z.string().startsWith('/'),
  tag: z.string().optional(),
});
export type PushPayloadData = z.infer<typeof pushPayloadSchema>;
