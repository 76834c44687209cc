import type { FastifyInstance } from 'fastify';

/**
 * Marks every route registered inside `register` public: for third-party plugins (the web app's files, the API
 * documentation) whose routes cannot declare the product's access themselves.
 */
export async function registerPublicPluginRoutes(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await register(scope);
  });
}
