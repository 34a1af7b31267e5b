/**
 * The first part of the German catalogue: the shell's messages (de.json) and those of the landing page and
 * its map (features/landing, features/map). German is the default language, so this part comes with the
 * first load; the other pages' messages (catalog.de.pages.ts) come with the first of those pages
 * (LocaleProvider.tsx). messages.test.ts holds every id the first load uses to this part.
 */
import landingDe from '../features/landing/messages.de.json';
import mapDe from '../features/map/messages.de.json';
import coreDe from './de.json';

export const start = {
  ...coreDe,
  ...landingDe,
  ...mapDe,
};
