/**
 * The farm demo's data (product §2.8, §9 "Demo samples"): the sample farm as an engine state — a new farm with
 * the sample's numbers and entries — and the sample's texts for the board.
 */
import { createFarm } from '@wurzelwerk/farm-engine';
import { type FarmState, type Localized, sampleFarm } from '@wurzelwerk/shared';
import type { FarmTexts } from '../../features/farm';

export function demoFarmState(): FarmState {
  const farm = createFarm();
  const { tree, beehive, coop, player, upgrades, quests, achievements } = sampleFarm;
  return {
    ...farm,
    tree: { ...farm.tree, ...tree },
    beehive: { ...farm.beehive, ...beehive },
    coop: { ...farm.coop, ...coop },
    player: { ...farm.player, ...player },
    upgrades: upgrades.map(({ name, description, effectText, ...upgrade }) => upgrade),
    quests: quests.map(({ title, description, experience, ...quest }) => quest),
    achievements: achievements.map(({ name, description, ...achievement }) => achievement),
  };
}

function sampleOf<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((entry) => entry.id === id);
  if (!item) throw new Error(`no sample farm entry ${id}`);
  return item;
}

/** The sample's texts in the chosen language (`localized` picks it). */
export function demoFarmTexts(localized: (text: Localized) => string): FarmTexts {
  return {
    upgrade: ({ id }) => {
      const { name, description, effectText } = sampleOf(sampleFarm.upgrades, id);
      return {
        name: localized(name),
        description: localized(description),
        effectText: localized(effectText),
      };
    },
    quest: ({ id }) => {
      const { title, description, experience } = sampleOf(sampleFarm.quests, id);
      return { title: localized(title), description: localized(description), experience };
    },
    achievement: ({ id }) => {
      const { name, description } = sampleOf(sampleFarm.achievements, id);
      return { name: localized(name), description: localized(description) };
    },
  };
}
