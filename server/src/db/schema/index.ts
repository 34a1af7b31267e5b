export * from './account';
export * from './domain';
export * from './farm';
export * from './mail';
export * from './notifications';
export * from './security';
export * from './shop';
export * from './users';
