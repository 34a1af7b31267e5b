/** A six-digit code of the authenticator app and its submit button (enrolment, turning it off). */
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

export function CodeForm({
  submitLabel,
  pending,
  serverError,
  onCode,
  children,
}: {
  submitLabel: MessageId;
  pending: boolean;
  serverError: string | null;
  onCode: (code: string) => void;
  /** Fields before the code (the password, when turning it off). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const digits = code.replace(/\s+/g, '');
        if (!/^\d{6}$/.test(digits)) {
          setError(intl.formatMessage({ id: 'twoFactor.codeInvalid' }));
          return;
        }
        setError(null);
        onCode(digits);
      }}
    >
      <Stack gap="md" maw={420}>
        {children}
        <TextInput
          label={<FormattedMessage id="twoFactor.codeLabel" />}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id={submitLabel} />
        </Button>
      </Stack>
    </form>
  );
}
