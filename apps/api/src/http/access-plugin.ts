import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@hesab/db';
import { isoDateOf } from '@hesab/domain';
import { sessionHeaders } from '@hesab/contract';
import { languageFromHeader } from '@hesab/i18n';
import { memberMay, type Access, type MemberAccess } from './access.ts';
import { ForbiddenError, TooManyRequestsError, UnauthenticatedError } from './errors.ts';
import { loggedUrl } from './logged-url.ts';
import { planAllowsAccess } from './plan-access.ts';
import { countApiCall, isApiKey } from '../modules/api-keys/index.ts';
import { actorOf, writeLog } from '../modules/activity-log/index.ts';
import { bearerToken } from '../modules/auth/index.ts';
import type { AccessCache } from './access-cache.ts';
import './request-context.ts';

/** A registered route as the access test sees it. */
export interface RegisteredRoute {
  method: string | string[];
  url: string;
  config?: { access?: Access };
  /** the request's schemas, for tests that send each route what it takes */
  schema?: { body?: unknown };
}

/** Methods that change nothing, after which the access version is not read again. */
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Authenticates and authorizes every request by the access its route declares. A route that declares none is
 * refused to everyone (and a test lists it), so no route is open by accident. Returns the registered routes.
 */
export function registerAccessControl(app: FastifyInstance, db: Database, access: AccessCache, options: { apiKeyCallsPerMinute: number }): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('lang', 'fa');
  app.decorateRequest('user', null);
  app.decorateRequest('member', null);
  app.decorateRequest('apiKey', null);

  /**
   * A call with one of the business's API keys (web_service, issue 36): the business is the key's, whatever the
   * `domain` header says; it reaches what its permissions open, while the plan has web_service on, until its last
   * day, and so many calls a minute.
   */
  const admitKey = async (request: FastifyRequest, token: string, needed: 'user' | MemberAccess) => {
    const caller = await access.apiKey(token);
    if (!caller) throw new UnauthenticatedError();
    const { key, member } = caller;
    if (key.expiresOn !== null && isoDateOf(new Date(), member.timeZone) > key.expiresOn) throw new UnauthenticatedError();
    // A login's own routes (its profile, its sessions) are not the business's API.
    if (needed === 'user') throw new ForbiddenError('forbidden');
    if (member.planOptions.web_service !== 'active') throw new ForbiddenError('plan-feature-off');
    const wait = await countApiCall(db, key.businessId, key.id, options.apiKeyCallsPerMinute);
    if (wait > 0) throw new TooManyRequestsError('too-many-api-calls', { seconds: wait }, wait);
    request.user = caller.user;
    request.member = member;
    request.apiKey = { id: key.id, name: key.name };
    if (!memberMay(member, needed)) throw new ForbiddenError('forbidden');
    if (!planAllowsAccess(member, needed)) throw new ForbiddenError('plan-feature-off');
  };

  // Every call a key makes is logged with its name, answered or refused, once its answer is known.
  app.addHook('onResponse', async (request, reply) => {
    const { apiKey, member } = request;
    if (!apiKey || !member) return;
    const call = `${request.method} ${loggedUrl(request.url)} ${String(reply.statusCode)}`;
    await writeLog(db, actorOf(request), { action: 'call', type: 'apiKey', id: apiKey.id, content: `${apiKey.name}: ${call}` });
  });
  // A change this process made to someone's access holds on its next request, before the other processes hear of it.
  app.addHook('onSend', async (request) => {
    if (!readOnlyMethods.has(request.method)) await access.settle();
  });
  // The options object is kept, not copied: plugins' own onRoute hooks may still set their access.
  app.addHook('onRoute', (route) => void routes.push(route));

  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    const needed: Access | undefined = request.routeOptions.config.access;
    // Unknown routes reach the not-found handler, which answers 404 to anyone.
    if (request.is404 || needed === 'public') return;
    if (needed === undefined) throw new ForbiddenError('forbidden');

    const token = bearerToken(request.headers.authorization);
    if (token && isApiKey(token)) return admitKey(request, token, needed);
    const user = token ? await access.user(token) : null;
    if (!user) throw new UnauthenticatedError();
    request.user = user;
    if (needed === 'user') return;

    const appKey = request.headers[request.routeOptions.config.businessHeader ?? sessionHeaders.domain];
    const member = typeof appKey === 'string' && appKey ? await access.member(appKey, user.userId) : null;
    if (!member) throw new ForbiddenError('no-business-access');
    request.member = member;
    if (!memberMay(member, needed)) throw new ForbiddenError('forbidden');
    if (!planAllowsAccess(member, needed)) throw new ForbiddenError('plan-feature-off');
  });
  return routes;
}
