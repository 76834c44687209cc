import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceConversion, reservedItem, reservedQuery, type ReservedItem } from '@hesab/contract';
import { arrayParameter, invoice, invoiceLine, type Database, type Executor } from '@hesab/db';
import { sumMoney } from '@hesab/domain';
import { translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf, type Actor } from '../activity-log/index.ts';
import { answer, savedBody, type DocumentRow, type ReferenceTables, type SavedDocument } from '../documents/index.ts';
import { reportWarehouses, warehouseAccess } from '../inventory/index.ts';
import type { TagValues } from '../resources/index.ts';
import { holdsPermission, refuseNewDocumentsPastPlan, type Member } from '../tenancy/index.ts';
import { invoiceBinding } from './binding.ts';
import { ofInvoice, reservedEntrepot, reservedRows } from './reservations.ts';

/** What a sale made of a pre-invoice keeps of it: the header's fields and each row as typed. */
const keptFields = ['person', 'entrepot', 'branch', 'visitor', 'due_date', 'discount', 'shipping', 'tags', 'description'] as const;
const keptColumns = ['product', 'unit', 'count', 'fee', 'discount', 'discountPercent', 'tax', 'entrepot', 'description'] as const;
const pick = (from: DocumentRow, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, from[name] ?? null]));

/**
 * A pre-invoice made a sale, in one transaction: the pre-invoice is closed first (so its reservation does not count
 * against the sale), the sale written through the invoices' own store with the pre-invoice's rows, and the
 * pre-invoice marked with it. One already converted answers 420.
 */
async function convert(tx: Executor, references: ReferenceTables, tags: TagValues, member: Member, actor: Actor, id: number, date?: string): Promise<SavedDocument> {
  const [held] = await tx
    .select({ type: invoice.type, converted: invoice.convertedTo })
    .from(invoice)
    .where(and(eq(invoice.businessId, actor.businessId), eq(invoice.id, id), isNull(invoice.removedAt)))
    .for('update');
  if (held?.type !== 'presale') throw new NotFoundError();
  if (held.converted !== null) throw new BusinessRuleError('presale-converted');
  // Closed for the sale's own stock check; marked with the sale once it has its id.
  await tx.update(invoice).set({ convertedTo: id }).where(and(eq(invoice.businessId, actor.businessId), eq(invoice.id, id)));
  const store = invoiceBinding.createStore(tx, references, tags);
  const presale = await store.get(actor.businessId, id);
  // The sale is written in the pre-invoice's warehouses, which must be the member's as for any sale.
  await warehouseAccess(member, () => Promise.resolve(presale), tx, 'stored');
  const rows = (presale.rows as DocumentRow[]).map((row) => pick(row, keptColumns));
  const sale = await store.create(actor, { ...pick(presale, keptFields), type: 'sell', date: date ?? presale.date, ouid: null, returns: null, supplier_number: null, rows });
  await tx.update(invoice).set({ convertedTo: sale.id }).where(and(eq(invoice.businessId, actor.businessId), eq(invoice.id, id)));
  return sale;
}

/** What open pre-invoices reserve, row by row, for sell/reserved/items. */
async function reservedItems(db: Executor, businessId: number, query: z.infer<typeof reservedQuery>, warehouses: readonly number[] | null): Promise<ReservedItem[]> {
  const rows = await db
    .select({ invoice: invoice.id, number: invoice.number, date: invoice.date, person: invoice.person, product: invoiceLine.product, entrepot: reservedEntrepot, quantity: invoiceLine.quantity })
    .from(invoiceLine)
    .innerJoin(invoice, ofInvoice)
    .where(
      reservedRows(
        businessId,
        query.product === undefined ? undefined : eq(invoiceLine.product, query.product),
        warehouses ? sql`${reservedEntrepot} = any(${arrayParameter(warehouses)}::bigint[])` : undefined,
      ),
    )
    .orderBy(asc(invoice.date), asc(invoice.number), asc(invoiceLine.lineNo));
  return rows.map((row) => ({ ...row, invoice: Number(row.invoice), entrepot: Number(row.entrepot), product: Number(row.product), person: row.person === null ? null : Number(row.person), quantity: sumMoney([row.quantity]) }));
}

/** `POST invoice/{id}/convert` (a pre-invoice made a sale) and `GET invoice/reserved` (what open pre-invoices reserve). */
export function registerPresaleRoutes(app: FastifyInstance, db: Database, references: ReferenceTables, tags: TagValues): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/invoice/:id/convert',
    { config: { access: { permission: 'Sell' } }, schema: { tags: ['invoice'], params: recordIdParams, body: invoiceConversion, response: { 200: savedBody } } },
    async (request) => {
      if (!holdsPermission(requireMember(request), 'Presale')) throw new ForbiddenError('forbidden');
      refuseNewDocumentsPastPlan(requireMember(request));
      const sale = await db.transaction((tx) => convert(tx, references, tags, requireMember(request), actorOf(request), request.params.id, request.body.date));
      return answer(sale, translateServerMessage(request.lang, 'registered'));
    },
  );
  routes.get(
    '/invoice/reserved',
    { config: { access: { anyPermission: ['PresaleList', 'SellList', 'SellReservedItems'] } }, schema: { tags: ['invoice'], querystring: reservedQuery, response: { 200: z.object({ data: z.array(reservedItem) }) } } },
    async (request) => {
      const member = requireMember(request);
      // Only the member's warehouses' reservations (a warehouse asked that is not theirs is refused, 403).
      return { data: await reservedItems(db, member.businessId, request.query, await reportWarehouses(member, request.query.entrepot, db)) };
    },
  );
}
