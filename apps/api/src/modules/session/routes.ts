import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { initResponse } from '@hesab/contract';
import type { Database } from '@hesab/db';
import type { DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
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
}

export function sessionDetailSelects(db: Database): Record<string, DetailSelect> {
  return {
    getPermissions: { access: 'member', handler: (request) => loadPermissions(db, requireMember(request)) },
  };
}
