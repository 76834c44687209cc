export * from './connection.ts';
export * from './directory-lock.ts';
export * from './schema/index.ts';
export * from './query-rows.ts';
export * from './bound-statement.ts';
export * from './table-maintenance.ts';
