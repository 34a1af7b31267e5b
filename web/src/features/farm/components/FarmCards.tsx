/**
 * The farm tab, shared by the demo and the signed-in farm: the player's figures in one compact row, then the
 * illustrated play field — the tree in the middle, the beehive and the chicken coop beside it (issue 22).
 */
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconCoins, IconFlame, IconStar, IconTrophy } from '@tabler/icons-react';
import { growthStage } from '@wurzelwerk/farm-engine';
import type { BeehiveState, CoopState, PlayerState, TreeState } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useFormat } from '../../../lib/format';
import { CoopArt, HiveArt, TreeArt } from './farmArt';
import { percentOf } from './figures';
import { Producer } from './Producer';
import type { FloatingMarker } from './useFloatingMarkers';

function Figure({ label, value }: { label: MessageId; value: ReactNode }) {
  return (
    <Stack gap={0} align="center" className="farm-figure">
      <Text size="xs" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
      <Text fw={700} size="sm">
        {value}
      </Text>
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

function TreeStation({ tree, stage, note, markers, onClick }: TreeCardProps) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <section className="farm-station farm-station-tree" aria-labelledby="farm-tree-title">
      <Group justify="center" gap="xs">
        <Title order={2} size="h4" id="farm-tree-title">
          <FormattedMessage id="farm.tree.title" />
        </Title>
        {stage && (
          <span className="farm-pill" data-testid="farm-stage">
            {stage}
          </span>
        )}
      </Group>
      <Producer
        label={intl.formatMessage({ id: 'farm.tree.click' })}
        art={<TreeArt stage={growthStage(tree)} />}
        markers={markers}
        onClick={onClick}
      />
      {note && <span className="farm-pill farm-note">{note}</span>}
      <Stack gap={2} w="100%" maw={320} className="farm-growth">
        <Group justify="space-between">
          <Text size="sm">
            <FormattedMessage id="farm.tree.growth" />
          </Text>
          <Text size="sm" fw={600}>
            <FormattedMessage
              id="farm.tree.clicks"
              values={{ clicks: format.number(tree.clicks, 0), needed: format.number(tree.clicksNeeded, 0) }}
            />
          </Text>
        </Group>
        <Progress
          value={percentOf(tree.clicks, tree.clicksNeeded)}
          aria-label={intl.formatMessage({ id: 'farm.tree.growth' })}
        />
      </Stack>
      <div className="farm-figures">
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
      </div>
    </section>
  );
}

export function PlayerStats({ player }: { player: PlayerState }) {
  const format = useFormat();
  const stats = [
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
  ] as const;
  return (
    <ul className="farm-stats" data-testid="farm-stats">
      {stats.map(({ Icon, label, value }) => (
        <li key={label} className="farm-stat">
          <Icon size={16} aria-hidden />
          <Text span size="xs" c="dimmed" lh="xs">
            <FormattedMessage id={label} />
          </Text>
          <Text span size="sm" fw={700} lh="xs">
            {value}
          </Text>
        </li>
      ))}
      <li className="farm-stat farm-stat-energy">
        <IconBolt size={16} aria-hidden />
        <Text span size="xs" c="dimmed" lh="xs">
          <FormattedMessage id="farm.player.energy" />
        </Text>
        <Text span size="sm" fw={700} lh="xs" data-testid="farm-energy">
          <FormattedMessage
            id="farm.player.energyOfMax"
            values={{ energy: format.number(player.energy, 0), max: format.number(player.maxEnergy, 0) }}
          />
        </Text>
        <Progress
          value={percentOf(player.energy, player.maxEnergy)}
          size="sm"
          color="yellow"
          aria-hidden
          className="farm-energy-bar"
        />
      </li>
    </ul>
  );
}

export type BuildingAction = {
  label: string;
  markers: FloatingMarker[];
  onClick: () => void;
  note?: ReactNode;
};

interface StationProps {
  title: MessageId;
  art: ReactNode;
  /** The building's figures: label and count. */
  figures: readonly (readonly [label: MessageId, count: number])[];
  /** Where the building can be clicked (signed-in farm): its button's name, markers and action. */
  action?: BuildingAction;
  area: 'hive' | 'coop';
}

function BuildingStation({ title, art, figures, action, area }: StationProps) {
  const format = useFormat();
  const intl = useIntl();
  return (
    <section className={`farm-station farm-station-${area}`} aria-label={intl.formatMessage({ id: title })}>
      <Title order={2} size="h4">
        <FormattedMessage id={title} />
      </Title>
      <Producer label={action?.label} art={art} markers={action?.markers} onClick={action?.onClick} />
      {action?.note && <span className="farm-pill farm-note">{action.note}</span>}
      <div className="farm-figures">
        {figures.map(([label, count]) => (
          <Figure key={label} label={label} value={format.number(count, 0)} />
        ))}
      </div>
    </section>
  );
}

export interface FarmFieldProps {
  tree: TreeCardProps;
  beehive: BeehiveState;
  coop: CoopState;
  /** The signed-in farm's click actions; the demo only shows the buildings. */
  hiveAction?: BuildingAction;
  coopAction?: BuildingAction;
  /** Laid over the field's top edge, so it never moves the tree (the signed-in farm's hints). */
  hint?: ReactNode;
}

export function FarmField({ tree, beehive, coop, hiveAction, coopAction, hint }: FarmFieldProps) {
  return (
    <div className="farm-field" data-testid="farm-field">
      <div className="farm-field-hint">{hint}</div>
      <TreeStation {...tree} />
      <BuildingStation
        area="hive"
        title="farm.beehive.title"
        art={<HiveArt honey={beehive.honey} />}
        action={hiveAction}
        figures={[
          ['farm.beehive.honey', beehive.honey],
          ['farm.beehive.bees', beehive.bees],
          ['farm.building.level', beehive.level],
        ]}
      />
      <BuildingStation
        area="coop"
        title="farm.coop.title"
        art={<CoopArt eggs={coop.eggs} />}
        action={coopAction}
        figures={[
          ['farm.coop.waiting', coop.eggs],
          ['farm.coop.collected', coop.collectedEggs],
          ['farm.coop.chickens', coop.chickens],
        ]}
      />
    </div>
  );
}
