import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conflictingDocument,
  contraryNatureQuery,
  contraryNatureRow,
  totalDocument as totalDocumentSchema,
  balanceQuery,
  trialBalanceReport,
  bookPage as bookPageSchema,
  balanceSheet,
  bookQuery,
  dayQuery,
  periodQuery,
  profitAndLoss as profitAndLossSchema,
} from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import { requireMember } from '../../http/request-context.ts';
import { mainFinancialYear, type Member } from '../tenancy/index.ts';
import { accountBook } from './book.ts';
import { conflictingDocuments } from './conflicting-documents.ts';
import { contraryNature } from './contrary-nature.ts';
import { registerReviewReport } from './review.ts';
import { balanceSheetOn, profitAndLoss } from './statements.ts';
import type { JournalOrigins } from '../ledger/index.ts';
import { totalDocument } from './total-document.ts';
import { trialBalance } from './trial-balance.ts';


/**
 * Refuses (403) a member whose access lists leave out the record a detail account is (a treasury account not theirs),
 * so that its book is read as its documents are; given by the module owning those records (treasury's imports ours).
 */
export type DetailAccess = (member: Member, detail: number, db: Executor) => Promise<void>;

/**
 * The condition on a book line's journal (`j`) that keeps a member to the documents of their branches; undefined
 * where every line is theirs. Given by the document engine, which knows the kinds naming a branch.
 */
export type BookReach = (member: Member) => SQL | undefined;

/** The accounting reports: the trial balance, the book, the statements (issue 4's API names), the review; the documents are the engine's. */
export function registerReportRoutes(app: FastifyInstance, db: Database, detailAccess: DetailAccess, book: { origins: JournalOrigins; reach: BookReach }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounting'];
  registerReviewReport(app, db);

  routes.get(
    '/accounting/conflicting',
    {
      config: { access: { permission: 'ConflictingDocumentsList' } },
      schema: { tags, response: { 200: z.object({ data: z.array(conflictingDocument) }) } },
    },
    async (request) => ({ data: await conflictingDocuments(db, requireMember(request).businessId) }),
  );
  routes.get(
    '/report/balance',
    {
      config: { access: { permission: 'AccountingBalance' } },
      schema: {
        tags,
        querystring: balanceQuery,
        response: { 200: trialBalanceReport },
      },
    },
    (request) => {
      const member = requireMember(request);
      return trialBalance(db, member.businessId, request.query.from, request.query.to, request.query.level, undefined, book.reach(member));
    },
  );
  routes.get(
    '/report/book',
    {
      config: { access: { permission: 'AccountingBook' } },
      schema: {
        tags,
        querystring: bookQuery,
        response: { 200: bookPageSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      if (request.query.detail !== undefined) await detailAccess(member, request.query.detail, db);
      return accountBook(db, member.businessId, request.query, book.origins, book.reach(member));
    },
  );
  routes.get(
    '/report/totalDocument',
    {
      config: { access: { permission: 'AccountingTotalDocument' } },
      schema: { tags, querystring: periodQuery, response: { 200: totalDocumentSchema } },
    },
    (request) => {
      const member = requireMember(request);
      return totalDocument(db, member.businessId, request.query.from, request.query.to, book.reach(member));
    },
  );
  routes.get(
    '/report/contraryNature',
    {
      config: { access: { permission: 'ContraryNatureDocument' } },
      schema: { tags, querystring: contraryNatureQuery, response: { 200: z.array(contraryNatureRow) } },
    },
    (request) => {
      const member = requireMember(request);
      return contraryNature(db, member.businessId, request.query.date, request.query.level, book.reach(member));
    },
  );
  routes.get(
    '/report/profitCost',
    {
      config: { access: { permission: 'ReportProfitCost' } },
      schema: { tags, querystring: periodQuery, response: { 200: profitAndLossSchema } },
    },
    (request) => {
      const member = requireMember(request);
      return profitAndLoss(db, member.businessId, request.query.from, request.query.to, book.reach(member));
    },
  );
  routes.get(
    '/report/balanceSheet',
    {
      config: { access: { permission: 'AccountingBalanceSheet' } },
      schema: { tags, querystring: dayQuery, response: { 200: balanceSheet } },
    },
    async (request) => {
      const member = requireMember(request);
      // The profit shown in equity is this financial year's, from its first day to the date asked for.
      const year = await mainFinancialYear(db, member.businessId);
      return balanceSheetOn(db, member.businessId, year.startDate, request.query.date, book.reach(member));
    },
  );
}
