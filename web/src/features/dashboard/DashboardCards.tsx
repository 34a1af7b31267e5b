/** The dashboard's summary cards (product §2): stat tiles, quick tiles, impact, level, activities, news. */
import {
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  type Icon,
  IconBroadcast,
  IconCash,
  IconChartPie,
  IconCoins,
  IconGift,
  IconLeaf,
  IconPlant2,
  IconTargetArrow,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { type Dashboard, formatCents, levelOf, type News } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ComingSoonTooltip, inertProps } from '../../components/ComingSoonButton';
import { StatTile } from '../../components/StatTile';
import type { AppPath } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import type { QueryState } from '../../lib/queryState';
import { DASHBOARD_LIST_LIMIT, IMPACT_SCALE, impactPercent, relativeTimeParts } from './dashboardRules';
import { NewsExtras } from './NewsExtras';
import { QueryCard, SectionCard } from './SectionCard';

export function StatTiles({ summary }: { summary: Dashboard | undefined }) {
  const intl = useIntl();
  const format = useFormat();
  const value = (render: (s: Dashboard) => string) =>
    // Inline in the value's line, so the tile is as tall loading as loaded (no layout shift).
    summary ? (
      render(summary)
    ) : (
      <Skeleton h="1em" w={90} display="inline-block" style={{ verticalAlign: 'middle' }} />
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
      <StatTile
        icon={<IconCoins size={24} />}
        label={<FormattedMessage id="dashboard.stats.coins" />}
        value={value((s) => format.euro(s.totalInvestment))}
      />
      <StatTile
        icon={<IconGift size={24} />}
        label={<FormattedMessage id="dashboard.stats.rewards" />}
        value={value((s) => format.euro(s.expectedReturns))}
      />
      <StatTile
        icon={<IconCash size={24} />}
        label={<FormattedMessage id="dashboard.stats.received" />}
        value={value((s) => format.euro(formatCents(s.receivedCents)))}
      />
      <StatTile
        icon={<IconTargetArrow size={24} />}
        label={<FormattedMessage id="dashboard.stats.quests" />}
        value={value((s) => format.number(s.totalAssets, 0))}
      />
      <StatTile
        icon={<IconLeaf size={24} />}
        label={<FormattedMessage id="dashboard.stats.impact" />}
        value={value((s) =>
          intl.formatMessage(
            { id: 'dashboard.unit.tonnes' },
            { value: format.number(s.environmentalImpact.co2Saved, 1) },
          ),
        )}
      />
    </SimpleGrid>
  );
}

/** Investments awaiting their payment, apart from the paid totals (issue 33): count, sum, earliest deadline. */
export function AwaitingPaymentNote({ summary }: { summary: Dashboard | undefined }) {
  const format = useFormat();
  const awaiting = summary?.awaitingPayment;
  if (!awaiting || awaiting.count === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="awaiting-payment">
      <Group gap="sm" wrap="wrap">
        {/* Filled dark, as in "Meine Assets": Mantine's light orange misses the 4.5:1 contrast of its text. */}
        <Badge color="dark" variant="filled">
          <FormattedMessage id="dashboard.assets.awaitingPayment" />
        </Badge>
        <Text size="sm" style={{ flex: 1, minWidth: 200 }}>
          <FormattedMessage
            id="dashboard.stats.awaitingText"
            values={{
              count: awaiting.count,
              amount: format.euro(awaiting.amount),
              date: awaiting.nextDueAt ? format.date(awaiting.nextDueAt) : '',
            }}
          />
        </Text>
      </Group>
    </Paper>
  );
}

const QUICK_TILES = [
  { icon: IconPlant2, label: 'dashboard.quick.invest' },
  { icon: IconChartPie, label: 'dashboard.quick.portfolio' },
  { icon: IconBroadcast, label: 'dashboard.quick.liveUpdates' },
  { icon: IconUsers, label: 'dashboard.quick.community' },
] as const satisfies readonly { icon: Icon; label: MessageId }[];

/** "Invest" links to `investPath` (product §2), "Portfolio" to `portfolioPath` if given (issue 34); the rest are inert, "coming soon" (issue 22). */
export function QuickTiles({ investPath, portfolioPath }: { investPath: AppPath; portfolioPath?: AppPath }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {QUICK_TILES.map(({ icon: TileIcon, label }, index) => {
        const to = index === 0 ? investPath : index === 1 ? portfolioPath : undefined;
        const live = to !== undefined;
        const tile = (
          <Paper
            key={label}
            withBorder
            radius="md"
            bg={live ? undefined : 'var(--mantine-color-default-hover)'}
          >
            <Stack align="center" gap={6} p="md">
              <ThemeIcon size={44} radius="xl" variant="light" color={live ? undefined : 'gray'} aria-hidden>
                <TileIcon size={24} />
              </ThemeIcon>
              <Text fw={600} size="sm" ta="center" c={live ? undefined : 'dimmed'}>
                <FormattedMessage id={label} />
              </Text>
            </Stack>
          </Paper>
        );
        return live ? (
          <UnstyledButton key={label} component={Link} to={to} className="dashboard-quick-link">
            {tile}
          </UnstyledButton>
        ) : (
          <ComingSoonTooltip key={label}>
            {/* Focusable for its tooltip, but no <button>: a tile's blocks may not sit inside one (issue 36). */}
            <UnstyledButton component="div" role="button" tabIndex={0} {...inertProps}>
              {tile}
            </UnstyledButton>
          </ComingSoonTooltip>
        );
      })}
    </SimpleGrid>
  );
}

