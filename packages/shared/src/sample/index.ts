/**
 * The representative sample content, in one place for both sides: the seed writes it into the database,
 * and the local-only demo screens (product §7 of the public screens) show it without a request.
 */
export * from './about';
export * from './assetTypes';
export * from './company';
export * from './ecoShop';
export * from './farm';
export * from './impact';
export * from './investmentCategories';
export * from './issuers';
export * from './landing';
export * from './livestreams';
export * from './mapProjects';
export * from './news';
export * from './profile';
export * from './shopProducts';
export * from './team';
export type * from './types';
export * from './worldProjects';
