/**
 * What a list is filtered by: one choice (a kind, a status; "all" among them) and a period of days, its first
 * and its last (`YYYY-MM-DD`, empty for open) — the wallet's transactions, the console's orders.
 */
import { Group, type MantineSpacing, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** A period being chosen: its first and last day as typed (empty: open). */
export interface Period {
  from: string;
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
}

/** The state of a period filter, open at both ends at first. */
export function usePeriod(): Period {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return { from, to, onFromChange: setFrom, onToChange: setTo };
}

interface ListFilterProps {
  choice: {
    label: MessageId;
    options: { value: string; label: string }[];
    value: string;
    onChange: (value: string) => void;
  };
  period: Period;
  /** The period's fields' labels. */
  periodLabels: { from: MessageId; to: MessageId };
  gap?: MantineSpacing;
}

export function ListFilter({ choice, period, periodLabels, gap }: ListFilterProps) {
  const intl = useIntl();
  return (
    <Group align="flex-end" gap={gap}>
      <Select
        label={intl.formatMessage({ id: choice.label })}
        data={choice.options}
        value={choice.value}
        allowDeselect={false}
        // Nothing can be deselected: there is always a value.
        onChange={(value) => value !== null && choice.onChange(value)}
      />
      <TextInput
        type="date"
        label={intl.formatMessage({ id: periodLabels.from })}
        value={period.from}
        onChange={(e) => period.onFromChange(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={intl.formatMessage({ id: periodLabels.to })}
        value={period.to}
        onChange={(e) => period.onToChange(e.currentTarget.value)}
      />
    </Group>
  );
}
