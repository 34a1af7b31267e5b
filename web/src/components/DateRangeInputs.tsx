/** Two date fields that bound a list to a period: its first and its last day (`YYYY-MM-DD`, empty for open). */
import { TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

interface DateRangeInputsProps {
  from: string;
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  labels: { from: MessageId; to: MessageId };
}

export function DateRangeInputs({ from, to, onFromChange, onToChange, labels }: DateRangeInputsProps) {
  const intl = useIntl();
  return (
    <>
      <TextInput
        type="date"
        label={intl.formatMessage({ id: labels.from })}
        value={from}
        onChange={(e) => onFromChange(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={intl.formatMessage({ id: labels.to })}
        value={to}
        onChange={(e) => onToChange(e.currentTarget.value)}
      />
    </>
  );
}
