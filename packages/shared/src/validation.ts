import { messageIds, messageSection } from './messages';

/**
 * Validation messages of the spec (product §5): the ids the shared schemas carry (catalogue section
 * `validation`, rendered in the reader's language), and their German texts (the web's catalogue repeats
 * them verbatim; web/src/i18n/messages.test.ts).
 */
export const VALIDATION_MESSAGES = messageIds('validation');
export const validationMessagesDe = messageSection('de', 'validation');

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
/** A schema's messages: the shared catalogue's ids by default, the web's own ids in its forms. */
export type ValidationMessages = Record<ValidationKey, string>;
