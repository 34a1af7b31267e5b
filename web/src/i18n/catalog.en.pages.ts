/** The English messages of every page but the landing page (the first part: catalog.en.start.ts). */

import aboutEn from '../features/about/messages.en.json';
import adminEn from '../features/admin/messages.en.json';
import authEn from '../features/auth/messages.en.json';
import categoriesEn from '../features/categories/messages.en.json';
import dashboardEn from '../features/dashboard/messages.en.json';
import demosEn from '../features/demos/messages.en.json';
import farmEn from '../features/farm/messages.en.json';
import legalEn from '../features/legal/messages.en.json';
import marketplaceEn from '../features/marketplace/messages.en.json';
import mobileAppEn from '../features/mobileApp/messages.en.json';
import ordersEn from '../features/orders/messages.en.json';
import portfolioEn from '../features/portfolio/messages.en.json';
import profileEn from '../features/profile/messages.en.json';
import protectionEn from '../features/protection/messages.en.json';
import settingsEn from '../features/settings/messages.en.json';
import shopEn from '../features/shop/messages.en.json';
import streamsEn from '../features/streams/messages.en.json';
import teamEn from '../features/team/messages.en.json';
import trustEn from '../features/trust/messages.en.json';
import walletEn from '../features/wallet/messages.en.json';

export const pages = {
  ...dashboardEn,
  ...streamsEn,
  ...marketplaceEn,
  ...ordersEn,
  ...aboutEn,
  ...categoriesEn,
  ...legalEn,
  ...demosEn,
  ...teamEn,
  ...mobileAppEn,
  ...farmEn,
  ...shopEn,
  ...profileEn,
  ...settingsEn,
  ...authEn,
  ...adminEn,
  ...portfolioEn,
  ...walletEn,
  ...trustEn,
  ...protectionEn,
};
