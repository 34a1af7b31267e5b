/**
 * The signed-in farm once loaded: the four tabs over the engine's state, the floating rewards, the
 * dialogs and the hints. Every action goes through useFarmGame (played at once, synced in batches).
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconBolt, IconCloudOff, IconConfetti, IconTrophy } from '@tabler/icons-react';
import {
  ENERGY_COST,
  type FarmAction,
  type FarmEvent,
  type FarmState,
  growthStage,
  type FarmQuest,
} from '@wurzelwerk/farm-engine';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import { Buildings, PlayerStats, TreeCard } from './components/FarmCards';
import { CardGrid, type FarmTab, FarmTabs } from './components/FarmTabs';
import { AchievementCard, CoinBalance, QuestCard, UpgradeCard } from './components/GameCards';
import type { QuestStatus } from './components/types';
import { useFloatingMarkers } from './components/useFloatingMarkers';
import { LevelUpDialog, UpgradedDialog } from './FarmDialogs';
import { FarmPlots } from './FarmPlots';
import {
  achievementName,
  achievementTexts,
  growthStageLabels,
  questTexts,
  upgradeName,
  upgradeTexts,
} from './farmTexts';
import { type LoadedFarm, useFarmGame } from './useFarmGame';

const TAB_ORDER: readonly FarmTab[] = ['farm', 'quests', 'upgrades', 'achievements'];
type Producer = keyof typeof ENERGY_COST;

const markerTexts = {
  coins: 'farm.marker.coins',
  experience: 'farm.marker.experience',
  honey: 'farm.marker.honey',
  eggs: 'farm.marker.eggs',
} as const;

type RewardEvent = Extract<FarmEvent, { type: keyof typeof markerTexts }>;
const isReward = (event: FarmEvent): event is RewardEvent => event.type in markerTexts;

/** A refused click's hint stays at least this long, so it can be read while energy recharges. */
const HINT_MIN_MS = 4000;

type Hint = { kind: 'energy'; cost: number; at: number } | { kind: 'noEggs'; at: number };

/** Claimed → Completed; finished but unclaimed → Claim Reward; otherwise In Progress (claim once). */
function questStatus(quest: FarmQuest): QuestStatus {
  if (quest.claimed) return 'completed';
  return quest.completed ? 'claimable' : 'inProgress';
}

