/** The cards of the upgrades, quests and achievements tabs, shared by the demo and the signed-in farm. */
import { Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCheck,
  IconClock,
  IconCoins,
  IconEgg,
  IconHexagon,
  IconLock,
  IconSparkles,
  IconTree,
  IconTrophy,
} from '@tabler/icons-react';
import type { Rarity, UpgradeCategory } from '@wurzelwerk/shared';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ComingSoonButton } from '../../../components/ComingSoonButton';
import { useFormat } from '../../../lib/format';
import { hoursAndMinutes, percentOf } from './figures';
import type { AchievementView, QuestView, UpgradeView } from './types';

const categoryIcons: Record<UpgradeCategory, typeof IconTree> = {
  tree: IconTree,
  bee: IconHexagon,
  chicken: IconEgg,
  general: IconSparkles,
};

const rarityLabels = {
  common: 'farm.rarity.common',
  rare: 'farm.rarity.rare',
  epic: 'farm.rarity.epic',
  legendary: 'farm.rarity.legendary',
} as const satisfies Record<Rarity, string>;

/**
 * Filled badges in dark shades carry white text at AA in both colour schemes; the light gold one carries
 * black text. (Colours as CSS variables: a quoted colour-dot-shade literal would read as a message id.)
 */
const rarityColors: Record<Rarity, { color: string; text: 'white' | 'black' }> = {
  common: { color: 'var(--mantine-color-gray-7)', text: 'white' },
  rare: { color: 'var(--mantine-color-blue-8)', text: 'white' },
  epic: { color: 'var(--mantine-color-grape-8)', text: 'white' },
  legendary: { color: 'var(--mantine-color-yellow-4)', text: 'black' },
};

/** A card of the upgrades, quests or achievements tab: icon, title and badge, the description, then the rest. */
function GameCard({
  icon,
  title,
  badge,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  badge: ReactNode;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={3} size="h4" id={headingId}>
              {title}
            </Title>
          </Group>
          {badge}
        </Group>
        <Text size="sm">{description}</Text>
        {children}
      </Stack>
    </Card>
  );
}

function Coins({ amount }: { amount: number }) {
  const format = useFormat();
  return (
    <Group gap={4} wrap="nowrap">
      <IconCoins size={16} aria-hidden />
      <FormattedMessage id="farm.coinsAmount" values={{ amount: format.number(amount, 0) }} />
    </Group>
  );
}

/** Progress over its goal, the reward (coins, and experience where paid) and the bar of a quest or achievement. */
function ProgressFigures({
  progress,
  max,
  reward,
  experience,
  barLabel,
  color,
}: {
  progress: number;
  max: number;
  reward: number;
  experience?: number;
  barLabel: 'farm.quest.progressLabel' | 'farm.achievement.progressLabel';
  color?: string;
}) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <>
      <Group justify="space-between">
        <Text size="sm">
          <FormattedMessage
            id="farm.progress"
            values={{ progress: format.number(progress, 0), target: format.number(max, 0) }}
          />
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            <Coins amount={reward} />
          </Text>
          {experience ? (
            <Text size="sm" fw={600}>
              <FormattedMessage
                id="farm.marker.experience"
                values={{ amount: format.number(experience, 0) }}
              />
            </Text>
          ) : null}
        </Group>
      </Group>
      <Progress
        value={percentOf(progress, max)}
        color={color}
        aria-label={intl.formatMessage({ id: barLabel })}
      />
    </>
  );
}

/** The wallet above the upgrades, so the price of each can be weighed without leaving the tab. */
export function CoinBalance({ coins }: { coins: number }) {
  const format = useFormat();
  return (
    <Group gap={6} mb="md">
      <IconCoins size={20} aria-hidden />
      <Text fw={600}>
        <FormattedMessage id="farm.balance" values={{ coins: format.number(coins, 0) }} />
      </Text>
    </Group>
  );
}

interface UpgradeCardProps {
  upgrade: UpgradeView;
  totalCoins: number;
  onUpgrade: () => void;
}

