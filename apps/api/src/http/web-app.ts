import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerPublicPluginRoutes } from './public-plugin-routes.ts';

/** Vite names what it emits under assets/ by content hash: a changed file gets a new name, so a copy stays good. */
const hashedAssetCache = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: the .br or .gz file the build wrote beside each text file when the client accepts it,
 * hashed assets cached for good, anything else (index.html first) checked again on every use. Paths that match no
 * file fall through to the not-found handler, which answers index.html for the browser's router.
 */
export async function registerWebApp(server: FastifyInstance, root: string): Promise<void> {
  await registerPublicPluginRoutes(server, async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      index: ['index.html'],
      preCompressed: true,
      // send's own cache-control header would replace the one written here.
      cacheControl: false,
      setHeaders(response, path) {
        const hashed = relative(root, path).startsWith(`assets${sep}`);
        response.setHeader('cache-control', hashed ? hashedAssetCache : 'no-cache');
        // The same URL answers brotli, gzip or plain: a shared cache must key on what the client accepts.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  });
}
