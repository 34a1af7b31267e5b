/**
 * The dashboard as signed-in users see it (product §2 Dashboard), drawn only from its props: the signed-in
 * page (DashboardPage) passes its queries, the public demo (DashboardDemoPage) local sample data.
 */
import { Badge, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import type { Dashboard, Investment, Livestream, News } from '@wurzelwerk/shared';
import { memo, type ReactNode, useDeferredValue } from 'react';
import { FormattedMessage } from 'react-intl';
import { RiskWarning } from '../../components/RiskWarning';
import type { AppPath } from '../../config/paths';
import { PENDING, type QueryState } from '../../lib/queryState';
import {
  ActivitiesCard,
  AwaitingPaymentNote,
  ImpactPanel,
  LevelCard,
  NewsCard,
  QuickTiles,
  StatTiles,
} from './DashboardCards';
import { DashboardStreams } from './DashboardStreams';
import { MyAssetsCard } from './MyAssetsCard';

/** The cards' data until they mount with it. */
const LOADING = { summary: undefined, investments: PENDING, news: PENDING, streams: PENDING } as const;

/** The badge's level and title are fixed texts in the spec, unlike the level card's computed level. */
const BADGE_LEVEL = 12;

export interface DashboardViewProps {
  firstName: string;
  /** Undefined while it loads. */
  summary: Dashboard | undefined;
  investments: QueryState<readonly Investment[]>;
  news: QueryState<readonly News[]>;
  streams: QueryState<readonly Livestream[]>;
  onToggleReminder: (stream: Livestream) => void;
  pendingReminderId?: number | null;
  /** Where the invest actions lead: the marketplace, or the marketplace demo. */
  investPath: AppPath;
  /** Where the Portfolio tile leads (the signed-in dashboard's /portfolio); inert without. */
  portfolioPath?: AppPath;
  /** The full streams page, when the visitor can open it. */
  streamsPath?: AppPath;
  onWithdraw?: (investment: Investment) => void;
  /** Shows the payment instructions of an investment awaiting its payment (the signed-in page only). */
  onPay?: (investment: Investment) => void;
  /** Shown between the heading and the figures (the demo's note). */
  notice?: ReactNode;
}

export function DashboardView({
  firstName,
  summary,
  investments,
  news,
  streams,
  onToggleReminder,
  pendingReminderId,
  investPath,
  portfolioPath,
  streamsPath,
  onWithdraw,
  onPay,
  notice,
}: DashboardViewProps) {
  // The cards below the tiles grow and appear as their data comes (the impact panel only with impact), which
  // would push the cards below them. Their loading placeholders are therefore replaced in one piece once all
  // of it is there — new elements, not moved ones, so the page does not shift (issue 16: CLS at most 0.02).
  // Mounting them is the page's largest render: it runs deferred, in slices that leave input free (issue
  // 16: total blocking time); until it has, they keep their placeholders.
  const settled = useDeferredValue(
    summary !== undefined && ![investments, news, streams].some((query) => query.isPending),
  );
  const cards = settled ? { summary, investments, news, streams } : LOADING;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>
          <FormattedMessage id="dashboard.greeting" values={{ firstName }} />
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
      {notice}

      <StatTiles summary={summary} />
      <RiskWarning yieldNotice />
      <QuickTiles investPath={investPath} {...(portfolioPath ? { portfolioPath } : {})} />

      <DashboardCards
        key={settled ? 'settled' : 'loading'}
        {...cards}
        investPath={investPath}
        streamsPath={streamsPath}
        onWithdraw={onWithdraw}
        onPay={onPay}
        onToggleReminder={onToggleReminder}
        pendingReminderId={pendingReminderId}
      />
    </Stack>
  );
}

type DashboardCardsProps = Omit<DashboardViewProps, 'firstName' | 'portfolioPath' | 'notice'>;

/**
 * The cards below the tiles. Memoised: while they wait with their placeholders, the page's renders for each
 * query that arrives (the tiles show the figures at once) do not draw the placeholders again.
 */
const DashboardCards = memo(function DashboardCards({
  summary,
  investments,
  news,
  streams,
  investPath,
  streamsPath,
  onWithdraw,
  onPay,
  onToggleReminder,
  pendingReminderId,
}: DashboardCardsProps) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {/* With the cards, which appear together once loaded: above the tiles it would push them down. */}
          <AwaitingPaymentNote summary={summary} />
          <MyAssetsCard
            investments={investments}
            investPath={investPath}
            onWithdraw={onWithdraw}
            onPay={onPay}
          />
          {summary && <ImpactPanel impact={summary.environmentalImpact} />}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <ActivitiesCard summary={summary} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NewsCard news={news} />
            </Grid.Col>
          </Grid>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          {summary ? <LevelCard assetCount={summary.totalAssets} /> : <Skeleton h={140} radius="md" />}
          <DashboardStreams
            streams={streams}
            onToggleReminder={onToggleReminder}
            pendingId={pendingReminderId}
            streamsPath={streamsPath}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
});
