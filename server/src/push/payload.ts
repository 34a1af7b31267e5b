/**
 * What a push says (decision 0085): the payload the service worker shows, made from a stored notification
 * in the recipient's language — `{"title", "body", "url", "tag"?}`, `url` a path of the web app.
 * Which notifications are pushed at all is PUSHED_KINDS (and the SQL of domains/notifications/push.ts).
 */
import { intlLocale } from '@wurzelwerk/shared';
import { type MailTextCode, mailText } from '@wurzelwerk/shared/mail-messages';
import { TIME_ZONE } from '../calendar';
import { formatEuro, type Locale } from '../i18n';

export interface PushPayload {
  title: string;
  body: string;
  /** A same-origin path the notification's click opens. */
  url: string;
  /** Replaces an earlier notification with the same tag on the device. */
  tag?: string;
}

/**
 * The kinds a push goes out for: the stream warning, late payouts and their arrival, a shipped order and the
 * security events (a new sign-in among them). `orderStatus` only for `shipped`, `twoFactorChanged` only when it was turned off.
 */
export const PUSHED_KINDS = [
  'streamStarting',
  'payoutLate',
  'payoutLatePaid',
  'orderStatus',
  'passwordChanged',
  'twoFactorChanged',
  'twoFactorFailures',
  'newSignIn',
] as const;

export class PushPayloadError extends Error {}

/** A stored text: one string, or both languages. */
const textOf = (value: unknown, locale: Locale): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && locale in value)
    return String((value as Record<Locale, unknown>)[locale]);
  throw new PushPayloadError('a text of the notification is missing');
};

const field = (data: Record<string, unknown>, name: string) => {
  const value = data[name];
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new PushPayloadError(`${name} is missing`);
  return String(value);
};

const day = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    new Date(`${iso}T12:00:00Z`),
  );

const clock = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));

/** A sign-in's device in words: "Firefox 133 auf Windows 10", one of the two, or an unknown device. */
function device(locale: Locale, data: Record<string, unknown>): string {
  const [browser, os] = [data.browser, data.os].map((part) => (typeof part === 'string' ? part : null));
  if (browser && os) return mailText(locale, 'push.newSignIn.device', { browser, os });
  return browser ?? os ?? mailText(locale, 'push.newSignIn.unknownDevice');
}

/** The payload of a notification (kind and stored data) in `locale`; throws PushPayloadError when it has none. */
export function pushPayload(kind: string, data: Record<string, unknown>, locale: Locale): PushPayload {
  const text = (code: MailTextCode, params?: Record<string, string>) => mailText(locale, code, params);
  switch (kind) {
    case 'streamStarting':
      return {
        title: text('push.streamStarting.title'),
        body: text('push.streamStarting.body', {
          title: textOf(data.title, locale),
          time: clock(locale, field(data, 'startTime')),
        }),
        url: '/streams',
        tag: `stream:${field(data, 'livestreamId')}`,
      };
    case 'payoutLate':
    case 'payoutLatePaid': {
      const params = {
        assetName: textOf(data.assetName, locale),
        amount: formatEuro(locale, field(data, 'amount')),
        date: day(locale, field(data, 'dueDate')),
      };
      return kind === 'payoutLate'
        ? {
            title: text('push.payoutLate.title'),
            body: text('push.payoutLate.body', params),
            url: '/portfolio',
          }
        : {
            title: text('push.payoutLatePaid.title'),
            body: text('push.payoutLatePaid.body', params),
            url: '/wallet',
          };
    }
    case 'orderStatus': {
      if (data.status !== 'shipped') break;
      const orderNumber = field(data, 'orderNumber');
      const trackingNumber = typeof data.trackingNumber === 'string' ? data.trackingNumber : undefined;
      return {
        title: text('push.orderShipped.title'),
        body: trackingNumber
          ? text('push.orderShipped.bodyTracking', { orderNumber, trackingNumber })
          : text('push.orderShipped.body', { orderNumber }),
        url: '/orders',
        tag: `order:${field(data, 'orderId')}`,
      };
    }
    case 'passwordChanged':
      return {
        title: text('push.passwordChanged.title'),
        body: text('push.security.body'),
        url: '/settings',
      };
    case 'twoFactorChanged':
      if (data.enabled !== false) break;
      return { title: text('push.twoFactorOff.title'), body: text('push.security.body'), url: '/settings' };
    case 'twoFactorFailures':
      return {
        title: text('push.twoFactorFailures.title'),
        body: text('push.twoFactorFailures.body'),
        url: '/settings',
      };
    case 'newSignIn':
      return {
        title: text('push.newSignIn.title'),
        body: text('push.newSignIn.body', { device: device(locale, data) }),
        url: '/settings',
      };
  }
  throw new PushPayloadError(`no push for a ${kind} notification`);
}
