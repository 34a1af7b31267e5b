import { IconLanguage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/LocaleProvider';
import { isLocale } from '../../i18n/messages';
import { ChoiceMenu } from './ChoiceMenu';

const OPTIONS = [
  { value: 'de', label: 'language.de', lang: 'de' },
  { value: 'en', label: 'language.en', lang: 'en' },
] as const;

/** German or English; each language is named in itself and marked with its lang attribute. */
export function LanguageMenu() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <ChoiceMenu
      label={intl.formatMessage({ id: 'language.label' })}
      icon={<IconLanguage size={20} aria-hidden />}
      value={locale}
      onChange={(value) => isLocale(value) && setLocale(value)}
      options={OPTIONS}
    />
  );
}
