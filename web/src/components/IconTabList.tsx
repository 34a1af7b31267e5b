/** A page's tab list, each tab an icon and a name (settings, profile). */
import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { useOverflowEdges } from './useOverflowEdges';

export interface IconTab {
  value: string;
  label: MessageId;
  Icon: Icon;
}

export function IconTabList({ tabs }: { tabs: readonly IconTab[] }) {
  const overflowEdges = useOverflowEdges();
  return (
    <Tabs.List ref={overflowEdges}>
      {tabs.map(({ value, label, Icon }) => (
        <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
          <FormattedMessage id={label} />
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
