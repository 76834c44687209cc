import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expiringLot, expiringQuery, pendingDelivery, transferConfirmation, warehouseCheckout, warehouseDefinitions } from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import { compareMoney, subtractMoney } from '@hesab/domain';
import { translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError, FieldErrors, NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf, type Actor } from '../activity-log/index.ts';
import { answer, savedBody, type DocumentRow, type ReferenceTables, type SavedDocument } from '../documents/index.ts';
import { expiringLots, refuseUnlistedWarehouses } from '../inventory/index.ts';
import { appliedAccess, businessToday, refuseNewDocumentsPastPlan, type Member } from '../tenancy/index.ts';
import { warehouseBindings } from './bindings.ts';
import { deliveredBy, deliverInvoice, pendingDeliveries } from './deliveries.ts';
import { warehouseTables } from './tables.ts';

/** A document's header locked for a command on it (a confirmation, a checkout): none standing is 404. */
async function lockedHead(tx: Executor, kind: 'transferRemittance' | 'tempReceipt', businessId: number, id: number) {
  const { header } = warehouseTables[kind];
  const [head] = await tx
    .select({ id: header.id, date: header.date, confirmed: sql<string | null>`${header}.confirmed::text` })
    .from(header)
    .where(and(eq(header.businessId, businessId), eq(header.id, id), isNull(header.removedAt)))
    .for('update');
  if (!head) throw new NotFoundError();
  return { date: String(head.date), confirmed: head.confirmed };
}

/**
 * A transfer's goods arrived: its receiving storekeeper (a member who may use the receiving warehouse) confirms it on
 * a day not before it left, and the transfer is posted again with its goods in the receiving warehouse from that day.
 */
async function confirmTransfer(tx: Executor, references: ReferenceTables, member: Member, actor: Actor, id: number, date: string): Promise<SavedDocument> {
  const head = await lockedHead(tx, 'transferRemittance', actor.businessId, id);
  if (head.confirmed !== null) throw new BusinessRuleError('transfer-confirmed', { date: head.confirmed });
  if (date < head.date) throw new FieldErrors({ date: [{ key: 'invalid-value' }] });
  const store = warehouseBindings.transferRemittance.createStore(tx, references);
  const transfer = await store.get(actor.businessId, id);
  await refuseUnlistedWarehouses(member, [transfer.to_entrepot], tx);
  const { header } = warehouseTables.transferRemittance;
  await tx.execute(sql`update ${header} set confirmed = ${date} where business_id = ${actor.businessId} and id = ${id}`);
  return store.update(actor, id, transfer);
}

/** What a receipt made of a temporary receipt keeps of each of its rows. */
const keptColumns = ['product', 'unit', 'cost', 'batch', 'expire', 'description'] as const;
const pick = (from: DocumentRow, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, from[name] ?? null]));

/**
 * Goods of a temporary receipt's rows taken into stock, wholly or in part: a receipt of them, from its supplier into
 * its warehouse, that names it; no row beyond what is left of it (420 naming the row and what is left).
 */
async function checkOut(
  tx: Executor,
  references: ReferenceTables,
  member: Member,
  actor: Actor,
  id: number,
  body: z.infer<typeof warehouseCheckout>,
  today: string,
): Promise<SavedDocument> {
  await lockedHead(tx, 'tempReceipt', actor.businessId, id);
  const temporary = await warehouseBindings.tempReceipt.createStore(tx, references).get(actor.businessId, id);
  await refuseUnlistedWarehouses(member, [temporary.entrepot], tx);
  const rows = temporary.rows as DocumentRow[];
  const taken = body.rows.map(({ row, count }) => {
    const line = rows[row - 1];
    if (!line) throw new BusinessRuleError('checkout-row-missing', { row: String(row) });
    const available = subtractMoney(String(line.count ?? '0'), String(line.checked_out ?? '0'));
    if (compareMoney(count, available) > 0 || compareMoney(count, '0') <= 0) throw new BusinessRuleError('checkout-exceeds', { row: String(row), available });
    return { ...pick(line, keptColumns), count };
  });
  const receipt = {
    date: body.date ?? today,
    entrepot: temporary.entrepot,
    person: temporary.person,
    temp_receipt: id,
    description: temporary.description,
    ouid: null,
    rows: taken,
  };
  return warehouseBindings.receipt.createStore(tx, references).create(actor, receipt);
}

