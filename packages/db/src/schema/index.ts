export * from './tenancy.ts';
export * from './basics.ts';
export * from './activity-log.ts';
export * from './accounting.ts';
export * from './ledger.ts';
export * from './persons.ts';
export * from './inventory.ts';
export * from './marketplace.ts';
