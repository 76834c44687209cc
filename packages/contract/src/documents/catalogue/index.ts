export * from './accounting.ts';
