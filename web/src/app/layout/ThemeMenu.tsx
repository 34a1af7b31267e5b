import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { ChoiceMenu } from './ChoiceMenu';

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

const OPTIONS = [
  { value: 'light', label: 'theme.light' },
  { value: 'dark', label: 'theme.dark' },
  { value: 'auto', label: 'theme.auto' },
] as const;

/** Light, dark or system; Mantine's colour scheme manager stores the choice. */
export function ThemeMenu() {
  const intl = useIntl();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon = ICONS[colorScheme];
  return (
    <ChoiceMenu
      label={intl.formatMessage({ id: 'theme.label' })}
      icon={<Icon size={20} aria-hidden />}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      options={OPTIONS}
    />
  );
}
