/** The first part of the English catalogue, as the German one (catalog.de.start.ts); loaded when English is chosen. */
import landingEn from '../features/landing/messages.en.json';
import mapEn from '../features/map/messages.en.json';
import coreEn from './en.json';

export const start = {
  ...coreEn,
  ...landingEn,
  ...mapEn,
};
