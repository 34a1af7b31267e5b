/**
 * Form errors in the page's language. A shared zod schema's error is a message id: of the web's catalogue
 * (schemas built with the web's ids, accountValidation.ts) or of the shared message catalogue (a schema with
 * its default messages, as the server uses it; docs/decisions/0061). A form translates the error when it
 * renders it, so a language switch also switches errors already on screen.
 */
import type { FormErrors } from '@mantine/form';
import { languageOf, renderMessage } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { isMessageId } from '../i18n/messages';

/** A message id of the shared catalogue in the language; any other text unchanged. */
export function localizeSharedMessage(language: string, text: string): string {
  return renderMessage(languageOf(language), text);
}

/** For useForm's `enhanceGetInputProps`: a field error in the current language. */
export function translateFieldError(intl: IntlShape, error: FormErrors[string]): ReactNode {
  if (typeof error !== 'string') return error;
  return isMessageId(intl.messages, error)
    ? intl.formatMessage({ id: error })
    : localizeSharedMessage(intl.locale, error);
}
