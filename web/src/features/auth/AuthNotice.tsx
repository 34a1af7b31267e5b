/** The outcome shown on an auth page: a green note (role status) or the red error alert. */
import { Alert } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorAlert, readableAlertStyles } from '../../components/ErrorAlert';

export function AuthNotice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  if (tone === 'error') return <ErrorAlert>{children}</ErrorAlert>;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCheck aria-hidden />}
      role="status"
      styles={readableAlertStyles}
    >
      {children}
    </Alert>
  );
}
