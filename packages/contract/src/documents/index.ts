export * from './definition.ts';
export * from './schema.ts';
export * from './catalogue/index.ts';
