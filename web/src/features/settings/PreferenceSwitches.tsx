/** A list of on/off preferences (notifications, privacy): each switch saves the account's settings at once. */
import { Stack, Switch } from '@mantine/core';
import type { Settings } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { useOnlineRequired } from '../../components/OnlineRequired';
import type { MessageId } from '../../i18n/messages';
import { useSaveSettings } from './useSaveSettings';

type Section = 'notifications' | 'privacy';

export interface PreferenceText {
  label: MessageId;
  description: MessageId;
  /** A channel that does not exist (SMS, issue 17): shown off and disabled; its description says why. */
  unavailable?: true;
  /** Shown by a control of its own (two-factor sign-in: the account's real state), not by this list. */
  own?: true;
}

export function PreferenceSwitches<S extends Section>({
  section,
  settings,
  texts,
}: {
  section: S;
  settings: Settings;
  texts: Record<keyof Settings[S], PreferenceText>;
}) {
  const { save } = useSaveSettings();
  // Each switch saves at once: offline they are disabled (the page shows the reason above them).
  const { offline } = useOnlineRequired();
  const values = settings[section] as Record<keyof Settings[S], boolean>;
  const keys = (Object.keys(texts) as (keyof Settings[S] & string)[]).filter((key) => !texts[key].own);
  return (
    <Stack gap="lg">
      {keys.map((key) => (
        <Switch
          key={key}
          size="md"
          checked={texts[key].unavailable ? false : values[key]}
          disabled={texts[key].unavailable || offline}
          onChange={(event) => save({ [section]: { ...values, [key]: event.currentTarget.checked } })}
          label={<FormattedMessage id={texts[key].label} />}
          description={<FormattedMessage id={texts[key].description} />}
        />
      ))}
    </Stack>
  );
}
