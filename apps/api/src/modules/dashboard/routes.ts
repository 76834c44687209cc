import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponse } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { requireMember } from '../../http/request-context.ts';
import type { ReferenceTables } from '../documents/index.ts';
import { dashboardOf } from './dashboard.ts';

/**
 * `GET dashboard` (issue 20): every card in one answer. Open to every member, as the Dashboard screen is; each card
 * only to a member who may open the report behind it.
 */
export function registerDashboardRoutes(app: FastifyInstance, db: Database, references: ReferenceTables): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    {
      config: { access: 'member' },
      schema: { tags: ['dashboard'], summary: 'The dashboard of the main financial year', response: { 200: dashboardResponse } },
    },
    (request) => dashboardOf(db, requireMember(request), references),
  );
}
