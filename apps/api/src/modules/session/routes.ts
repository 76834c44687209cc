import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { initResponse, menuBookmarkInput, menuBookmarkResponse } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import type { DetailFallback, DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
import { defaultCurrency, setMenuBookmarks } from '../tenancy/index.ts';
import { loadPermissions } from './permissions.ts';
import { loadSessionData } from './session-data.ts';

export function registerSessionRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/init',
    {
      config: { access: 'member' },
      schema: { tags: ['session'], summary: 'Session data (spec 01 section 3)', response: { 200: initResponse } },
    },
    (request) => loadSessionData(db, requireMember(request)),
  );
  // The member's own bookmarks: any member keeps theirs, and only theirs.
  app.withTypeProvider<ZodTypeProvider>().put(
    '/menuBookmark',
    {
      config: { access: 'member' },
      schema: { tags: ['session'], summary: 'The bookmarked menu entries of the top bar', body: menuBookmarkInput, response: { 200: menuBookmarkResponse } },
    },
    async (request) => {
      const member = requireMember(request);
      const { menuBookmark } = request.body;
      await setMenuBookmarks(db, member.businessId, member.userId, menuBookmark);
      return { menuBookmark, message: translateServerMessage(request.lang, 'saved') };
    },
  );
}

export function sessionDetailSelects(db: Database): Record<string, DetailSelect> {
  return {
    getPermissions: { access: 'member', handler: (request) => loadPermissions(db, requireMember(request)) },
  };
}

/**
 * `getdetail?select=<name of the default currency>` (spec 01 section 7): the web keeps the answer as its current
 * currency. Any member may read it; another name is no select (404).
 */
export function defaultCurrencyDetail(db: Database): DetailFallback {
  return async (request, select) => {
    const currency = await defaultCurrency(db, requireMember(request).businessId);
    if (!currency || currency.name !== select) return undefined;
    return { data: { id: currency.id, name: currency.name, symbol: currency.symbol, decimal: currency.decimals } };
  };
}
