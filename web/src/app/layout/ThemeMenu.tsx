import { ActionIcon, type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

/** Light, dark or system; Mantine's colour scheme manager stores the choice. */
export function ThemeMenu() {
  const intl = useIntl();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon = ICONS[colorScheme];

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={intl.formatMessage({ id: 'theme.label' })}>
          <Icon size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
        >
          <Menu.RadioItem value="light" closeMenuOnClick>
            <FormattedMessage id="theme.light" />
          </Menu.RadioItem>
          <Menu.RadioItem value="dark" closeMenuOnClick>
            <FormattedMessage id="theme.dark" />
          </Menu.RadioItem>
          <Menu.RadioItem value="auto" closeMenuOnClick>
            <FormattedMessage id="theme.auto" />
          </Menu.RadioItem>
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