function ImpactBar({ label, display, percent }: { label: string; display: string; percent: number }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {display}
        </Text>
      </Group>
      <Progress value={Math.round(percent)} aria-label={label} color="green" size="lg" radius="xl" />
    </Stack>
  );
}

/** The impact bars: the figure, its label, its unit and the digits shown. */
const IMPACT_BARS = [
  { key: 'co2Saved', label: 'dashboard.impact.co2', unit: 'dashboard.unit.tonnes', digits: 1 },
  { key: 'foodProduced', label: 'dashboard.impact.food', unit: 'dashboard.unit.kilograms', digits: 0 },
  { key: 'waterSaved', label: 'dashboard.impact.water', unit: 'dashboard.unit.litres', digits: 0 },
] as const satisfies readonly {
  key: keyof typeof IMPACT_SCALE;
  label: MessageId;
  unit: MessageId;
  digits: number;
}[];

/** Shown only when there is impact (product §2); bars scaled to 200 t, 1000 kg, 10000 l (product §9). */
export function ImpactPanel({ impact }: { impact: Dashboard['environmentalImpact'] }) {
  const intl = useIntl();
  const format = useFormat();
  if (!IMPACT_BARS.some(({ key }) => impact[key] > 0)) return null;
  return (
    <SectionCard title={<FormattedMessage id="dashboard.impact.title" />}>
      {IMPACT_BARS.map(({ key, label, unit, digits }) => (
        <ImpactBar
          key={key}
          label={intl.formatMessage({ id: label })}
          display={intl.formatMessage({ id: unit }, { value: format.number(impact[key], digits) })}
          percent={impactPercent(impact[key], IMPACT_SCALE[key])}
        />
      ))}
    </SectionCard>
  );
}

/**
 * The eco-champion progress card: level = floor(count / 4) + 1, bar = (count mod 4) × 25 % (product §2). One
 * card: product §2 lists the cards (the level card is not among them) and then gives the "Level card" rule,
 * the only progress rule there is, for this one; a second card would have no content or text from the spec.
 */
export function LevelCard({ assetCount }: { assetCount: number }) {
  const intl = useIntl();
  const { level, progressPercent, missing } = levelOf(assetCount);
  return (
    <SectionCard title={<FormattedMessage id="dashboard.level.title" />}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" color="yellow" variant="light" aria-hidden>
          <IconTrophy size={24} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={700} size="lg">
            <FormattedMessage id="dashboard.level.level" values={{ level }} />
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="dashboard.level.next" values={{ count: missing, level: level + 1 }} />
          </Text>
        </Stack>
      </Group>
      <Progress
        value={progressPercent}
        aria-label={intl.formatMessage({ id: 'dashboard.level.progress' }, { level: level + 1 })}
        size="lg"
        radius="xl"
      />
    </SectionCard>
  );
}

export function ActivitiesCard({ summary }: { summary: Dashboard | undefined }) {
  const intl = useIntl();
  const now = Date.now();
  return (
    <SectionCard title={<FormattedMessage id="dashboard.activities.title" />}>
      {!summary ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : summary.recentActivities.length === 0 ? (
        <Text c="dimmed" size="sm">
          <FormattedMessage id="dashboard.activities.empty" />
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {summary.recentActivities.map((activity) => {
            const { value, unit } = relativeTimeParts(activity.createdAt, now);
            return (
              <Stack key={activity.id} gap={0} component="li">
                <Text size="sm">{activity.message}</Text>
                <Text size="xs" c="dimmed">
                  {intl.formatRelativeTime(value, unit, { numeric: 'always' })}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}

export function NewsCard({ news }: { news: QueryState<readonly News[]> }) {
  const format = useFormat();
  const items = news.data?.slice(0, DASHBOARD_LIST_LIMIT) ?? [];
  return (
    <QueryCard title={<FormattedMessage id="dashboard.news.title" />} query={news} rowHeight={56}>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          <FormattedMessage id="dashboard.news.empty" />
        </Text>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Stack key={item.id} gap={2} component="li">
              <Text fw={600} size="sm">
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {format.date(item.publishedAt)}
              </Text>
              <Text size="sm" lineClamp={2}>
                {item.content}
              </Text>
              <NewsExtras item={item} />
            </Stack>
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}
