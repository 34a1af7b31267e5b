/**
 * An outcome inside a form, dialog or page: a failure as a red alert (role alert), a success as a green note
 * (role status), their titles and texts readable in both themes.
 */
import { Alert } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Mantine's coloured alert titles fall below 4.5:1 on the light alert background; text colour keeps them readable. */
export const readableAlertStyles = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

const TONES = {
  error: { color: 'red', Icon: IconX, role: 'alert' },
  success: { color: 'green', Icon: IconCheck, role: 'status' },
} as const;

interface OutcomeAlertProps {
  tone: keyof typeof TONES;
  title?: ReactNode;
  children: ReactNode;
}

export function OutcomeAlert({ tone, title, children }: OutcomeAlertProps) {
  const { color, Icon, role } = TONES[tone];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon aria-hidden />}
      role={role}
      title={title}
      styles={readableAlertStyles}
    >
      {children}
    </Alert>
  );
}

/** A light notice with a title (not an outcome: no alert role), readable in both themes: a cap, a pending change. */
export function TitledNotice({
  color,
  icon,
  title,
  children,
}: {
  color: string;
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Alert color={color} variant="light" icon={icon} title={title} styles={readableAlertStyles}>
      {children}
    </Alert>
  );
}

export function ErrorAlert(props: Omit<OutcomeAlertProps, 'tone'>) {
  return <OutcomeAlert tone="error" {...props} />;
}
