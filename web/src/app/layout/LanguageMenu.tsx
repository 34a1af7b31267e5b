import { ActionIcon, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../i18n/LocaleProvider';
import { isLocale } from '../../i18n/messages';

/** German or English; each language is named in itself and marked with its lang attribute. */
export function LanguageMenu() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={intl.formatMessage({ id: 'language.label' })}>
          <IconLanguage size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup value={locale} onChange={(value) => isLocale(value) && setLocale(value)}>
          <Menu.RadioItem value="de" lang="de" closeMenuOnClick>
            <FormattedMessage id="language.de" />
          </Menu.RadioItem>
          <Menu.RadioItem value="en" lang="en" closeMenuOnClick>
            <FormattedMessage id="language.en" />
          </Menu.RadioItem>
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
