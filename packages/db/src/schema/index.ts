export * from './enums';
export * from './identity';
export * from './partners';
export * from './rate-limits';
export * from './users';
