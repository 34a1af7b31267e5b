export * from './account';
export * from './domain';
export * from './farm';
export * from './shop';
export * from './users';
