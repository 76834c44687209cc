export { countApiCall, isApiKey, resolveApiKey, type ResolvedApiKey } from './keys.ts';
export { registerApiKeyRoutes } from './routes.ts';
