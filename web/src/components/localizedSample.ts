/**
 * Sample texts of the local-only pages (product §7) carry both languages side by side (`Localized`, from
 * @wurzelwerk/shared); this picks the one of the chosen language.
 */
import type { Localized } from '@wurzelwerk/shared';
import { useIntl } from 'react-intl';
import { languageOf } from '../i18n/messages';

export type { Localized };

export function useLocalized() {
  const lang = languageOf(useIntl().locale);
  return (text: Localized) => text[lang];
}
