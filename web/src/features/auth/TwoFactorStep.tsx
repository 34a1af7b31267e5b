/**
 * The second step of sign-in (issue 18): after a right password of an account with two-factor sign-in, the
 * six-digit code of the authenticator app — or one of the recovery codes, or a passkey (issue 37) — completes the
 * sign-in.
 */
import { Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  normalRecoveryCode,
  normalTotpCode,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
} from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OutcomeAlert } from '../../components/ErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { failureMessage } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { PasskeySignIn } from './PasskeySignIn';
import { useSignInFeedback } from './useCompleteSignIn';

export function TwoFactorStep({ onRestart }: { onRestart: () => void }) {
  const intl = useIntl();
  const { onSuccess } = useSignInFeedback('login');
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const verify = trpc.auth.twoFactor.verify.useMutation({
    onSuccess,
    onError: (error) => {
      setFailure(failureMessage(error, intl.formatMessage({ id: 'twoFactor.step.failed' })));
      setValue('');
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = recovery ? normalRecoveryCode(value) : normalTotpCode(value);
    if (!(recovery ? RECOVERY_CODE_PATTERN : TOTP_CODE_PATTERN).test(typed)) {
      setFieldError(
        intl.formatMessage({
          id: recovery ? 'twoFactor.step.recoveryInvalid' : 'twoFactor.step.codeInvalid',
        }),
      );
      return;
    }
    setFieldError(null);
    verify.mutate(recovery ? { recoveryCode: typed } : { code: typed });
  };
  const switchMode = () => {
    setRecovery(!recovery);
    setValue('');
    setFieldError(null);
  };
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460} mx="auto">
      <Stack gap="lg">
        <PageHeader
          title={intl.formatMessage({ id: 'twoFactor.step.title' })}
          subtitle={intl.formatMessage({
            id: recovery ? 'twoFactor.step.recoverySubtitle' : 'twoFactor.step.subtitle',
          })}
        />
        {failure && <OutcomeAlert tone="error">{failure}</OutcomeAlert>}
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <TextInput
              label={
                <FormattedMessage
                  id={recovery ? 'twoFactor.step.recoveryLabel' : 'twoFactor.step.codeLabel'}
                />
              }
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              autoFocus
              value={value}
              error={fieldError}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth disabled={verify.isPending}>
              <FormattedMessage id={verify.isPending ? 'twoFactor.step.pending' : 'twoFactor.step.submit'} />
            </Button>
            <Anchor component="button" type="button" size="sm" ta="center" onClick={switchMode}>
              <FormattedMessage id={recovery ? 'twoFactor.step.useCode' : 'twoFactor.step.useRecovery'} />
            </Anchor>
          </Stack>
        </form>
        <PasskeySignIn step="second-factor" />
        <Text ta="center" size="sm">
          <Anchor component="button" type="button" onClick={onRestart}>
            <FormattedMessage id="twoFactor.step.restart" />
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
