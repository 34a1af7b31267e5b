export * from './account';
export * from './audit';
export * from './domain';
export * from './farm';
export * from './mail';
export * from './notifications';
export * from './shop';
export * from './users';
