/**
 * The German catalogue: the shell's (de.json) and every feature's (features/<name>/messages.de.json), merged.
 * German is the default language, so it is part of the first load; English comes on demand (messages.ts).
 * The spread would let a later catalogue silently override an id; messages.test.ts fails when an id is
 * defined twice.
 */
import aboutDe from '../features/about/messages.de.json';
import categoriesDe from '../features/categories/messages.de.json';
import dashboardDe from '../features/dashboard/messages.de.json';
import demosDe from '../features/demos/messages.de.json';
import farmDe from '../features/farm/messages.de.json';
import landingDe from '../features/landing/messages.de.json';
import legalDe from '../features/legal/messages.de.json';
import mapDe from '../features/map/messages.de.json';
import marketplaceDe from '../features/marketplace/messages.de.json';
import mobileAppDe from '../features/mobileApp/messages.de.json';
import ordersDe from '../features/orders/messages.de.json';
import profileDe from '../features/profile/messages.de.json';
import settingsDe from '../features/settings/messages.de.json';
import shopDe from '../features/shop/messages.de.json';
import streamsDe from '../features/streams/messages.de.json';
import teamDe from '../features/team/messages.de.json';
import coreDe from './de.json';

export const de = {
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
