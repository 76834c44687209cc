export * from './field.ts';
export * from './definition.ts';
export * from './schema.ts';
export * from './record-types.ts';
export * from './custom-fields.ts';
export * from './panel-listings.ts';
export * from './catalogue/index.ts';
