export * from './enums';
export * from './errors';
export * from './health';
export * from './identity';
export * from './languages';
export * from './logs';
export * from './paging';
