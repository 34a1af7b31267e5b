/**
 * The page of an address confirmation link (`/verify-email?token=…`, issue 17): the registration's mail,
 * one asked for again, or the mail to a new address of an e-mail change. It confirms once on load, signed
 * in or out, and shows the outcome; the session is read again, so the account shows the confirmed address.
 */
import { Anchor, Paper, Stack } from '@mantine/core';
import { BRAND } from '@wurzelwerk/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { LoadingLine } from '../../components/LoadingStatus';
import { MessagePageHeader } from '../../components/PageHeader';
import { paths } from '../../config/paths';
import { useLinkToken } from '../../lib/linkToken';
import { refreshSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { AuthFailure, AuthOutcome } from './AuthNotice';

export default function VerifyEmailPage() {
  // Read once, then out of the address bar (lib/linkToken.ts).
  const token = useLinkToken();
  const verify = trpc.auth.verifyEmail.useMutation({
    onSuccess: () => refreshSession(),
  });
  // A token is good once: confirm it once per page, also when the effect runs twice (StrictMode).
  const sent = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  let outcome: ReactNode;
  if (!token) {
    outcome = <AuthOutcome tone="error" message="auth.incompleteLink" />;
  } else if (verify.isSuccess) {
    outcome = <AuthOutcome tone="success" message="verifyEmail.success" />;
  } else if (verify.isError) {
    outcome = <AuthFailure error={verify.error} />;
  } else {
    outcome = <LoadingLine message="verifyEmail.pending" />;
  }
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460} mx="auto">
      <Stack gap="lg">
        <MessagePageHeader title="verifyEmail.title" subtitle="verifyEmail.subtitle" />
        {outcome}
        <Anchor component={Link} to={paths.home} fw={600} ta="center">
          <FormattedMessage id="verifyEmail.continue" values={{ brand: BRAND }} />
        </Anchor>
      </Stack>
    </Paper>
  );
}
