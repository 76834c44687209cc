import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { closeAccountsResult, closeYearResult, yearClosingInput, yearClosingState } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { requireMember } from '../../http/request-context.ts';
import { actorOf } from '../activity-log/index.ts';
import { refuseNewDocumentsPastPlan } from '../tenancy/index.ts';
import { YearClosing } from './year-closing.ts';

/** The year's closing and the next year's opening (spec 01: closingOpeningDocument, closeDocumentAccount). */
export function registerYearClosingRoutes(app: FastifyInstance, db: Database): void {
  const closing = new YearClosing(db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounting'];
  const access = { permission: 'ClosingOpeningDocument' } as const;
  // closeDocumentAccount, the closing's first step on a screen of its own, reads the year and closes its accounts.
  const accountsAccess = { anyPermission: ['ClosingOpeningDocument', 'CloseDocumentAccount'] } as const;

  routes.get('/accounting/closing', { config: { access: accountsAccess }, schema: { tags, response: { 200: yearClosingState } } }, (request) =>
    closing.state(requireMember(request).businessId),
  );
  routes.post(
    '/accounting/closeAccounts',
    { config: { access: accountsAccess }, schema: { tags, body: yearClosingInput, response: { 200: closeAccountsResult } } },
    async (request) => {
      // Closing writes documents: none once the plan ran out (issue 20).
      refuseNewDocumentsPastPlan(requireMember(request));
      return {
        documents: await closing.closeAccounts(actorOf(request), request.body),
        message: translateServerMessage(request.lang, 'temporary-accounts-closed'),
      };
    },
  );
  routes.post(
    '/accounting/closeYear',
    { config: { access }, schema: { tags, body: yearClosingInput, response: { 200: closeYearResult } } },
    async (request) => {
      refuseNewDocumentsPastPlan(requireMember(request));
      const result = await closing.closeYear(actorOf(request), request.body);
      return {
        closing_ids: result.closingIds,
        opening_id: result.openingId,
        next_year_id: result.next.id,
        documents: result.documents,
        message: translateServerMessage(request.lang, 'year-closed', { closed: result.closed.name, opened: result.next.name }),
      };
    },
  );
}
