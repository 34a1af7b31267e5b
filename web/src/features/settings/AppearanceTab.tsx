/**
 * Language, theme and timezone (product §2.14, §9). Language and theme switch the app at once and are saved
 * to the account; the timezone is saved and previewed with the current time there.
 */
import { SegmentedControl, Select, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { LANGUAGES, type Settings, THEMES, type Theme, TIMEZONES, type Timezone } from '@wurzelwerk/shared';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MessageId } from '../../i18n/messages';
import { toColorScheme, toTheme } from './settingsRules';
import { useSaveSettings } from './useSaveSettings';

const LANGUAGE_LABEL = { de: 'language.de', en: 'language.en' } as const satisfies Record<
  Settings['language'],
  MessageId
>;
const THEME_LABEL = {
  light: 'theme.light',
  dark: 'theme.dark',
  system: 'theme.auto',
} as const satisfies Record<Theme, MessageId>;
const TIMEZONE_LABEL = {
  'Europe/Berlin': 'settings.timezone.berlin',
  'Europe/London': 'settings.timezone.london',
  'America/New_York': 'settings.timezone.newYork',
} as const satisfies Record<Timezone, MessageId>;

function isOneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return options.includes(value as T);
}

/** A labelled segmented control: the label names the radio group for assistive technology. */
function Choice({
  label,
  value,
  data,
  onChange,
}: {
  label: MessageId;
  value: string;
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Text id={id} size="sm" fw={500}>
        <FormattedMessage id={label} />
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        data={data}
        onChange={onChange}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}

export function AppearanceTab({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { save } = useSaveSettings();
  const now = new Date();

  return (
    <Stack gap="xl" maw={520}>
      <Choice
        label="settings.appearance.language"
        value={locale}
        data={LANGUAGES.map((value) => ({ value, label: intl.formatMessage({ id: LANGUAGE_LABEL[value] }) }))}
        onChange={(value) => {
          if (!isOneOf(LANGUAGES, value)) return;
          // Saved first: the account document already says so when the switch reaches AccountSettingsSync.
          save({ language: value });
          setLocale(value);
        }}
      />
      <Choice
        label="settings.appearance.theme"
        value={toTheme(colorScheme)}
        data={THEMES.map((value) => ({ value, label: intl.formatMessage({ id: THEME_LABEL[value] }) }))}
        onChange={(value) => {
          if (!isOneOf(THEMES, value)) return;
          save({ theme: value });
          setColorScheme(toColorScheme(value));
        }}
      />
      <Stack gap={6}>
        <Select
          label={<FormattedMessage id="settings.appearance.timezone" />}
          value={settings.timezone}
          allowDeselect={false}
          data={TIMEZONES.map((value) => ({
            value,
            label: intl.formatMessage({ id: TIMEZONE_LABEL[value] }),
          }))}
          onChange={(value) => isOneOf(TIMEZONES, value) && save({ timezone: value })}
        />
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="settings.timezone.now"
            values={{
              time: intl.formatTime(now, { timeZone: settings.timezone, hour: '2-digit', minute: '2-digit' }),
            }}
          />
        </Text>
      </Stack>
    </Stack>
  );
}
