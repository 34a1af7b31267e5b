/** The outcome shown on an auth page: a green note (role status) or the red error alert. */
import { Alert } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert, readableAlertStyles } from '../../components/ErrorAlert';
import { failureMessage } from './failureMessage';

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

/** A failed request: our server's message (a used link, the throttle), else the generic text. */
export function AuthFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  return <ErrorAlert>{failureMessage(error, intl.formatMessage({ id: 'error.generic' }))}</ErrorAlert>;
}
