import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The bell with its always-on red dot (spec §2). There are no notifications yet, and it says so. */
export function NotificationBell() {
  const intl = useIntl();
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={intl.formatMessage({ id: 'notifications.label' })}
        >
          <Indicator color="red" size={8} offset={2} aria-hidden>
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">
          <FormattedMessage id="notifications.comingSoon" />
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
