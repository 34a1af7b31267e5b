/**
 * The quiet notice for a signed-in user whose address is not confirmed yet (issue 17): they may use
 * everything, and may ask for a new confirmation link. Closed, it stays away for the visit (this tab's
 * session storage), until the address is confirmed it comes back on the next one.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readableAlertStyles } from '../../components/ErrorAlert';
import { useFailureText } from '../../lib/serverMessage';
import { refreshSession, useSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { dismissVerifyBanner, showsVerifyBanner } from './verifyBanner';

export function VerifyEmailBanner() {
  const user = useSignedInUser();
  const intl = useIntl();
  const failureText = useFailureText();
  const [shown, setShown] = useState(() => showsVerifyBanner(user));
  const resend = trpc.auth.resendVerification.useMutation({
    // Confirmed meanwhile (409, for example in another tab): the session says so and the notice goes.
    onError: () => refreshSession(),
  });
  if (user.emailVerified || !shown) return null;
  const dismiss = () => {
    dismissVerifyBanner(user.id);
    setShown(false);
  };
  return (
    <Alert
      role="note"
      variant="light"
      color="gray"
      icon={<IconMailQuestion aria-hidden />}
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: 'verifyBanner.close' })}
      onClose={dismiss}
      styles={readableAlertStyles}
    >
      {/* The heading inside the text, not as the alert's title: a title would name the whole notice, and
          its "E-Mail" would make it one more match for a form's e-mail field by label. */}
      <Text size="sm" fw={700}>
        <FormattedMessage id="verifyBanner.title" />
      </Text>
      <Text size="sm">
        <FormattedMessage id="verifyBanner.text" values={{ email: user.email }} />
      </Text>
      <Group gap="sm" mt="xs">
        <Button
          size="compact-sm"
          variant="default"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          <FormattedMessage id="verifyBanner.resend" />
        </Button>
        <Text size="sm" role="status">
          {resend.isSuccess && <FormattedMessage id="verifyBanner.sent" />}
          {resend.isError && failureText(resend.error)}
        </Text>
      </Group>
    </Alert>
  );
}
