export * from './tenancy.ts';
