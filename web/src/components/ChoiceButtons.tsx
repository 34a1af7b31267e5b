/** A row of pill buttons of which one is chosen: the category filters of the marketplace and the shop. */
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChoiceButtonsProps<V extends string> {
  /** The group's accessible name. */
  label: string;
  values: readonly V[];
  value: V;
  onChange: (value: V) => void;
  children: (value: V) => ReactNode;
}

export function ChoiceButtons<V extends string>({
  label,
  values,
  value,
  onChange,
  children,
}: ChoiceButtonsProps<V>) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {values.map((option) => (
        <Button
          key={option}
          size="sm"
          radius="xl"
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
