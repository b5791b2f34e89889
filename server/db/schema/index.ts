export * from './geography';
export * from './schools';
export * from './users';
export * from './cycles';
export * from './forms';
export * from './documents';
export * from './complaints';
export * from './user-sessions';
