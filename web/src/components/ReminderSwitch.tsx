/**
 * The reminder switch of a planned stream (on its card and in the dashboard's list). It saves at once, so
 * offline it is disabled with the reason as its description (decision 0092).
 */
import { Switch, type SwitchProps } from '@mantine/core';
import { useOnlineRequired } from './OnlineRequired';

export function ReminderSwitch({
  checked,
  pending,
  onToggle,
  label,
  size,
}: {
  checked: boolean;
  pending: boolean;
  onToggle: () => void;
  label: string;
  size?: SwitchProps['size'];
}) {
  const { offline, reason } = useOnlineRequired();
  return (
    <Switch
      size={size}
      mt={4}
      checked={checked}
      disabled={pending || offline}
      onChange={onToggle}
      label={label}
      description={offline ? reason : undefined}
    />
  );
}
