/**
 * A row of buttons of which one is chosen: the category filters of the marketplace and the shop (pills) and
 * the project filter of the world map (small, square).
 */
import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChoiceButtonsProps<V extends string> {
  /** The group's accessible name. */
  label: string;
  values: readonly V[];
  value: V;
  onChange: (value: V) => void;
  children: (value: V) => ReactNode;
  size?: ButtonProps['size'];
  radius?: ButtonProps['radius'];
}

export function ChoiceButtons<V extends string>({
  label,
  values,
  value,
  onChange,
  children,
  size = 'sm',
  radius = 'xl',
}: ChoiceButtonsProps<V>) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {values.map((option) => (
        <Button
          key={option}
          size={size}
          radius={radius}
          variant={value === option ? 'filled' : 'default'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {children(option)}
        </Button>
      ))}
    </Group>
  );
}
