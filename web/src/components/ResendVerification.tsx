/**
 * The body of a notice about an unconfirmed e-mail address (issue 17; issue 35 for investing): a bold
 * heading, the text with the address, and a button for a new confirmation link with its outcome as a status.
 * The heading is text, not the alert's title: a title would name the whole notice, and its "E-Mail" would
 * make it one more match for a form's e-mail field by label.
 */
import { Button, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { useFailureText } from '../lib/serverMessage';
import { refreshSession, useSignedInUser } from '../lib/session';
import { trpc } from '../lib/trpc';

export interface ResendVerificationTexts {
  title: MessageId;
  /** With `{email}`, the address the link went to. */
  text: MessageId;
  resend: MessageId;
  sent: MessageId;
}

export function ResendVerification({ texts }: { texts: ResendVerificationTexts }) {
  const user = useSignedInUser();
  const failureText = useFailureText();
  const resend = trpc.auth.resendVerification.useMutation({
    // Confirmed meanwhile (409, for example in another tab): the session says so and the notice goes.
    onError: () => refreshSession(),
  });
  return (
    <>
      <Text size="sm" fw={700}>
        <FormattedMessage id={texts.title} />
      </Text>
      <Text size="sm">
        <FormattedMessage id={texts.text} values={{ email: user.email }} />
      </Text>
      <Group gap="sm" mt="xs">
        <Button
          size="compact-sm"
          variant="default"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          <FormattedMessage id={texts.resend} />
        </Button>
        <Text size="sm" role="status">
          {resend.isSuccess && <FormattedMessage id={texts.sent} />}
          {resend.isError && failureText(resend.error)}
        </Text>
      </Group>
    </>
  );
}
