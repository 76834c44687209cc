import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookPage, personStatementQuery } from '@hesab/contract';
import { person, type Database } from '@hesab/db';
import { NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { accountBook, type BookReach } from '../accounting/index.ts';
import type { JournalOrigins } from '../ledger/index.ts';
import { mainFinancialYear } from '../tenancy/index.ts';

/**
 * `GET customer/{id}/statement?from&to&page`: every ledger line of the person's detail account, over every given
 * account, with the balance before the range and the running debits, credits and remain (spec 02 "Statement
 * row"). The range defaults to the main financial year.
 */
export function registerPersonRoutes(app: FastifyInstance, db: Database, book: { origins: JournalOrigins; reach: BookReach }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/customer/:id/statement',
    {
      config: { access: { permission: 'CustomerList' } },
      schema: { tags: ['customer'], params: recordIdParams, querystring: personStatementQuery, response: { 200: bookPage } },
    },
    async (request) => {
      const member = requireMember(request);
      const { businessId } = member;
      const [found] = await db
        .select({ detailId: person.detail_id })
        .from(person)
        .where(and(eq(person.businessId, businessId), eq(person.id, request.params.id)));
      if (!found) throw new NotFoundError();
      const year = await mainFinancialYear(db, businessId);
      const { from = year.startDate, to = year.endDate, page, perPage } = request.query;
      return accountBook(db, businessId, { detail: found.detailId, from, to, page, perPage }, book.origins, book.reach(member));
    },
  );
}
