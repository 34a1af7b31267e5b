/** The English catalogue, merged like the German one (catalog.de.ts); loaded when English is chosen. */

import aboutEn from '../features/about/messages.en.json';
import categoriesEn from '../features/categories/messages.en.json';
import dashboardEn from '../features/dashboard/messages.en.json';
import demosEn from '../features/demos/messages.en.json';
import farmEn from '../features/farm/messages.en.json';
import landingEn from '../features/landing/messages.en.json';
import legalEn from '../features/legal/messages.en.json';
import mapEn from '../features/map/messages.en.json';
import marketplaceEn from '../features/marketplace/messages.en.json';
import mobileAppEn from '../features/mobileApp/messages.en.json';
import ordersEn from '../features/orders/messages.en.json';
import profileEn from '../features/profile/messages.en.json';
import settingsEn from '../features/settings/messages.en.json';
import shopEn from '../features/shop/messages.en.json';
import streamsEn from '../features/streams/messages.en.json';
import teamEn from '../features/team/messages.en.json';
import coreEn from './en.json';
import type { MessageId } from './messages';

/** `satisfies` keeps it complete: an id missing here fails the type check. */
export const en = {
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
} satisfies Record<MessageId, string>;
