import type { AssetCategory } from '@wurzelwerk/shared';
import type { Ctx } from './colour';
import { bees, buffalo, goats, sheep } from './scenes-animals';
import { agripv, hydro, solarRoof, wind } from './scenes-energy';
import { agroforest, flowers, grain, vegetables } from './scenes-fields';
import { fen, floodplain, mixedForest, orchard } from './scenes-trees';

// Motifs.

export type Motif =
  | 'mixedForest'
  | 'orchard'
  | 'fen'
  | 'floodplain'
  | 'beaver'
  | 'bees'
  | 'sheep'
  | 'buffalo'
  | 'goats'
  | 'grain'
  | 'agroforest'
  | 'vegetables'
  | 'flowers'
  | 'wind'
  | 'agripv'
  | 'hydro'
  | 'solarRoof';

export const ASSET_MOTIFS: Record<string, Motif> = {
  'mischwald-schwarzwald': 'mixedForest',
  'streuobstwiese-franken': 'orchard',
  'moorwald-rhinluch': 'fen',
  'auwald-mittelelbe': 'floodplain',
  'bienenvoelker-kaiserstuhl': 'bees',
  'heidschnucken-lueneburger-heide': 'sheep',
  'wasserbueffel-peenetal': 'buffalo',
  'ziegen-mosel-steillagen': 'goats',
  'bio-dinkel-schwaebische-alb': 'grain',
  'agroforst-uckermark': 'agroforest',
  'solawi-gemuesehof-leipzig': 'vegetables',
  'bluehflaechen-wendland': 'flowers',
  'buergerwindpark-nordfriesland': 'wind',
  'agri-pv-obstplantage-bodensee': 'agripv',
  'kleinwasserkraft-allgaeu': 'hydro',
  'solardach-schule-muenster': 'solarRoof',
};
export const STREAM_MOTIFS: Record<string, Motif> = { 'biber-an-der-mittelelbe': 'beaver' };
export const CATEGORY_MOTIFS: Record<AssetCategory, Motif> = {
  trees: 'mixedForest',
  animals: 'sheep',
  fields: 'grain',
  energy: 'wind',
};
export const MOTIF_CATEGORY: Record<Motif, AssetCategory> = {
  mixedForest: 'trees',
  orchard: 'trees',
  fen: 'trees',
  floodplain: 'trees',
  beaver: 'trees',
  bees: 'animals',
  sheep: 'animals',
  buffalo: 'animals',
  goats: 'animals',
  grain: 'fields',
  agroforest: 'fields',
  vegetables: 'fields',
  flowers: 'fields',
  wind: 'energy',
  agripv: 'energy',
  hydro: 'energy',
  solarRoof: 'energy',
};

export const MOTIFS: Record<Motif, (x: Ctx) => string> = {
  mixedForest,
  orchard,
  fen,
  floodplain: (x) => floodplain(x),
  beaver: (x) => floodplain(x, true),
  bees,
  sheep,
  buffalo,
  goats,
  grain,
  agroforest,
  vegetables,
  flowers,
  wind,
  agripv,
  hydro,
  solarRoof,
};