export function FarmGame({ loaded }: { loaded: LoadedFarm }) {
  const intl = useIntl();
  const toast = useToast();
  const game = useFarmGame(loaded);
  const { state } = game;
  const markers = { tree: useFloatingMarkers(), hive: useFloatingMarkers(), coop: useFloatingMarkers() };
  const [levelUp, setLevelUp] = useState<number | null>(null);
  const [upgraded, setUpgraded] = useState<{ name: string; level: number } | null>(null);
  const [hint, setHint] = useState<Hint | null>(null);

  /** Dialogs and toasts of an action's events; its rewards are shown together as one floating text. */
  function showEvent(event: FarmEvent) {
    switch (event.type) {
      case 'levelUp':
        setLevelUp(event.level);
        break;
      case 'upgraded':
        setUpgraded({ name: upgradeName(intl, event.upgradeId), level: event.level });
        break;
      case 'questClaimed':
        toast({
          title: intl.formatMessage({ id: 'farm.toast.questClaimed' }),
          message: intl.formatMessage(
            { id: 'farm.coinsReward' },
            { amount: intl.formatNumber(event.reward) },
          ),
          icon: <IconConfetti size={18} aria-hidden />,
        });
        break;
      case 'achievementUnlocked':
        toast({
          title: intl.formatMessage({ id: 'farm.toast.achievement' }),
          message: achievementName(intl, event.achievementId),
          icon: <IconTrophy size={18} aria-hidden />,
        });
        break;
    }
  }

  function play(action: FarmAction, producer?: Producer) {
    const result = game.act(action);
    if (!result.ok) {
      if (result.reason === 'energy' && producer)
        setHint({ kind: 'energy', cost: ENERGY_COST[producer], at: Date.now() });
      if (result.reason === 'nothingToCollect') setHint({ kind: 'noEggs', at: Date.now() });
      return;
    }
    const rewards = result.events
      .filter(isReward)
      .map((event) =>
        intl.formatMessage({ id: markerTexts[event.type] }, { amount: intl.formatNumber(event.amount) }),
      );
    if (producer && rewards.length > 0) markers[producer].show(rewards.join(' · '));
    for (const event of result.events) showEvent(event);
  }

  const energyNote = (producer: Producer) => (
    <FormattedMessage id="farm.energyCost" values={{ cost: ENERGY_COST[producer] }} />
  );

  return (
    <>
      {game.syncFailed && (
        <Alert color="yellow" variant="light" icon={<IconCloudOff size={18} aria-hidden />} role="status">
          <Text size="sm" c="var(--mantine-color-text)">
            <FormattedMessage id="farm.syncFailed" />
          </Text>
        </Alert>
      )}
      <FarmTabs
        order={TAB_ORDER}
        panels={{
          farm: (
            <Stack gap="md">
              <PlayerStats player={state.player} />
              <FarmHint hint={hint} state={state} />
              <TreeCard
                tree={state.tree}
                stage={<FormattedMessage id={growthStageLabels[growthStage(state.tree)]} />}
                note={energyNote('tree')}
                markers={markers.tree.markers}
                onClick={() => play({ type: 'clickTree' }, 'tree')}
              />
              <Buildings
                beehive={state.beehive}
                coop={state.coop}
                hiveAction={{
                  label: intl.formatMessage({ id: 'farm.beehive.click' }),
                  markers: markers.hive.markers,
                  onClick: () => play({ type: 'clickHive' }, 'hive'),
                  note: energyNote('hive'),
                }}
                coopAction={{
                  label: intl.formatMessage({ id: 'farm.coop.click' }),
                  markers: markers.coop.markers,
                  onClick: () => play({ type: 'clickCoop' }, 'coop'),
                  note:
                    state.coop.eggs > 0 ? (
                      energyNote('coop')
                    ) : (
                      <FormattedMessage
                        id="farm.coop.nextEggs"
                        values={{ seconds: state.coop.eggSpawnTimer }}
                      />
                    ),
                }}
              />
              <FarmPlots plots={game.plots} />
            </Stack>
          ),
          quests: (
            <CardGrid>
              {state.quests.map((quest) => (
                <QuestCard
                  key={quest.id}
                  quest={{
                    ...quest,
                    ...questTexts(intl, quest),
                    secondsLeft: quest.timeLeft,
                    status: questStatus(quest),
                  }}
                  onClaim={() => play({ type: 'claimQuest', questId: quest.id })}
                />
              ))}
            </CardGrid>
          ),
          upgrades: (
            <>
              <CoinBalance coins={state.player.totalCoins} />
              <CardGrid>
                {state.upgrades.map((upgrade) => (
                  <UpgradeCard
                    key={upgrade.id}
                    upgrade={{ ...upgrade, ...upgradeTexts(intl, upgrade) }}
                    totalCoins={state.player.totalCoins}
                    onUpgrade={() => play({ type: 'buyUpgrade', upgradeId: upgrade.id })}
                  />
                ))}
              </CardGrid>
            </>
          ),
          achievements: (
            <CardGrid>
              {state.achievements.map((achievement) => (
                <AchievementCard
                  key={achievement.id}
                  achievement={{ ...achievement, ...achievementTexts(intl, achievement) }}
                />
              ))}
            </CardGrid>
          ),
        }}
      />
      <LevelUpDialog level={levelUp} onClose={() => setLevelUp(null)} />
      <UpgradedDialog upgrade={upgraded} onClose={() => setUpgraded(null)} />
    </>
  );
}

/**
 * Why the last click did nothing: too little energy (shown while it is still too low, and at least a few
 * seconds so it can be read) or no eggs in the coop yet.
 */
function FarmHint({ hint, state }: { hint: Hint | null; state: FarmState }) {
  if (!hint) return null;
  const recent = Date.now() - hint.at < HINT_MIN_MS;
  if (hint.kind === 'energy') {
    if (!recent && state.player.energy >= hint.cost) return null;
    return (
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        icon={<IconBolt size={18} aria-hidden />}
        title={<FormattedMessage id="farm.hint.energyTitle" />}
        styles={{
          title: { color: 'var(--mantine-color-text)' },
          message: { color: 'var(--mantine-color-text)' },
        }}
      >
        <FormattedMessage
          id="farm.hint.energy"
          values={{ cost: hint.cost, energy: state.player.energy, max: state.player.maxEnergy }}
        />
      </Alert>
    );
  }
  if (!recent && state.coop.eggs > 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      <FormattedMessage id="farm.hint.noEggs" values={{ seconds: state.coop.eggSpawnTimer }} />
    </Alert>
  );
}
