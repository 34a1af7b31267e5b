/**
 * Sample texts of the local-only public pages (spec §7) carry both languages side by side in their
 * sample-data modules; this picks the one of the chosen language.
 */
import { useIntl } from 'react-intl';
import type { Locale } from '../i18n/messages';

export type Localized = Readonly<Record<Locale, string>>;

export function useLocalized() {
  const { locale } = useIntl();
  const lang: Locale = locale === 'en' ? 'en' : 'de';
  return (text: Localized) => text[lang];
}
