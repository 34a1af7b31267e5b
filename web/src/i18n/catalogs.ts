/** Both catalogues at once, for tests that render or compare them; the app loads them through messages.ts. */
import { de } from './catalog.de';
import { en } from './catalog.en';
import type { Catalogue, Locale } from './messages';

export const catalogs: Record<Locale, Catalogue> = { de, en };
