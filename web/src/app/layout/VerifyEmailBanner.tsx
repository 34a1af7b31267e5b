/**
 * The quiet notice for a signed-in user whose address is not confirmed yet (issue 17): they may use
 * everything, and may ask for a new confirmation link. Closed, it stays away for the visit (this tab's
 * session storage), until the address is confirmed it comes back on the next one.
 */
import { Alert } from '@mantine/core';
import { IconMailQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { readableAlertStyles } from '../../components/ErrorAlert';
import { ResendVerification } from '../../components/ResendVerification';
import { useSignedInUser } from '../../lib/session';
import { dismissVerifyBanner, showsVerifyBanner } from './verifyBanner';

export function VerifyEmailBanner() {
  const user = useSignedInUser();
  const intl = useIntl();
  const [shown, setShown] = useState(() => showsVerifyBanner(user));
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
      <ResendVerification
        texts={{
          title: 'verifyBanner.title',
          text: 'verifyBanner.text',
          resend: 'verifyBanner.resend',
          sent: 'verifyBanner.sent',
        }}
      />
    </Alert>
  );
}
