/**
 * The farm demo's sample farm (product §2.8, §9 "Demo samples"): upgrade max levels 10,
 * 5, 3, 1; quests with 8 hours left; 1000 tree clicks needed; max energy 100; tree max level 50. Written in
 * the engine's state shape (time left in seconds; a claimed quest shows as Completed), with its texts.
 */

import farm from './farm.json' with { type: 'json' };
import type { SampleFarm } from './types';

export const sampleFarm: SampleFarm = farm as SampleFarm;
