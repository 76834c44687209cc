export * from './errors.ts';
export * from './auth.ts';
export * from './session.ts';
export * from './routes.ts';
export * from './permissions.ts';
export * from './profile.ts';
export * from './menu.ts';
export * from './resources/index.ts';
