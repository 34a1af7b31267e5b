/** The whole English catalogue, as the German one (catalog.de.ts). */
import { pages } from './catalog.en.pages';
import { start } from './catalog.en.start';
import type { MessageId } from './messages';

/** `satisfies` keeps it complete: an id missing here fails the type check. */
export const en = { ...start, ...pages } satisfies Record<MessageId, string>;
