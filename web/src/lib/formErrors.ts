/**
 * Form errors that are message ids (the shared zod schemas built with ids as their messages): a form
 * translates an error when it renders it, so a language switch also switches errors already on screen.
 */
import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { isMessageId } from '../i18n/messages';

/** For useForm's `enhanceGetInputProps`: a field error that is a message id, in the current language. */
export function translateFieldError(intl: IntlShape, error: FormErrors[string]): ReactNode {
  return typeof error === 'string' && isMessageId(error) ? intl.formatMessage({ id: error }) : error;
}
