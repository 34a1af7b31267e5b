/** The signed-in start page at / (spec §2 Dashboard). */
import { Badge, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { ActivitiesCard, ImpactPanel, LevelCard, NewsCard, QuickTiles, StatTiles } from './DashboardCards';
import { DashboardStreams } from './DashboardStreams';
import { MyAssetsCard } from './MyAssetsCard';

/** The badge's level and title are fixed texts in the spec, unlike the level card's computed level. */
const BADGE_LEVEL = 12;

export default function DashboardPage() {
  const intl = useIntl();
  const user = useSignedInUser();
  const summary = trpc.dashboard.summary.useQuery();

  return (
    <Stack gap="lg">
      <title>{`${intl.formatMessage({ id: 'page.dashboard' })} – ${BRAND}`}</title>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>
          <FormattedMessage id="dashboard.greeting" values={{ firstName: user.firstName }} />
        </Title>
        <Badge
          size="lg"
          variant="filled"
          color="var(--mantine-color-teal-9)"
          leftSection={<IconAward size={16} aria-hidden />}
        >
          <FormattedMessage id="dashboard.levelBadge" values={{ level: BADGE_LEVEL }} />
        </Badge>
      </Group>

      <StatTiles summary={summary.data} />
      <QuickTiles />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <MyAssetsCard />
            {summary.data && <ImpactPanel impact={summary.data.environmentalImpact} />}
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <ActivitiesCard summary={summary.data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <NewsCard />
              </Grid.Col>
            </Grid>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {summary.data ? (
              <LevelCard assetCount={summary.data.totalAssets} />
            ) : (
              <Skeleton h={140} radius="md" />
            )}
            <DashboardStreams />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
