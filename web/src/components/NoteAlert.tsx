/** A permanent blue notice (the public banner, the legal placeholder); `{brand}` in its text is the brand. */
import { Alert } from '@mantine/core';
import { BRAND } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

export function NoteAlert({ icon, title, text }: { icon: ReactNode; title: MessageId; text: MessageId }) {
  return (
    <Alert
      // A permanent notice, not an event: role "note" keeps screen readers from announcing it as an alert.
      role="note"
      variant="light"
      color="blue"
      icon={icon}
      title={<FormattedMessage id={title} />}
    >
      <FormattedMessage id={text} values={{ brand: BRAND }} />
    </Alert>
  );
}
