import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountingDocument,
  accountingDocumentInput,
  accountingDocumentSummary,
  conflictingDocument,
  contraryNatureQuery,
  contraryNatureRow,
  documentIds,
  documentLock,
  documentsChanged,
  pagedResponse,
  totalDocument as totalDocumentSchema,
  balanceQuery,
  trialBalanceReport,
  bookPage as bookPageSchema,
  balanceSheet,
  bookQuery,
  dayQuery,
  periodQuery,
  profitAndLoss as profitAndLossSchema,
  listQuery,
  messageBody,
} from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { requireMember } from '../../http/request-context.ts';
import { actorOf } from '../activity-log/index.ts';
import { mainFinancialYear } from '../tenancy/main-year.ts';
import { accountBook } from './book.ts';
import { conflictingDocuments } from './conflicting-documents.ts';
import { contraryNature } from './contrary-nature.ts';
import { AccountingDocuments } from './documents.ts';
import { balanceSheetOn, profitAndLoss } from './statements.ts';
import { totalDocument } from './total-document.ts';
import { trialBalance } from './trial-balance.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const saved = z.object({ id: z.number().int(), number: z.number().int(), message: z.string() });

/** Accounting documents and the trial balance (issue 4's API names). */
export function registerDocumentRoutes(app: FastifyInstance, db: Database): void {
  const documents = new AccountingDocuments(db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounting'];
  const edit = { permission: 'AccountingDocument' } as const;

  routes.get(
    '/accounting',
    {
      config: { access: { permission: 'AccountingList' } },
      schema: { tags, querystring: listQuery, response: { 200: pagedResponse(accountingDocumentSummary) } },
    },
    (request) => documents.list(requireMember(request).businessId, request.query),
  );
  routes.get(
    '/accounting/:id/edit',
    { config: { access: { permission: 'AccountingList' } }, schema: { tags, params: idParams, response: { 200: accountingDocument } } },
    (request) => documents.get(requireMember(request).businessId, request.params.id),
  );
  routes.post(
    '/accounting',
    { config: { access: edit }, schema: { tags, body: accountingDocumentInput, response: { 200: saved } } },
    async (request) => ({
      ...(await documents.create(actorOf(request), request.body)),
      message: translateServerMessage(request.lang, 'registered'),
    }),
  );
  routes.put(
    '/accounting/:id',
    { config: { access: edit }, schema: { tags, params: idParams, body: accountingDocumentInput, response: { 200: saved } } },
    async (request) => ({
      ...(await documents.update(actorOf(request), request.params.id, request.body)),
      message: translateServerMessage(request.lang, 'saved'),
    }),
  );
  routes.delete(
    '/accounting/:id',
    { config: { access: { permission: 'removeAccount' } }, schema: { tags, params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await documents.remove(actorOf(request), request.params.id);
      return { message: translateServerMessage(request.lang, 'deleted') };
    },
  );
  routes.post(
    '/accounting/permanent',
    { config: { access: { permission: 'ConvertTempToPermanentDocuments' } }, schema: { tags, body: documentIds, response: { 200: documentsChanged } } },
    async (request) => ({
      count: await documents.makePermanent(actorOf(request), request.body.ids),
      message: translateServerMessage(request.lang, 'saved'),
    }),
  );
  routes.post(
    '/accounting/lock',
    { config: { access: { permission: 'lockDocuments' } }, schema: { tags, body: documentLock, response: { 200: documentsChanged } } },
    async (request) => ({
      count: await documents.lock(actorOf(request), request.body.ids, request.body.locked),
      message: translateServerMessage(request.lang, 'saved'),
    }),
  );
  routes.post(
    '/accounting/numbering',
    { config: { access: { permission: 'DocumentNumbering' } }, schema: { tags, response: { 200: documentsChanged } } },
    async (request) => ({
      count: await documents.renumber(actorOf(request)),
      message: translateServerMessage(request.lang, 'saved'),
    }),
  );
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
    (request) => trialBalance(db, requireMember(request).businessId, request.query.from, request.query.to, request.query.level),
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
    (request) => accountBook(db, requireMember(request).businessId, request.query),
  );
  routes.get(
    '/report/totalDocument',
    {
      config: { access: { permission: 'AccountingTotalDocument' } },
      schema: { tags, querystring: periodQuery, response: { 200: totalDocumentSchema } },
    },
    (request) => totalDocument(db, requireMember(request).businessId, request.query.from, request.query.to),
  );
  routes.get(
    '/report/contraryNature',
    {
      config: { access: { permission: 'ContraryNatureDocument' } },
      schema: { tags, querystring: contraryNatureQuery, response: { 200: z.array(contraryNatureRow) } },
    },
    (request) => contraryNature(db, requireMember(request).businessId, request.query.date, request.query.level),
  );
  routes.get(
    '/report/profitCost',
    {
      config: { access: { permission: 'ReportProfitCost' } },
      schema: { tags, querystring: periodQuery, response: { 200: profitAndLossSchema } },
    },
    (request) => profitAndLoss(db, requireMember(request).businessId, request.query.from, request.query.to),
  );
  routes.get(
    '/report/balanceSheet',
    {
      config: { access: { permission: 'AccountingBalanceSheet' } },
      schema: { tags, querystring: dayQuery, response: { 200: balanceSheet } },
    },
    async (request) => {
      const { businessId } = requireMember(request);
      // The profit shown in equity is this financial year's, from its first day to the date asked for.
      const year = await mainFinancialYear(db, businessId);
      return balanceSheetOn(db, businessId, year.startDate, request.query.date);
    },
  );
}
