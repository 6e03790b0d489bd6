export * from './enums';
export * from './partners';
export * from './rate-limits';
export * from './users';
