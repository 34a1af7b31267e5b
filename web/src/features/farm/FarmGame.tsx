/**
 * The signed-in farm once loaded: the four tabs over the engine's state, the floating rewards, the
 * dialogs and the hints. Every action goes through useFarmGame (played at once, synced in batches).
 */
import { Alert, Text } from '@mantine/core';
import { IconBolt, IconCloudOff, IconConfetti, IconTrophy } from '@tabler/icons-react';
import {
  ENERGY_COST,
  type FarmAction,
  type FarmEvent,
  type FarmState,
  growthStage,
} from '@wurzelwerk/farm-engine';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import type { FarmTab } from './components/FarmTabs';
import { KnowledgeQuest, type LessonAnswer } from './components/KnowledgeQuest';
import { useFloatingMarkers } from './components/useFloatingMarkers';
import { FarmBoard } from './FarmBoard';
import { FarmDialog, type FarmDialogState } from './FarmDialogs';
import { FarmPlots } from './FarmPlots';
import { achievementName, engineTexts, growthStageLabels } from './farmTexts';
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

export function FarmGame({ loaded }: { loaded: LoadedFarm }) {
  const intl = useIntl();
  const toast = useToast();
  const game = useFarmGame(loaded);
  const { state } = game;
  const texts = engineTexts(intl);
  const markers = { tree: useFloatingMarkers(), hive: useFloatingMarkers(), coop: useFloatingMarkers() };
  const [dialog, setDialog] = useState<FarmDialogState>(null);
  const [hint, setHint] = useState<Hint | null>(null);

  /** Dialogs and toasts of an action's events; its rewards are shown together as one floating text. */
  function showEvent(event: FarmEvent) {
    switch (event.type) {
      case 'levelUp':
        setDialog({ kind: 'levelUp', level: event.level });
        break;
      case 'upgraded':
        setDialog({ kind: 'upgraded', upgradeId: event.upgradeId, level: event.level });
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

  /** A knowledge lesson's answer: played like any action; the quest shows what the engine said. */
  function answerLesson(lessonId: string, choice: number): LessonAnswer {
    const result = game.act({ type: 'answerLesson', lessonId, choice });
    if (!result.ok) return null;
    const answered = result.events.find((event) => event.type === 'lessonAnswered');
    return answered ? { correct: answered.correct, reward: answered.reward } : null;
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
      <FarmBoard
        state={state}
        texts={texts}
        tabOrder={TAB_ORDER}
        hint={<FarmHint hint={hint} state={state} />}
        tree={{
          stage: <FormattedMessage id={growthStageLabels[growthStage(state.tree)]} />,
          note: energyNote('tree'),
          markers: markers.tree.markers,
          onClick: () => play({ type: 'clickTree' }, 'tree'),
        }}
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
              <FormattedMessage id="farm.coop.nextEggs" values={{ seconds: state.coop.eggSpawnTimer }} />
            ),
        }}
        footer={<FarmPlots plots={game.plots} />}
        questLine={<KnowledgeQuest lessons={state.lessons} onAnswer={answerLesson} />}
        onUpgrade={(upgradeId) => play({ type: 'buyUpgrade', upgradeId })}
        onClaim={(questId) => play({ type: 'claimQuest', questId })}
      />
      <FarmDialog dialog={dialog} state={state} onClose={() => setDialog(null)} />
    </>
  );
}

/**
 * Why the last click did nothing: too little energy, or no eggs in the coop yet. It lies over the play
 * field (never moving the tree) and stays true: once the energy is back it says so for the rest of its few
 * seconds; once eggs are laid it goes.
 */
function FarmHint({ hint, state }: { hint: Hint | null; state: FarmState }) {
  if (!hint) return null;
  const recent = Date.now() - hint.at < HINT_MIN_MS;
  const textStyles = {
    title: { color: 'var(--mantine-color-text)' },
    message: { color: 'var(--mantine-color-text)' },
  };
  if (hint.kind === 'energy') {
    const { energy, maxEnergy: max } = state.player;
    const enough = energy >= hint.cost;
    if (enough && !recent) return null;
    return (
      <Alert
        color={enough ? 'green' : 'yellow'}
        variant="light"
        role={enough ? 'status' : 'alert'}
        icon={<IconBolt size={18} aria-hidden />}
        title={<FormattedMessage id={enough ? 'farm.hint.energyBackTitle' : 'farm.hint.energyTitle'} />}
        styles={textStyles}
        data-testid="farm-hint"
      >
        <FormattedMessage
          id={enough ? 'farm.hint.energyBack' : 'farm.hint.energy'}
          values={{ cost: hint.cost, energy, max }}
        />
      </Alert>
    );
  }
  if (state.coop.eggs > 0 || !recent) return null;
  return (
    <Alert color="yellow" variant="light" role="alert" styles={textStyles} data-testid="farm-hint">
      <FormattedMessage id="farm.hint.noEggs" values={{ seconds: state.coop.eggSpawnTimer }} />
    </Alert>
  );
}
