/** A six-digit code of the authenticator app and its submit button (enrolment, turning it off). */
import { Button, Stack, TextInput } from '@mantine/core';
import { normalTotpCode, TOTP_CODE_PATTERN } from '@wurzelwerk/shared';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { MessageId } from '../../i18n/messages';
import { useFailureText } from '../../lib/serverMessage';

export function CodeForm({
  submitLabel,
  pending,
  failure,
  onCode,
  children,
}: {
  submitLabel: MessageId;
  pending: boolean;
  /** The last failed call (a wrong code, the throttle), shown above the button. */
  failure: unknown;
  onCode: (code: string) => void;
  /** Fields before the code (the password, when turning it off). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const failureText = useFailureText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const digits = normalTotpCode(code);
        if (!TOTP_CODE_PATTERN.test(digits)) {
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
        {failure ? <ErrorAlert>{failureText(failure)}</ErrorAlert> : null}
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id={submitLabel} />
        </Button>
      </Stack>
    </form>
  );
}
