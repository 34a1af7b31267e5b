/** The farm tab's cards, shared by the demo and the signed-in farm: the tree, the player's tiles, the buildings. */
import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBolt,
  IconCoins,
  IconEgg,
  IconFlame,
  IconHexagon,
  IconStar,
  IconTree,
  IconTrophy,
} from '@tabler/icons-react';
import type { BeehiveState, CoopState, PlayerState, TreeState } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type StatTileEntry, StatTileRow } from '../../../components/StatTile';
import type { MessageId } from '../../../i18n/messages';
import { useFormat } from '../../../lib/format';
import { percentOf } from './figures';
import { Producer } from './Producer';

import type { FloatingMarker } from './useFloatingMarkers';

function Figure({ label, value }: { label: MessageId; value: ReactNode }) {
  return (
    <Stack gap={0} align="center">
      <Text size="sm" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

export interface TreeCardProps {
  tree: TreeState;
  /** The growth stage's label, where the rules know it (signed-in farm). */
  stage?: ReactNode;
  /** A line under the tree, e.g. its energy cost. */
  note?: ReactNode;
  markers: FloatingMarker[];
  onClick: () => void;
}

export function TreeCard({ tree, stage, note, markers, onClick }: TreeCardProps) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="farm-tree-title">
      <Stack gap="md" align="center">
        <Group justify="space-between" w="100%">
          <Title order={2} size="h3" id="farm-tree-title">
            <FormattedMessage id="farm.tree.title" />
          </Title>
          {stage && (
            <Badge
              variant="light"
              size="lg"
              color="forest"
              styles={{ label: { color: 'var(--mantine-color-text)' } }}
            >
              {stage}
            </Badge>
          )}
        </Group>
        <Producer
          label={intl.formatMessage({ id: 'farm.tree.click' })}
          icon={<IconTree size={72} />}
          color="forest"
          size={128}
          markers={markers}
          onClick={onClick}
        />
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        <Stack gap={4} w="100%">
          <Group justify="space-between">
            <Text size="sm">
              <FormattedMessage id="farm.tree.growth" />
            </Text>
            <Text size="sm" fw={600}>
              <FormattedMessage
                id="farm.tree.clicks"
                values={{
                  clicks: format.number(tree.clicks, 0),
                  needed: format.number(tree.clicksNeeded, 0),
                }}
              />
            </Text>
          </Group>
          <Progress
            value={percentOf(tree.clicks, tree.clicksNeeded)}
            aria-label={intl.formatMessage({ id: 'farm.tree.growth' })}
          />
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }} w="100%">
          <Figure
            label="farm.tree.level"
            value={
              <FormattedMessage
                id="farm.tree.levelOfMax"
                values={{ level: format.number(tree.level, 0), max: format.number(tree.maxLevel, 0) }}
              />
            }
          />
          <Figure label="farm.tree.coins" value={format.number(tree.coins, 0)} />
          <Figure label="farm.tree.experience" value={format.number(tree.experience, 0)} />
          <Figure
            label="farm.tree.height"
            value={intl.formatNumber(tree.height, { style: 'percent', maximumFractionDigits: 0 })}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

export function PlayerStats({ player }: { player: PlayerState }) {
  const format = useFormat();
  const tiles = [
    { Icon: IconStar, label: 'farm.player.level', value: format.number(player.level, 0) },
    {
      Icon: IconCoins,
      label: 'farm.player.coins',
      value: <span data-testid="farm-total-coins">{format.number(player.totalCoins, 0)}</span>,
    },
    { Icon: IconTrophy, label: 'farm.player.achievements', value: format.number(player.achievements, 0) },
    {
      Icon: IconFlame,
      label: 'farm.player.streak',
      value: <FormattedMessage id="farm.player.streakDays" values={{ days: player.dailyStreak }} />,
    },
    {
      Icon: IconBolt,
      label: 'farm.player.energy',
      value: (
        <Stack gap={4}>
          <span data-testid="farm-energy">
            <FormattedMessage
              id="farm.player.energyOfMax"
              values={{ energy: format.number(player.energy, 0), max: format.number(player.maxEnergy, 0) }}
            />
          </span>
          <Progress value={percentOf(player.energy, player.maxEnergy)} size="sm" color="yellow" aria-hidden />
        </Stack>
      ),
    },
  ] as const satisfies readonly StatTileEntry[];
  return <StatTileRow tiles={tiles} />;
}

export type BuildingAction = {
  label: string;
  markers: FloatingMarker[];
  onClick: () => void;
  note?: ReactNode;
};

interface BuildingCardProps {
  title: MessageId;
  icon: ReactNode;
  color: string;
  /** The building's figures: label and count. */
  figures: readonly (readonly [label: MessageId, count: number])[];
  /** Where the building can be clicked (signed-in farm): its button's name, markers and action. */
  action?: BuildingAction;
}

function BuildingCard({ title, icon, color, figures, action }: BuildingCardProps) {
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Stack gap="md" align="center">
        <Title order={2} size="h3" style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id={title} />
        </Title>
        {action ? (
          <Producer
            label={action.label}
            icon={icon}
            color={color}
            size={88}
            markers={action.markers}
            onClick={action.onClick}
          />
        ) : (
          <ThemeIcon size={88} radius={88} variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        {action?.note && (
          <Text size="sm" c="dimmed" ta="center">
            {action.note}
          </Text>
        )}
        <SimpleGrid cols={figures.length} w="100%">
          {figures.map(([label, count]) => (
            <Figure key={label} label={label} value={format.number(count, 0)} />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

interface BuildingsProps {
  beehive: BeehiveState;
  coop: CoopState;
  /** The signed-in farm's click actions; the demo only shows the buildings. */
  hiveAction?: BuildingAction;
  coopAction?: BuildingAction;
}

export function Buildings({ beehive, coop, hiveAction, coopAction }: BuildingsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <BuildingCard
        title="farm.beehive.title"
        icon={<IconHexagon size={44} />}
        color="yellow"
        action={hiveAction}
        figures={[
          ['farm.beehive.honey', beehive.honey],
          ['farm.beehive.bees', beehive.bees],
          ['farm.building.level', beehive.level],
        ]}
      />
      <BuildingCard
        title="farm.coop.title"
        icon={<IconEgg size={44} />}
        color="orange"
        action={coopAction}
        figures={[
          ['farm.coop.waiting', coop.eggs],
          ['farm.coop.collected', coop.collectedEggs],
          ['farm.coop.chickens', coop.chickens],
        ]}
      />
    </SimpleGrid>
  );
}
