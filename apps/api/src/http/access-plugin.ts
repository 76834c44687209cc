import type { FastifyInstance } from 'fastify';
import type { Database } from '@hesab/db';
import { languageFromHeader } from '@hesab/i18n';
import { memberMay, type Access } from './access.ts';
import { ForbiddenError, UnauthenticatedError } from './errors.ts';
import { planAllowsAccess } from './plan-access.ts';
import { bearerToken } from '../modules/auth/index.ts';
import { AccessCache } from './access-cache.ts';
import './request-context.ts';

/** A registered route as the access test sees it. */
export interface RegisteredRoute {
  method: string | string[];
  url: string;
  config?: { access?: Access };
  /** the request's schemas, for tests that send each route what it takes */
  schema?: { body?: unknown };
}

/**
 * Authenticates and authorizes every request by the access its route declares. A route that declares none is
 * refused to everyone (and a test lists it), so no route is open by accident. Returns the registered routes.
 */
export function registerAccessControl(app: FastifyInstance, db: Database): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const access = new AccessCache(db);
  app.decorateRequest('lang', 'fa');
  app.decorateRequest('user', null);
  app.decorateRequest('member', null);
  // The options object is kept, not copied: plugins' own onRoute hooks may still set their access.
  app.addHook('onRoute', (route) => void routes.push(route));

  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    const needed: Access | undefined = request.routeOptions.config.access;
    // Unknown routes reach the not-found handler, which answers 404 to anyone.
    if (request.is404 || needed === 'public') return;
    if (needed === undefined) throw new ForbiddenError('forbidden');

    const token = bearerToken(request.headers.authorization);
    const user = token ? await access.user(token) : null;
    if (!user) throw new UnauthenticatedError();
    request.user = user;
    if (needed === 'user') return;

    const appKey = request.headers.domain;
    const member = typeof appKey === 'string' && appKey ? await access.member(appKey, user.userId) : null;
    if (!member) throw new ForbiddenError('no-business-access');
    request.member = member;
    if (!memberMay(member, needed)) throw new ForbiddenError('forbidden');
    if (!planAllowsAccess(member, needed)) throw new ForbiddenError('plan-feature-off');
  });
  return routes;
}
