/** The farm's four tabs; the demo and the signed-in farm list them in their own order (product §2.8, §2.9). */
import { SimpleGrid, Tabs } from '@mantine/core';
import { IconChecklist, IconPlant2, IconTrendingUp, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useOverflowEdges } from '../../../components/useOverflowEdges';

export type FarmTab = 'farm' | 'upgrades' | 'achievements' | 'quests';

const tabs = {
  farm: { label: 'farm.tab.farm', Icon: IconPlant2 },
  upgrades: { label: 'farm.tab.upgrades', Icon: IconTrendingUp },
  achievements: { label: 'farm.tab.achievements', Icon: IconTrophy },
  quests: { label: 'farm.tab.quests', Icon: IconChecklist },
} as const;

interface FarmTabsProps {
  order: readonly FarmTab[];
  panels: Record<FarmTab, ReactNode>;
}

export function FarmTabs({ order, panels }: FarmTabsProps) {
  const overflowEdges = useOverflowEdges();
  return (
    // On a phone the tabs show their names only: all four fit in one row (issue 22).
    <Tabs defaultValue="farm" keepMounted={false} classNames={{ tabSection: 'farm-tab-icon' }}>
      <Tabs.List ref={overflowEdges} mb={{ base: 'xs', sm: 'md' }}>
        {order.map((tab) => {
          const { label, Icon } = tabs[tab];
          return (
            <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
              <FormattedMessage id={label} />
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {order.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          {panels[tab]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The grid the cards of the upgrades, quests and achievements tabs sit in. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
