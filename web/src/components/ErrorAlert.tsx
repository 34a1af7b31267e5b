/** A failure inside a form or dialog: a red alert whose title and text stay readable in both themes. */
import { Alert } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Mantine's coloured alert titles fall below 4.5:1 on the light alert background; text colour keeps them readable. */
export const readableAlertStyles = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

export function ErrorAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconX aria-hidden />}
      role="alert"
      title={title}
      styles={readableAlertStyles}
    >
      {children}
    </Alert>
  );
}
