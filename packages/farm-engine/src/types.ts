/**
 * The engine's own types. The state and the actions it computes on are the shared contract
 * (packages/shared/src/farm.ts), re-exported here as the engine's API; what follows is what only the
 * rules speak of: the events of an action, the reasons for refusing one, and the results.
 */
import type { FarmState } from '@wurzelwerk/shared';

export type {
  BeehiveState,
  CoopState,
  FarmAchievement,
  FarmAction,
  FarmQuest,
  FarmState,
  FarmStats,
  FarmUpgrade,
  PlayerState,
  Rarity,
  TimedAction,
  TreeState,
  UpgradeCategory,
  UpgradeStat,
} from '@wurzelwerk/shared';

export type FarmEvent =
  | { type: 'coins' | 'honey' | 'eggs' | 'experience'; amount: number }
  /** The tree reached `level` (the web shows the level-up dialog). */
  | { type: 'levelUp'; level: number }
  | { type: 'upgraded'; upgradeId: string; level: number }
  | { type: 'questClaimed'; questId: string; reward: number }
  | { type: 'achievementUnlocked'; achievementId: string }
  /** A knowledge lesson answered: right (its reward paid, once) or not (nothing changes; try again). */
  | { type: 'lessonAnswered'; lessonId: string; correct: boolean; reward: number };

export type RejectReason =
  | 'energy'
  | 'coins'
  | 'maxLevel'
  | 'unknownId'
  | 'questNotComplete'
  | 'alreadyClaimed'
  | 'nothingToCollect'
  /** A knowledge lesson before its predecessors are answered right. */
  | 'lessonLocked'
  /** A knowledge lesson's answer that is not among those offered. */
  | 'invalidChoice';

export type ActionResult =
  | { ok: true; state: FarmState; events: FarmEvent[] }
  | { ok: false; state: FarmState; reason: RejectReason };

/** Why replay refused a batch entry: a rule (RejectReason) or its time. */
export type ReplayRejectReason = RejectReason | 'future' | 'beforeSave' | 'outOfOrder';

export interface SavedFarm {
  state: FarmState;
  /** The moment `state` describes, epoch milliseconds. */
  savedAt: number;
}

export interface ReplayResult extends SavedFarm {
  accepted: number;
  rejected: { index: number; reason: ReplayRejectReason }[];
}

export type GrowthStage = 'sapling' | 'youngTree' | 'adultTree' | 'ancientTree';
