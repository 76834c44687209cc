import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codingAccount, codingInput, codingList, codingQuery, messageBody } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf } from '../activity-log/index.ts';
import { CodingStore } from './coding-store.ts';
import { registerYearClosingRoutes } from './year-closing-routes.ts';

const view = { permission: 'AccountingCoding' } as const;

/** The chart of accounts (spec 02 section 7 "coding"). */
export function registerCodingRoutes(app: FastifyInstance, db: Database): void {
  const store = new CodingStore(db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['coding'];
  // The year's closing is registered with the chart it closes, so app.ts needs no line of its own.
  registerYearClosingRoutes(app, db);

  routes.get(
    '/coding',
    { config: { access: 'member' }, schema: { tags, querystring: codingQuery, response: { 200: codingList } } },
    // Every form that posts picks accounts, so any member may read the chart.
    (request) => store.list(requireMember(request).businessId, request.query),
  );
  routes.get(
    '/coding/:id/edit',
    { config: { access: 'member' }, schema: { tags, params: recordIdParams, response: { 200: codingAccount } } },
    (request) => store.get(requireMember(request).businessId, request.params.id),
  );
  routes.post(
    '/coding',
    { config: { access: view }, schema: { tags, body: codingInput, response: { 200: z.object({ data: codingAccount, message: z.string() }) } } },
    async (request) => ({
      data: await store.create(actorOf(request), request.body),
      message: translateServerMessage(request.lang, 'registered'),
    }),
  );
  routes.put(
    '/coding/:id',
    {
      config: { access: view },
      schema: { tags, params: recordIdParams, body: codingInput, response: { 200: z.object({ data: codingAccount, message: z.string() }) } },
    },
    async (request) => ({
      data: await store.update(actorOf(request), request.params.id, request.body),
      message: translateServerMessage(request.lang, 'saved'),
    }),
  );
  routes.delete(
    '/coding/:id',
    { config: { access: { permission: 'removeAccount' } }, schema: { tags, params: recordIdParams, response: { 200: messageBody } } },
    async (request) => {
      await store.remove(actorOf(request), request.params.id);
      return { message: translateServerMessage(request.lang, 'deleted') };
    },
  );
}
