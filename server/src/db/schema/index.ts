export * from './domain';
export * from './users';
