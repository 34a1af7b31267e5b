/** The double-entry ledger (docs/decisions/0052-ledger-model.md): the one import for other domains. */
export * from './accounts';
export * from './batch';
export * from './check';
export * from './post';
export * as transfers from './transfers';
