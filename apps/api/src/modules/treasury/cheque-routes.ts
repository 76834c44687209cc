import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appRoutes,
  chequeDirections,
  chequeHistoryRow,
  chequeListQuery,
  chequeRead,
  chequeStatusBody,
  chequeStatuses,
  printQuery,
  type ChequeDirection,
} from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { ForbiddenError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf } from '../activity-log/index.ts';
import type { DocumentPrinter, ReferenceTables } from '../documents/index.ts';
import { holdsPermission, refuseNewDocumentsPastPlan, type Member } from '../tenancy/index.ts';
import { chequePermissions, chequeRecords } from './cheque-records.ts';
import { reachedAccounts, refuseUnlistedAccounts } from './financial-access.ts';

const tags = ['cheque'];

/** The directions whose cheques the member may see, or change. */
function directionsFor(member: Member, action: 'view' | 'change'): ChequeDirection[] {
  return chequeDirections.filter((direction) => holdsPermission(member, chequePermissions[direction][action]));
}

/**
 * Cheques (issue 15): `GET cheque?direction&status&kind&dueFrom&dueTo&search&removed&page` (the lists, the due lists
 * and check/removedChecks, with the total amount), `GET cheque/{id}/edit` with its history, and
 * `POST cheque/{id}/status {status, date, bank?}`, and `GET cheque/{id}/pdf` (issue 18: its page, printed by the
 * server's Chromium). A cheque is made by a receipt's or payment's row; a member sees and changes only the
 * directions their permissions cover.
 */
export function registerChequeRoutes(app: FastifyInstance, db: Database, references: ReferenceTables, printer: DocumentPrinter): void {
  const records = chequeRecords(db, references);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** A cheque on a bank account outside the member's list is read as it is written: refused (403). */
  const refuseOtherBank = (member: Member, bank: number | null) => (bank === null ? Promise.resolve() : refuseUnlistedAccounts(member, [{ kind: 'bank', id: bank }], db));
  const view = { anyPermission: chequeDirections.map((direction) => chequePermissions[direction].view) };
  const change = { anyPermission: chequeDirections.map((direction) => chequePermissions[direction].change) };

  routes.get(
    '/cheque',
    {
      config: { access: view },
      schema: {
        tags,
        querystring: chequeListQuery,
        response: {
          200: z.object({
            data: z.array(chequeRead),
            total: z.number(),
            current_page: z.number(),
            last_page: z.number(),
            from: z.number(),
            totals: z.object({ amount: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const allowed = directionsFor(member, 'view');
      const wanted = request.query.direction ? [request.query.direction] : allowed;
      if (wanted.some((direction) => !allowed.includes(direction))) throw new ForbiddenError('forbidden');
      // A user limited to some accounts lists the cheques on their banks and those on none.
      return records.list(member.businessId, wanted, request.query, (await reachedAccounts(member, db))?.bank ?? null);
    },
  );

  routes.get(
    '/cheque/:id/edit',
    { config: { access: view }, schema: { tags, params: recordIdParams, response: { 200: chequeRead.extend({ history: z.array(chequeHistoryRow) }) } } },
    async (request) => {
      const member = requireMember(request);
      const found = await records.get(member.businessId, request.params.id);
      if (!directionsFor(member, 'view').includes(found.direction)) throw new ForbiddenError('forbidden');
      await refuseOtherBank(member, found.bank_account);
      return found;
    },
  );

  routes.get(
    '/cheque/:id/pdf',
    { config: { access: view }, schema: { tags, params: recordIdParams, querystring: printQuery } },
    async (request, reply) => {
      const member = requireMember(request);
      const { id } = request.params;
      const found = await records.get(member.businessId, id);
      // The cheque's page opens with its direction's page permission: one who may not open it gets no PDF of it.
      if (!holdsPermission(member, chequePermissions[found.direction].change)) throw new ForbiddenError('forbidden');
      await refuseOtherBank(member, found.bank_account);
      const page = appRoutes[found.direction === 'paid' ? 'ChequePay' : 'ChequeReceive'].path.replace(':id', String(id));
      const pdf = await printer(request, { path: page, settings: request.query, ready: '[data-testid="cheque-page"]' });
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename*=UTF-8''cheque-${found.sayad}.pdf`).send(pdf);
    },
  );

  routes.post(
    '/cheque/:id/status',
    {
      config: { access: change },
      schema: {
        tags,
        params: recordIdParams,
        body: chequeStatusBody,
        response: { 200: z.object({ data: z.object({ id: z.number(), status: z.enum(chequeStatuses), document: z.number().nullable() }), message: z.string() }) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      // A change posts its own accounting document: none once the plan ran out (issue 20).
      refuseNewDocumentsPastPlan(member);
      const changed = await records.changeStatus(actorOf(request), request.params.id, request.body, async ({ direction, banks }, tx) => {
        if (!directionsFor(member, 'change').includes(direction)) throw new ForbiddenError('forbidden');
        await refuseUnlistedAccounts(member, banks.map((id) => ({ kind: 'bank', id })), tx);
      });
      return { data: changed, message: translateServerMessage(request.lang, 'saved') };
    },
  );
}
