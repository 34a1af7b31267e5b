/** The German messages of every page but the landing page (the first part: catalog.de.start.ts). */

import aboutDe from '../features/about/messages.de.json';
import adminDe from '../features/admin/messages.de.json';
import authDe from '../features/auth/messages.de.json';
import categoriesDe from '../features/categories/messages.de.json';
import dashboardDe from '../features/dashboard/messages.de.json';
import demosDe from '../features/demos/messages.de.json';
import farmDe from '../features/farm/messages.de.json';
import legalDe from '../features/legal/messages.de.json';
import marketplaceDe from '../features/marketplace/messages.de.json';
import mobileAppDe from '../features/mobileApp/messages.de.json';
import ordersDe from '../features/orders/messages.de.json';
import portfolioDe from '../features/portfolio/messages.de.json';
import profileDe from '../features/profile/messages.de.json';
import protectionDe from '../features/protection/messages.de.json';
import settingsDe from '../features/settings/messages.de.json';
import shopDe from '../features/shop/messages.de.json';
import streamsDe from '../features/streams/messages.de.json';
import teamDe from '../features/team/messages.de.json';
import trustDe from '../features/trust/messages.de.json';
import walletDe from '../features/wallet/messages.de.json';

export const pages = {
  ...dashboardDe,
  ...streamsDe,
  ...marketplaceDe,
  ...ordersDe,
  ...aboutDe,
  ...categoriesDe,
  ...legalDe,
  ...demosDe,
  ...teamDe,
  ...mobileAppDe,
  ...farmDe,
  ...shopDe,
  ...profileDe,
  ...settingsDe,
  ...authDe,
  ...adminDe,
  ...portfolioDe,
  ...walletDe,
  ...trustDe,
  ...protectionDe,
};
