/**
 * The representative sample content, in one place for both sides: the seed writes it into the database,
 * and the local-only demo screens (spec §7 of the public screens) show it without a request.
 */
export * from './assetTypes';
export * from './ecoShop';
export * from './impact';
export * from './livestreams';
export * from './news';
export * from './shopProducts';
export type * from './types';
