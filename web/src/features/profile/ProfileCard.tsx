/**
 * The profile demo's user card (product §2.12): avatar, name, username, VIP badge, the level with experience
 * toward the next one, bio, contact lines, join date, coins and achievements, and an Edit Profile button
 * that does nothing. Texts come in the chosen language.
 */
import {
  Avatar,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAt, IconCalendar, IconMapPin, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { shadeOf } from './AchievementsGrid';
import { levelProgressPercent } from './profileRules';

export interface ProfileCardView {
  avatar: string;
  firstName: string;
  lastName: string;
  username: string;
  vipLevel: number;
  level: number;
  experience: number;
  nextLevelExp: number;
  bio: string;
  email: string;
  location: string;
  /** ISO date. */
  joinDate: string;
  coins: number;
  achievements: number;
}

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

function Count({ value, label }: { value: number; label: MessageId }) {
  const format = useFormat();
  return (
    <Paper withBorder radius="md" p="sm" ta="center">
      <Text fw={700} size="lg">
        {format.number(value, 0)}
      </Text>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
    </Paper>
  );
}

export function ProfileCard({ card: p }: { card: ProfileCardView }) {
  const intl = useIntl();
  const format = useFormat();
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
            aria-label={intl.formatMessage({ id: 'profile.levelProgress' }, { level: p.level + 1 })}
            size="lg"
            radius="xl"
          />
        </Stack>

        <Text size="sm">{p.bio}</Text>

        <Stack gap={6}>
          <DetailLine icon={<IconAt size={16} />}>{p.email}</DetailLine>
          <DetailLine icon={<IconMapPin size={16} />}>{p.location}</DetailLine>
          <DetailLine icon={<IconCalendar size={16} />}>
            <FormattedMessage id="profile.joined" values={{ date: format.date(p.joinDate) }} />
          </DetailLine>
        </Stack>

        <SimpleGrid cols={2} spacing="sm">
          <Count value={p.coins} label="profile.coins" />
          <Count value={p.achievements} label="profile.achievementCount" />
        </SimpleGrid>

        {/* Product §2.12: the demo's edit button does nothing. */}
        <ComingSoonButton variant="default" fullWidth>
          <FormattedMessage id="profile.edit" />
        </ComingSoonButton>
      </Stack>
    </Paper>
  );
}
