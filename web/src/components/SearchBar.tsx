/** The row above a catalogue (marketplace, shop): a search box filtering as the visitor types, then the row's other controls. */
import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

interface SearchBarProps {
  label: MessageId;
  placeholder: MessageId;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

export function SearchBar({ label, placeholder, value, onChange, children }: SearchBarProps) {
  const intl = useIntl();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        style={{ flex: '1 1 260px' }}
        label={<FormattedMessage id={label} />}
        placeholder={intl.formatMessage({ id: placeholder })}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {children}
    </Group>
  );
}