export function UpgradeCard({ upgrade, totalCoins, onUpgrade }: UpgradeCardProps) {
  const format = useFormat();
  const Icon = categoryIcons[upgrade.category];
  const maxed = upgrade.level >= upgrade.maxLevel;
  return (
    <GameCard
      icon={<Icon size={22} />}
      title={upgrade.name}
      description={upgrade.description}
      badge={
        <Badge color={rarityColors[upgrade.rarity].color} c={rarityColors[upgrade.rarity].text}>
          <FormattedMessage id={rarityLabels[upgrade.rarity]} />
        </Badge>
      }
    >
      <Text size="sm" fw={600}>
        <FormattedMessage id="farm.upgrade.effect" values={{ effect: upgrade.effectText }} />
      </Text>
      <Group justify="space-between" mt="auto">
        <Text size="sm">
          <FormattedMessage
            id="farm.upgrade.level"
            values={{ level: format.number(upgrade.level, 0), max: format.number(upgrade.maxLevel, 0) }}
          />
        </Text>
        <Text size="sm" fw={600}>
          <Coins amount={upgrade.cost} />
        </Text>
      </Group>
      <Button onClick={onUpgrade} disabled={maxed || totalCoins < upgrade.cost} fullWidth>
        <FormattedMessage id={maxed ? 'farm.upgrade.maxLevel' : 'farm.upgrade.buy'} />
      </Button>
    </GameCard>
  );
}

const questButtons = {
  inProgress: 'farm.quest.inProgress',
  claimable: 'farm.quest.claim',
  completed: 'farm.quest.completed',
} as const;

/** `onClaim` absent (the farm demo, spec: its Claim Reward does nothing): a claimable quest's button is inert. */
export function QuestCard({ quest, onClaim }: { quest: QuestView; onClaim?: () => void }) {
  const { hours, minutes } = hoursAndMinutes(quest.timeLeft);
  return (
    <GameCard
      icon={<IconTrophy size={22} />}
      title={quest.title}
      description={quest.description}
      badge={
        <Badge
          variant="outline"
          color="var(--mantine-color-gray-7)"
          styles={{ label: { color: 'var(--mantine-color-text)' } }}
        >
          <FormattedMessage id={quest.type === 'daily' ? 'farm.quest.daily' : 'farm.quest.weekly'} />
        </Badge>
      }
    >
      <ProgressFigures
        progress={quest.progress}
        max={quest.target}
        reward={quest.reward}
        experience={quest.experience}
        barLabel="farm.quest.progressLabel"
      />
      <Group gap={4}>
        <IconClock size={16} aria-hidden />
        <Text size="sm">
          <FormattedMessage id="farm.quest.timeLeft" values={{ hours, minutes }} />
        </Text>
      </Group>
      {quest.status === 'claimable' && !onClaim ? (
        <ComingSoonButton fullWidth>
          <FormattedMessage id={questButtons.claimable} />
        </ComingSoonButton>
      ) : (
        <Button
          onClick={onClaim}
          disabled={quest.status !== 'claimable'}
          variant={quest.status === 'completed' ? 'light' : 'filled'}
          leftSection={quest.status === 'completed' ? <IconCheck size={16} aria-hidden /> : undefined}
          fullWidth
        >
          <FormattedMessage id={questButtons[quest.status]} />
        </Button>
      )}
    </GameCard>
  );
}

export function AchievementCard({ achievement }: { achievement: AchievementView }) {
  const Icon = categoryIcons[achievement.category];
  return (
    <GameCard
      icon={<Icon size={22} />}
      title={achievement.name}
      description={achievement.description}
      badge={
        achievement.unlocked ? (
          <Badge color="var(--mantine-color-forest-8)" leftSection={<IconTrophy size={12} aria-hidden />}>
            <FormattedMessage id="farm.achievement.unlocked" />
          </Badge>
        ) : (
          <Badge color="var(--mantine-color-gray-7)" leftSection={<IconLock size={12} aria-hidden />}>
            <FormattedMessage id="farm.achievement.locked" />
          </Badge>
        )
      }
    >
      <ProgressFigures
        progress={achievement.progress}
        max={achievement.maxProgress}
        reward={achievement.reward}
        barLabel="farm.achievement.progressLabel"
        color={achievement.unlocked ? 'forest' : 'gray'}
      />
    </GameCard>
  );
}
