/**
 * The message catalogues and their id type. Registering the ids with react-intl makes every
 * `<FormattedMessage id>` and `formatMessage({ id })` a compile-time checked literal.
 */
import aboutDe from '../features/about/messages.de.json';
import aboutEn from '../features/about/messages.en.json';
import categoriesDe from '../features/categories/messages.de.json';
import categoriesEn from '../features/categories/messages.en.json';
import dashboardDe from '../features/dashboard/messages.de.json';
import dashboardEn from '../features/dashboard/messages.en.json';
import demosDe from '../features/demos/messages.de.json';
import demosEn from '../features/demos/messages.en.json';
import farmDe from '../features/farm/messages.de.json';
import farmEn from '../features/farm/messages.en.json';
import landingDe from '../features/landing/messages.de.json';
import landingEn from '../features/landing/messages.en.json';
import legalDe from '../features/legal/messages.de.json';
import legalEn from '../features/legal/messages.en.json';
import mapDe from '../features/map/messages.de.json';
import mapEn from '../features/map/messages.en.json';
import marketplaceDe from '../features/marketplace/messages.de.json';
import marketplaceEn from '../features/marketplace/messages.en.json';
import mobileAppDe from '../features/mobileApp/messages.de.json';
import mobileAppEn from '../features/mobileApp/messages.en.json';
import ordersDe from '../features/orders/messages.de.json';
import ordersEn from '../features/orders/messages.en.json';
import profileDe from '../features/profile/messages.de.json';
import profileEn from '../features/profile/messages.en.json';
import settingsDe from '../features/settings/messages.de.json';
import settingsEn from '../features/settings/messages.en.json';
import shopDe from '../features/shop/messages.de.json';
import shopEn from '../features/shop/messages.en.json';
import streamsDe from '../features/streams/messages.de.json';
import streamsEn from '../features/streams/messages.en.json';
import teamDe from '../features/team/messages.de.json';
import teamEn from '../features/team/messages.en.json';
import coreDe from './de.json';
import coreEn from './en.json';

/**
 * The shell's catalogue (i18n/de.json, en.json) and one per feature (features/<name>/messages.<lang>.json),
 * merged: features keep their texts beside their code, ids stay globally unique by their prefix. The spread
 * would let a later catalogue silently override an id; messages.test.ts fails when an id is defined twice.
 */
const de = {
  ...coreDe,
  ...dashboardDe,
  ...streamsDe,
  ...marketplaceDe,
  ...ordersDe,
  ...landingDe,
  ...aboutDe,
  ...categoriesDe,
  ...legalDe,
  ...mapDe,
  ...demosDe,
  ...teamDe,
  ...mobileAppDe,
  ...farmDe,
  ...shopDe,
  ...profileDe,
  ...settingsDe,
};
const en = {
  ...coreEn,
  ...dashboardEn,
  ...streamsEn,
  ...marketplaceEn,
  ...ordersEn,
  ...landingEn,
  ...aboutEn,
  ...categoriesEn,
  ...legalEn,
  ...mapEn,
  ...demosEn,
  ...teamEn,
  ...mobileAppEn,
  ...farmEn,
  ...shopEn,
  ...profileEn,
  ...settingsEn,
};

export type MessageId = keyof typeof de;
export type Locale = 'de' | 'en';

export const DEFAULT_LOCALE: Locale = 'de';
export const LOCALES: readonly Locale[] = ['de', 'en'];

/** `satisfies` keeps en.json complete: a key missing there fails the type check. */
export const catalogs = { de, en } satisfies Record<Locale, Record<MessageId, string>>;

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(de, value);
}
