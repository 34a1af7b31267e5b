/**
 * A pending e-mail change on the profile (issue 31): the new address and until when its link works, with a
 * button that cancels it — both links (to the new address, and the old one's cancel link) stop working.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { Profile } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert, TitledNotice } from '../../components/ErrorAlert';
import { useToast } from '../../components/useToast';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';

export function PendingEmailChange({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const toast = useToast();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const cancel = trpc.account.cancelEmailChange.useMutation({
    onSuccess: (saved) => {
      utils.account.profile.setData(undefined, saved);
      toast({
        title: intl.formatMessage({ id: 'profile.pendingEmail.cancelled.title' }),
        message: intl.formatMessage({ id: 'profile.pendingEmail.cancelled.message' }),
      });
    },
  });
  if (!profile.pendingEmail) return null;
  const until = profile.pendingEmailUntil
    ? intl.formatDate(profile.pendingEmailUntil, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  return (
    <TitledNotice
      color="yellow"
      icon={<IconMailForward aria-hidden />}
      title={<FormattedMessage id="profile.pendingEmail.title" />}
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage
            id="profile.pendingEmail.body"
            values={{ email: <strong>{profile.pendingEmail}</strong>, until }}
          />
        </Text>
        {cancel.isError && <ErrorAlert>{failureText(cancel.error)}</ErrorAlert>}
        <Group>
          <Button variant="default" size="xs" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            <FormattedMessage id="profile.pendingEmail.cancel" />
          </Button>
        </Group>
      </Stack>
    </TitledNotice>
  );
}
