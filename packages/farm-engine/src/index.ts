/** The farm game's rules as pure, deterministic functions over a plain state (issue 6). */
export * from './actions';
export * from './catalogue';
export * from './constants';
export * from './demo';
export * from './formulas';
export * from './knowledge';
export * from './migrate';
export * from './replay';
export * from './time';
export type * from './types';
