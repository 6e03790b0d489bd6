export * from './enums';
export * from './errors';
export * from './health';
export * from './languages';
export * from './paging';
export * from './logs';
