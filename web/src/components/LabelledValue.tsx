/**
 * A label on the left and its value on the right: amounts in the cart, the orders and their details, the
 * shipment's facts, the map's project figures.
 */
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface LabelledValueProps {
  label: ReactNode;
  value: ReactNode;
  /** Bold, for totals. */
  strong?: boolean;
  /** Smaller, with a dimmed label (secondary lines). */
  small?: boolean;
  /** A text rather than an amount: it may wrap, its lines aligned right. */
  wraps?: boolean;
}

export function LabelledValue({ label, value, strong, small, wraps }: LabelledValueProps) {
  const size = small ? 'sm' : undefined;
  const weight = strong ? 700 : undefined;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size={size} fw={weight} c={small && !strong ? 'dimmed' : undefined}>
        {label}
      </Text>
      <Text
        size={size}
        fw={weight}
        ta={wraps ? 'right' : undefined}
        style={wraps ? undefined : { whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}
