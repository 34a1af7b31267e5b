/**
 * Signing in with a passkey (issue 37, decision 0083): on the sign-in page without the e-mail address (the
 * browser offers this site's passkeys; it counts as both factors), and in the code step after the password
 * as the second factor. The browser's dialog ending without a passkey is told as such, not as an error.
 */
import { Button, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OutcomeAlert } from '../../components/ErrorAlert';
import { answerWithPasskey, passkeyDialogEnded, passkeysAvailable } from '../../lib/passkeys';
import { failureMessage } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { useSignInFeedback } from './useCompleteSignIn';

export function PasskeySignIn({ step }: { step: 'sign-in' | 'second-factor' }) {
  const intl = useIntl();
  const { onSuccess } = useSignInFeedback('login');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const passkeys = trpc.auth.passkeys;
  const signInOptions = passkeys.signInOptions.useMutation();
  const secondFactorOptions = passkeys.secondFactorOptions.useMutation();
  const signIn = passkeys.signIn.useMutation();
  const verify = passkeys.verify.useMutation();
  if (!passkeysAvailable()) return null;

  async function start() {
    setBusy(true);
    setFailure(null);
    try {
      const { options } = await (step === 'sign-in' ? signInOptions : secondFactorOptions).mutateAsync();
      const response = await answerWithPasskey(options);
      // The answer's JSON is checked by the server's schema (its transports and extensions as sent).
      const answer = { response: response as never };
      onSuccess(await (step === 'sign-in' ? signIn : verify).mutateAsync(answer));
    } catch (error) {
      setFailure(
        passkeyDialogEnded(error)
          ? intl.formatMessage({ id: 'passkey.signIn.ended' })
          : failureMessage(error, intl.formatMessage({ id: 'passkey.signIn.failed' })),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      {failure && <OutcomeAlert tone="error">{failure}</OutcomeAlert>}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconFingerprint size={18} aria-hidden />}
        loading={busy}
        onClick={() => void start()}
      >
        <FormattedMessage id={step === 'sign-in' ? 'passkey.signIn.button' : 'passkey.signIn.secondFactor'} />
      </Button>
      {step === 'sign-in' && (
        <Text size="xs" c="dimmed" ta="center">
          <FormattedMessage id="passkey.signIn.hint" />
        </Text>
      )}
    </Stack>
  );
}
