/** The farm's numbers from product §9 "Farm game", plus the engine's own limits. */

/** Bump when the shape of FarmState changes; saved farms carry the version they were written with. */
export const ENGINE_VERSION = 3;

/** Time away is applied on return, but at most 8 hours of it. */
export const MAX_OFFLINE_SECONDS = 8 * 60 * 60;

/** Energy each producer's click costs; a click is blocked while energy is below its cost. */
export const ENERGY_COST = { tree: 1, hive: 2, coop: 1 } as const;

export const INITIAL_ENERGY = 85;
export const MAX_ENERGY = 100;
/** Energy regained per second (tick), up to MAX_ENERGY. */
export const ENERGY_PER_TICK = 1;

export const QUEST_DURATION = { daily: 18_000, weekly: 518_400 } as const;

/** Growth on a tree level-up. */
export const LEVEL_UP = { clicksNeededFactor: 1.5, height: 0.3, multiplier: 0.2 } as const;
/** Reachable with the starting energy, so a new player sees the first level-up at once. */
export const INITIAL_CLICKS_NEEDED = 10;
export const TREE_MAX_LEVEL = 50;

/** Each purchase multiplies an upgrade's price by this (rounded down to whole coins). */
export const UPGRADE_COST_FACTOR = 1.5;

/** How far a client's action time may lie ahead of the server clock (clock skew, network). */
export const FUTURE_TOLERANCE_MS = 2_000;
