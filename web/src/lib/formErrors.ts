/**
 * Form errors in the page's language. A shared zod schema's error is one of three things: a message id of
 * the web's catalogue (schemas built with ids), a code of the shared message catalogue, or a German text of
 * that catalogue (a schema with its default messages, as the server uses it). A form translates the error
 * when it renders it, so a language switch also switches errors already on screen.
 */
import type { FormErrors } from '@mantine/form';
import { isMessageCode, languageOf, localizeText, messageText } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { isMessageId } from '../i18n/messages';

/** A text of the shared message catalogue (code or German text) in the language; other texts unchanged. */
export function localizeSharedMessage(language: string, text: string): string {
  const locale = languageOf(language);
  return isMessageCode(text) ? messageText(locale, text) : localizeText(locale, text);
}

/** For useForm's `enhanceGetInputProps`: a field error in the current language. */
export function translateFieldError(intl: IntlShape, error: FormErrors[string]): ReactNode {
  if (typeof error !== 'string') return error;
  return isMessageId(intl.messages, error)
    ? intl.formatMessage({ id: error })
    : localizeSharedMessage(intl.locale, error);
}
