import { messageSection } from './messages';

/**
 * Validation messages of the spec (product §5) in German, the API's default: a view of the
 * message catalogue (messages/catalogue.ts, section `validation`), which holds the English texts too.
 */
export const validationMessagesDe = messageSection('de', 'validation');

export type ValidationKey = keyof typeof validationMessagesDe;
export type ValidationMessages = Record<ValidationKey, string>;
