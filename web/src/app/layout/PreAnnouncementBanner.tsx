import { Alert } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';

/** On every public page (spec §1): announced, in development, coming soon, figures are sample data. */
export function PreAnnouncementBanner() {
  return (
    <Alert
      // A permanent notice, not an event: role "note" keeps screen readers from announcing it as an alert.
      role="note"
      variant="light"
      color="blue"
      icon={<IconSpeakerphone aria-hidden />}
      title={<FormattedMessage id="banner.title" />}
    >
      <FormattedMessage id="banner.text" values={{ brand: BRAND }} />
    </Alert>
  );
}
