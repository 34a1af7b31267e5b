/**
 * The whole German catalogue, both parts (catalog.de.start.ts, catalog.de.pages.ts): the source of the
 * MessageId type and what the tests read. The app loads the parts (messages.ts). The spread would let a
 * later catalogue silently override an id; messages.test.ts fails when an id is defined twice.
 */
import { pages } from './catalog.de.pages';
import { start } from './catalog.de.start';

export const de = { ...start, ...pages };
