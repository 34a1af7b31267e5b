/** The farm game's rules as pure, deterministic functions over a plain state (issue 6). */
export * from './catalogue';
export * from './constants';
export * from './replay';
export * from './rules';
export type * from './types';
