/**
 * Sample texts of the local-only pages (spec §7) carry both languages side by side (`Localized`, from
 * @wurzelwerk/shared); this picks the one of the chosen language.
 */
import { type Localized, languageOf } from '@wurzelwerk/shared';
import { useIntl } from 'react-intl';

export type { Localized };

export function useLocalized() {
  const lang = languageOf(useIntl().locale);
  return (text: Localized) => text[lang];
}
