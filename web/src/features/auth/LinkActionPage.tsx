/**
 * The page of a mailed link that acts once (issue 31): opening it changes nothing — a mail scanner's GET
 * is harmless — and only its button POSTs the link's token. It shows the outcome or the server's message
 * (a used or expired link, the throttle).
 */
import { Anchor, Button, Paper, Stack } from '@mantine/core';
import { BRAND } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { MessagePageHeader } from '../../components/PageHeader';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { AuthFailure, AuthOutcome } from './AuthNotice';

interface LinkAction {
  mutate: (input: { token: string }) => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

export function LinkActionPage({
  texts,
  action,
}: {
  texts: { title: MessageId; subtitle: MessageId; button: MessageId; success: MessageId };
  action: LinkAction;
}) {
  const token = useSearchParams()[0].get('token') ?? '';
  let outcome: ReactNode = null;
  if (!token) outcome = <AuthOutcome tone="error" message="auth.incompleteLink" />;
  else if (action.isSuccess) outcome = <AuthOutcome tone="success" message={texts.success} />;
  else if (action.isError) outcome = <AuthFailure error={action.error} />;
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460} mx="auto">
      <Stack gap="lg">
        <MessagePageHeader title={texts.title} subtitle={texts.subtitle} />
        {outcome}
        {token && !action.isSuccess && (
          <Button loading={action.isPending} onClick={() => action.mutate({ token })}>
            <FormattedMessage id={texts.button} />
          </Button>
        )}
        <Anchor component={Link} to={paths.home} fw={600} ta="center">
          <FormattedMessage id="verifyEmail.continue" values={{ brand: BRAND }} />
        </Anchor>
      </Stack>
    </Paper>
  );
}
