export * from './definition.ts';
export * from './catalogue.ts';
