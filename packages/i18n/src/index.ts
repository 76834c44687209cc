export * from './languages.ts';
export * from './server/index.ts';
