/** The tab list of a dialog that walks through steps (investment: amount, payment, confirm; cart: cart, shipping, payment). */
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export function StepTabList<S extends string>({
  steps,
}: {
  steps: readonly { value: S; label: ReactNode }[];
}) {
  return (
    <Tabs.List grow mb="md">
      {steps.map(({ value, label }) => (
        <Tabs.Tab key={value} value={value}>
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
