/**
 * The achievements grid of the profile demo and the signed-in profile (product §2.12): ordered by rarity
 * (common → legendary); unlocked ones with a badge and their date, locked ones dimmed.
 */
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAffiliate,
  IconBolt,
  IconChartPie,
  IconCrown,
  IconFileText,
  IconFlame,
  IconHeartHandshake,
  IconHourglass,
  IconLeaf,
  IconLock,
  IconPlant,
  IconShieldCheck,
  IconShoppingCart,
  IconTree,
} from '@tabler/icons-react';
import type { Rarity } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import type { AchievementIcon, AchievementView } from './achievementTypes';
import { byRarity } from './profileRules';

const ICONS: Record<AchievementIcon, typeof IconTree> = {
  tree: IconTree,
  energy: IconBolt,
  streak: IconFlame,
  leaf: IconLeaf,
  portfolio: IconChartPie,
  crown: IconCrown,
  spread: IconAffiliate,
  shield: IconShieldCheck,
  hourglass: IconHourglass,
  welcome: IconHeartHandshake,
  cart: IconShoppingCart,
  farm: IconPlant,
  document: IconFileText,
};

// Dark shades (and yellow with black text via autoContrast) keep badge text at 4.5:1 in both schemes.
const RARITY: Record<Rarity, { label: MessageId; color: string; shade: number }> = {
  common: { label: 'profile.rarity.common', color: 'gray', shade: 7 },
  rare: { label: 'profile.rarity.rare', color: 'blue', shade: 9 },
  epic: { label: 'profile.rarity.epic', color: 'violet', shade: 9 },
  legendary: { label: 'profile.rarity.legendary', color: 'yellow', shade: 4 },
};

/** Mantine notation (colour, dot, shade), built at run time so it never looks like a message id. */
export const shadeOf = ({ color, shade }: { color: string; shade: number }) => `${color}.${shade}`;

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  return (
    <Badge color={shadeOf(RARITY[rarity])} autoContrast variant="filled">
      <FormattedMessage id={RARITY[rarity].label} />
    </Badge>
  );
}

function AchievementCard({ achievement }: { achievement: AchievementView }) {
  const format = useFormat();
  const Icon = achievement.unlocked ? ICONS[achievement.icon] : IconLock;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      // Locked: a dashed border and a grey, muted card; the text keeps its contrast (dimmed, not faded).
      style={achievement.unlocked ? undefined : { borderStyle: 'dashed', background: 'transparent' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size={40}
            radius="xl"
            variant={achievement.unlocked ? 'filled' : 'default'}
            color={achievement.unlocked ? shadeOf(RARITY[achievement.rarity]) : undefined}
            autoContrast
            aria-hidden
          >
            <Icon size={22} />
          </ThemeIcon>
          <RarityBadge rarity={achievement.rarity} />
        </Group>
        <Text fw={600} c={achievement.unlocked ? undefined : 'dimmed'}>
          {achievement.name}
        </Text>
        <Text size="sm" c="dimmed">
          {achievement.description}
        </Text>
        {achievement.unlocked ? (
          <Group gap="xs">
            <Badge color={shadeOf({ color: 'forest', shade: 8 })} autoContrast variant="filled">
              <FormattedMessage id="profile.achievements.unlocked" />
            </Badge>
            {achievement.date && (
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="profile.achievements.unlockedOn"
                  values={{ date: format.date(achievement.date) }}
                />
              </Text>
            )}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="profile.achievements.locked" />
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function AchievementsGrid({ achievements }: { achievements: readonly AchievementView[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {byRarity(achievements).map((achievement) => (
        <AchievementCard key={achievement.id} achievement={achievement} />
      ))}
    </SimpleGrid>
  );
}
