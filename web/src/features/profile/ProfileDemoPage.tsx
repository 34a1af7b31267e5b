/**
 * The profile demo at /profiledemo (spec §2.12): a user card with level progress, portfolio figures, the
 * investment distribution, achievements by rarity and recent activity, all on local sample data.
 */
import {
  Avatar,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAt,
  IconCalendar,
  IconChartLine,
  IconFlame,
  IconGift,
  IconMapPin,
  IconPlant2,
  IconTrendingUp,
  IconTrophy,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalized } from '../../components/localizedSample';
import { StatTile } from '../../components/StatTile';
import { useFormat } from '../../lib/format';
import { AchievementsGrid, shadeOf } from './AchievementsGrid';
import { ProfileSection } from './ProfileSection';
import {
  type DemoActivity,
  demoAchievements,
  demoActivities,
  demoDistribution,
  demoProfile,
} from './profileDemoSamples';
import { activitySign, levelProgressPercent, sharePercents } from './profileRules';
import './profile.css';
import { PageHeader } from '../../components/PageHeader';

const ACTIVITY_ICONS: Record<DemoActivity['icon'], ReactNode> = {
  investment: <IconPlant2 size={18} />,
  return: <IconTrendingUp size={18} />,
  bonus: <IconGift size={18} />,
};

function DetailLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={24} variant="transparent" c="dimmed" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function DemoUserCard() {
  const intl = useIntl();
  const format = useFormat();
  const localized = useLocalized();
  const p = demoProfile;
  const nextLevel = p.level + 1;
  return (
    <Paper component="section" aria-label={`${p.firstName} ${p.lastName}`} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Stack align="center" gap={4}>
          <Avatar size={88} radius="xl" color="forest" variant="filled">
            {p.avatar}
          </Avatar>
          <Title order={2} size="h3" ta="center">
            {p.firstName} {p.lastName}
          </Title>
          <Text c="dimmed" size="sm">
            @{p.username}
          </Text>
          <Badge
            color={shadeOf({ color: 'yellow', shade: 4 })}
            autoContrast
            leftSection={<IconTrophy size={14} aria-hidden />}
          >
            <FormattedMessage id="profile.vipLevel" values={{ level: p.vipLevel }} />
          </Badge>
        </Stack>

        <Stack gap={4}>
          <Group justify="space-between">
            <Text fw={600}>
              <FormattedMessage id="profile.level" values={{ level: p.level }} />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="profile.experience"
                values={{ current: format.number(p.experience, 0), next: format.number(p.nextLevelExp, 0) }}
              />
            </Text>
          </Group>
          <Progress
            value={levelProgressPercent(p.experience, p.nextLevelExp)}
            aria-label={intl.formatMessage({ id: 'profile.levelProgress' }, { level: nextLevel })}
            size="lg"
            radius="xl"
          />
        </Stack>

        <Text size="sm">{localized(p.bio)}</Text>

        <Stack gap={6}>
          <DetailLine icon={<IconAt size={16} />}>{p.email}</DetailLine>
          <DetailLine icon={<IconMapPin size={16} />}>{localized(p.location)}</DetailLine>
          <DetailLine icon={<IconCalendar size={16} />}>
            <FormattedMessage id="profile.joined" values={{ date: format.date(p.joinDate) }} />
          </DetailLine>
        </Stack>

        <SimpleGrid cols={2} spacing="sm">
          <Paper withBorder radius="md" p="sm" ta="center">
            <Text fw={700} size="lg">
              {format.number(p.coins, 0)}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="profile.coins" />
            </Text>
          </Paper>
          <Paper withBorder radius="md" p="sm" ta="center">
            <Text fw={700} size="lg">
              {format.number(p.achievements, 0)}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="profile.achievementCount" />
            </Text>
          </Paper>
        </SimpleGrid>

        {/* Spec §2.12: the demo's edit button does nothing. */}
        <Button variant="default" fullWidth>
          <FormattedMessage id="profile.edit" />
        </Button>
      </Stack>
    </Paper>
  );
}

function Distribution() {
  const format = useFormat();
  const localized = useLocalized();
  const percents = sharePercents(demoDistribution.map((share) => share.amount));
  return (
    <ProfileSection title={<FormattedMessage id="profile.distribution.title" />}>
      <Stack gap="md">
        {demoDistribution.map((share, index) => (
          <Stack key={share.key} gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {localized(share.name)}
              </Text>
              <Text size="sm">
                {format.euro(share.amount)} · {format.percent(percents[index] ?? 0)}
              </Text>
            </Group>
            <Progress
              value={percents[index] ?? 0}
              color={share.color}
              aria-label={localized(share.name)}
              size="md"
              radius="xl"
            />
          </Stack>
        ))}
      </Stack>
    </ProfileSection>
  );
}

function DemoActivities() {
  const intl = useIntl();
  const format = useFormat();
  const localized = useLocalized();
  return (
    <ProfileSection title={<FormattedMessage id="profile.activities.title" />}>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {demoActivities.map((activity) => {
          const sign = activitySign(activity.type);
          return (
            <Group key={activity.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
                  {ACTIVITY_ICONS[activity.icon]}
                </ThemeIcon>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {localized(activity.title)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.date(activity.date)}
                  </Text>
                </Stack>
              </Group>
              <Text
                fw={700}
                className={sign === '-' ? 'profile-amount-minus' : 'profile-amount-plus'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {intl.formatMessage(
                  { id: sign === '-' ? 'profile.amount.minus' : 'profile.amount.plus' },
                  { amount: format.euro(activity.amount) },
                )}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </ProfileSection>
  );
}

export default function ProfileDemoPage() {
  const intl = useIntl();
  const format = useFormat();
  const localized = useLocalized();
  const heading = intl.formatMessage({ id: 'page.profileDemo' });
  return (
    <Stack gap="lg">
      <PageHeader title={heading} subtitle={<FormattedMessage id="profile.demo.note" />} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DemoUserCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <StatTile
                icon={<IconWallet size={24} />}
                label={<FormattedMessage id="profile.stats.portfolio" />}
                value={format.euro(demoProfile.currentValue)}
              />
              <StatTile
                icon={<IconChartLine size={24} />}
                label={<FormattedMessage id="profile.stats.investments" />}
                value={format.number(demoProfile.totalInvestments, 0)}
              />
              <StatTile
                icon={<IconFlame size={24} />}
                label={<FormattedMessage id="profile.stats.streak" />}
                value={intl.formatMessage({ id: 'profile.stats.days' }, { count: demoProfile.dailyStreak })}
              />
            </SimpleGrid>
            <Distribution />
          </Stack>
        </Grid.Col>
      </Grid>
      <ProfileSection title={<FormattedMessage id="profile.achievements.title" />}>
        <AchievementsGrid
          achievements={demoAchievements.map((achievement) => ({
            ...achievement,
            name: localized(achievement.name),
            description: localized(achievement.description),
          }))}
        />
      </ProfileSection>
      <DemoActivities />
    </Stack>
  );
}