/**
 * `POST entrepot/transferRemittance/{id}/confirm` (the receiving storekeeper confirms a transfer arrived),
 * `POST entrepot/tempReceipt/{id}/checkout` (a temporary receipt's goods taken into stock by a receipt),
 * `GET entrepot/remittance|receipt/pending` and `POST entrepot/remittance|receipt/{invoice}/checkout` (a sale's goods
 * delivered by a remittance, a purchase's taken in by a receipt, where the business delivers invoices so) and `GET entrepot/expiring?days&entrepot` (expireDateItems: the
 * lots expiring soon, and those expired).
 */
export function registerWarehouseRoutes(app: FastifyInstance, db: Database, references: ReferenceTables): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/entrepot/transferRemittance/:id/confirm',
    {
      config: { access: { permission: 'EntrepotTransferRemittance' } },
      schema: { tags: ['entrepot/transferRemittance'], params: recordIdParams, body: transferConfirmation, response: { 200: savedBody } },
    },
    async (request) => {
      const member = requireMember(request);
      const date = request.body.date ?? (await businessToday(db, member.businessId));
      const saved = await db.transaction((tx) => confirmTransfer(tx, references, member, actorOf(request), request.params.id, date));
      return answer(saved, translateServerMessage(request.lang, 'saved'));
    },
  );
  // A sale's goods delivered by remittances, a purchase's taken in by receipts.
  for (const type of ['sell', 'purchase'] as const) {
    const kind = deliveredBy[type];
    const { permissions } = warehouseDefinitions[kind];
    routes.get(
      `/entrepot/${kind}/pending`,
      { config: { access: { permission: permissions.view } }, schema: { tags: [`entrepot/${kind}`], response: { 200: z.object({ data: z.array(pendingDelivery) }) } } },
      async (request) => {
        const member = requireMember(request);
        return { data: await pendingDeliveries(db, member.businessId, type, references, appliedAccess(member, member.entrepotAccess)) };
      },
    );
    routes.post(
      `/entrepot/${kind}/:id/checkout`,
      { config: { access: { permission: permissions.create } }, schema: { tags: [`entrepot/${kind}`], params: recordIdParams, body: warehouseCheckout, response: { 200: savedBody } } },
      async (request) => {
        const member = requireMember(request);
        refuseNewDocumentsPastPlan(member);
        const today = await businessToday(db, member.businessId);
        const saved = await db.transaction((tx) => deliverInvoice(tx, references, member, actorOf(request), type, request.params.id, request.body, today));
        return answer(saved, translateServerMessage(request.lang, 'registered'));
      },
    );
  }
  routes.get(
    '/entrepot/expiring',
    {
      config: { access: { permission: 'ExpireDateItems' } },
      schema: { tags: ['entrepot'], querystring: expiringQuery, response: { 200: z.object({ data: z.array(expiringLot) }) } },
    },
    async (request) => {
      const member = requireMember(request);
      const today = await businessToday(db, member.businessId);
      return { data: await expiringLots(db, member.businessId, request.query, today, appliedAccess(member, member.entrepotAccess)) };
    },
  );
  routes.post(
    '/entrepot/tempReceipt/:id/checkout',
    {
      config: { access: { permission: 'EntrepotReceipt' } },
      schema: { tags: ['entrepot/tempReceipt'], params: recordIdParams, body: warehouseCheckout, response: { 200: savedBody } },
    },
    async (request) => {
      const member = requireMember(request);
      refuseNewDocumentsPastPlan(member);
      const today = await businessToday(db, member.businessId);
      const saved = await db.transaction((tx) => checkOut(tx, references, member, actorOf(request), request.params.id, request.body, today));
      return answer(saved, translateServerMessage(request.lang, 'registered'));
    },
  );
}
