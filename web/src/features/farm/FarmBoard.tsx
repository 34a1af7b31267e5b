/**
 * The farm's four tabs over an engine state (product §2.8, §2.9): the player's tiles, the tree, the buildings,
 * and the cards of the upgrades, quests and achievements. The signed-in farm and the demo both render it;
 * what they differ in (tab order, texts, which producers can be clicked, extras) comes in as props.
 */
import { Stack } from '@mantine/core';
import type { FarmQuest, FarmState } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { type BuildingAction, FarmField, PlayerStats, type TreeCardProps } from './components/FarmCards';
import { CardGrid, type FarmTab, FarmTabs } from './components/FarmTabs';
import { AchievementCard, CoinBalance, QuestCard, UpgradeCard } from './components/GameCards';
import type { FarmTexts, QuestStatus } from './components/types';

/** Claimed → Completed; finished but unclaimed → Claim Reward; otherwise In Progress (claim once). */
export function questStatus(quest: FarmQuest): QuestStatus {
  if (quest.claimed) return 'completed';
  return quest.completed ? 'claimable' : 'inProgress';
}

export interface FarmBoardProps {
  state: FarmState;
  texts: FarmTexts;
  tabOrder: readonly FarmTab[];
  tree: Omit<TreeCardProps, 'tree'>;
  /** Where the buildings can be clicked (signed-in farm). */
  hiveAction?: BuildingAction;
  coopAction?: BuildingAction;
  /** Laid over the play field's top, never moving the tree (the signed-in farm's hints). */
  hint?: ReactNode;
  /** Shown below the buildings (the signed-in farm's plots). */
  footer?: ReactNode;
  /** Shown above the quests (the signed-in farm's knowledge quest). */
  questLine?: ReactNode;
  onUpgrade: (upgradeId: string) => void;
  /** Absent in the farm demo: its Claim Reward is inert (spec). */
  onClaim?: (questId: string) => void;
}

export function FarmBoard({
  state,
  texts,
  tabOrder,
  tree,
  hiveAction,
  coopAction,
  hint,
  footer,
  questLine,
  onUpgrade,
  onClaim,
}: FarmBoardProps) {
  return (
    <FarmTabs
      order={tabOrder}
      panels={{
        farm: (
          <Stack gap="md">
            <PlayerStats player={state.player} />
            <FarmField
              tree={{ tree: state.tree, ...tree }}
              beehive={state.beehive}
              coop={state.coop}
              hiveAction={hiveAction}
              coopAction={coopAction}
              hint={hint}
            />
            {footer}
          </Stack>
        ),
        quests: (
          <>
            {questLine}
            <CardGrid>
              {state.quests.map((quest) => (
                <QuestCard
                  key={quest.id}
                  quest={{ ...quest, ...texts.quest(quest), status: questStatus(quest) }}
                  onClaim={onClaim && (() => onClaim(quest.id))}
                />
              ))}
            </CardGrid>
          </>
        ),
        upgrades: (
          <>
            <CoinBalance coins={state.player.totalCoins} />
            <CardGrid>
              {state.upgrades.map((upgrade) => (
                <UpgradeCard
                  key={upgrade.id}
                  upgrade={{ ...upgrade, ...texts.upgrade(upgrade) }}
                  totalCoins={state.player.totalCoins}
                  onUpgrade={() => onUpgrade(upgrade.id)}
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
                achievement={{ ...achievement, ...texts.achievement(achievement) }}
              />
            ))}
          </CardGrid>
        ),
      }}
    />
  );
}
