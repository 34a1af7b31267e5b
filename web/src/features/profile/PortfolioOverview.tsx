/**
 * The profile demo's portfolio (product §2.12): its value, the number of active investments, the day streak,
 * and the distribution by category as amounts with a percentage bar each.
 */
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartLine, IconFlame, IconWallet } from '@tabler/icons-react';
import type { AssetCategory } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { StatTile } from '../../components/StatTile';
import { useFormat } from '../../lib/format';
import { ProfileSection } from './ProfileSection';
import { sharePercents } from './profileRules';

const CATEGORY_COLORS: Record<AssetCategory, string> = {
  trees: 'green',
  energy: 'yellow',
  animals: 'orange',
  fields: 'lime',
};

export interface PortfolioView {
  /** Euro. */
  currentValue: number;
  totalInvestments: number;
  dailyStreak: number;
  distribution: readonly { category: AssetCategory; name: string; amount: number }[];
}

export function PortfolioOverview({ portfolio }: { portfolio: PortfolioView }) {
  const intl = useIntl();
  const format = useFormat();
  const percents = sharePercents(portfolio.distribution.map((share) => share.amount));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatTile
          icon={<IconWallet size={24} />}
          label={<FormattedMessage id="profile.stats.portfolio" />}
          value={format.euro(portfolio.currentValue)}
        />
        <StatTile
          icon={<IconChartLine size={24} />}
          label={<FormattedMessage id="profile.stats.investments" />}
          value={format.number(portfolio.totalInvestments, 0)}
        />
        <StatTile
          icon={<IconFlame size={24} />}
          label={<FormattedMessage id="profile.stats.streak" />}
          value={intl.formatMessage({ id: 'profile.stats.days' }, { count: portfolio.dailyStreak })}
        />
      </SimpleGrid>
      <ProfileSection title={<FormattedMessage id="profile.distribution.title" />}>
        <Stack gap="md">
          {portfolio.distribution.map((share, index) => (
            <Stack key={share.category} gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {share.name}
                </Text>
                <Text size="sm">
                  {format.euro(share.amount)} · {format.percent(percents[index] ?? 0)}
                </Text>
              </Group>
              <Progress
                value={percents[index] ?? 0}
                color={CATEGORY_COLORS[share.category]}
                aria-label={share.name}
                size="md"
                radius="xl"
              />
            </Stack>
          ))}
        </Stack>
      </ProfileSection>
    </Stack>
  );
}
