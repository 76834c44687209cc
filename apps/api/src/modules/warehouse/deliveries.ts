import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PendingDelivery } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { compareMoney, subtractMoney, sumMoney, type Money } from '@hesab/domain';
import { BusinessRuleError, NotFoundError } from '../../http/errors.ts';
import type { Actor } from '../activity-log/index.ts';
import { everyAuthorization, findNamedRecords, type DocumentAuthorization, type DocumentBinding, type DocumentRow, type ReferenceTables, type SavedDocument } from '../documents/index.ts';
import { refuseUnlistedWarehouses } from '../inventory/index.ts';
import { saleToDeliver, salesToDeliver, type DeliveredType, type SaleRowToDeliver } from '../invoices/index.ts';
import type { Member } from '../tenancy/index.ts';
import { warehouseBindings } from './bindings.ts';
import { warehouseTables } from './tables.ts';

/*
 * Invoices delivered by warehouse documents (issue 17, a business whose setting says so): a sale posts no stock and no
 * cost, a purchase its goods to goods in transit; a storekeeper delivers a sale's goods by remittances, and takes a
 * purchase's in by receipts, wholly or in part, each naming the invoice, moving the stock and posting what it moves;
 * the invoice shows each row's goods delivered.
 */

/** The kind of warehouse document that delivers each type of invoice. */
export const deliveredBy = { sell: 'remittance', purchase: 'receipt' } as const satisfies Record<DeliveredType, 'remittance' | 'receipt'>;
const isDelivered = (type: unknown): type is DeliveredType => type === 'sell' || type === 'purchase';

const rowKey = (product: number, unit: number | null) => `${product}:${unit ?? ''}`;

/** What the standing remittances (or receipts) of each invoice delivered, by invoice and by its rows' product and unit (an invoice has each once). */
async function deliveredOf(db: Executor, businessId: number, type: DeliveredType, invoices: readonly number[]): Promise<Map<number, Map<string, Money>>> {
  const delivered = new Map<number, Map<string, Money>>();
  if (invoices.length === 0) return delivered;
  const { header, lines } = warehouseTables[deliveredBy[type]];
  const rows = await db
    .select({ invoice: sql<string>`${header}.invoice_id`, product: sql<string>`${lines}.product_id`, unit: sql<string | null>`${lines}.unit_id`, count: sql<string>`coalesce(sum(${lines}.count), 0)::text` })
    .from(lines)
    .innerJoin(header, and(eq(header.businessId, lines.businessId), eq(header.id, lines.documentId)))
    .where(and(eq(header.businessId, businessId), inArray(sql`${header}.invoice_id`, [...invoices]), isNull(header.removedAt)))
    .groupBy(sql`${header}.invoice_id`, sql`${lines}.product_id`, sql`${lines}.unit_id`);
  for (const row of rows) {
    const invoice = Number(row.invoice);
    const of = delivered.get(invoice) ?? new Map<string, Money>();
    delivered.set(invoice, of.set(rowKey(Number(row.product), row.unit === null ? null : Number(row.unit)), sumMoney([row.count])));
  }
  return delivered;
}

const left = (row: SaleRowToDeliver, delivered: ReadonlyMap<string, Money> | undefined) => subtractMoney(row.count, delivered?.get(rowKey(row.product, row.unit)) ?? '0');

/**
 * Goods of an invoice's rows (by number, from 1) delivered by a warehouse document made of them: a sale's out of their
 * warehouse to its buyer by a remittance, which moves the stock at cost and posts it; a purchase's into their
 * warehouse by a receipt, at what each cost on the purchase, out of goods in transit. No row beyond what is left of
 * it, and all in one warehouse (420 otherwise).
 */
export async function deliverInvoice(
  tx: Executor,
  references: ReferenceTables,
  member: Member,
  actor: Actor,
  type: DeliveredType,
  id: number,
  asked: { date?: string; rows: readonly { row: number; count: string }[] },
  today: string,
): Promise<SavedDocument> {
  const sale = await saleToDeliver(tx, actor.businessId, type, id);
  if (!sale) throw new NotFoundError('invoice-not-found');
  const delivered = (await deliveredOf(tx, actor.businessId, type, [id])).get(id);
  const taken = asked.rows.map(({ row, count }) => {
    const line = sale.rows.find((each) => each.row === row);
    if (!line) throw new BusinessRuleError('checkout-row-missing', { row: String(row) });
    const available = left(line, delivered);
    if (compareMoney(count, available) > 0 || compareMoney(count, '0') <= 0) throw new BusinessRuleError('checkout-exceeds', { row: String(row), available });
    return { line, count };
  });
  const warehouses = [...new Set(taken.map(({ line }) => line.entrepot))];
  const [entrepot] = warehouses;
  if (entrepot === undefined || warehouses.length > 1) throw new BusinessRuleError('checkout-one-entrepot');
  await refuseUnlistedWarehouses(member, [entrepot], tx);
  const document = {
    date: asked.date ?? today,
    entrepot,
    person: sale.person,
    invoice: id,
    description: null,
    ouid: null,
    rows: taken.map(({ line, count }) => ({ product: line.product, unit: line.unit, count, cost: null, batch: null, expire: null, description: null })),
  };
  return warehouseBindings[deliveredBy[type]].createStore(tx, references).create(actor, document);
}

/**
 * The pending remittances (or receipts): invoices of `type` delivered by documents with goods left to deliver, newest
 * first, each row with what the invoice has and what was delivered; of the member's warehouses only (`warehouses`;
 * null: all).
 */
export async function pendingDeliveries(
  db: Executor,
  businessId: number,
  type: DeliveredType,
  references: ReferenceTables,
  warehouses: readonly number[] | null,
): Promise<PendingDelivery[]> {
  const sales = (await salesToDeliver(db, businessId, type)).filter((sale) => warehouses === null || sale.rows.some((row) => warehouses.includes(row.entrepot)));
  const delivered = await deliveredOf(db, businessId, type, sales.map((sale) => sale.id));
  const pending = sales.filter((sale) => sale.rows.some((row) => compareMoney(left(row, delivered.get(sale.id)), '0') > 0));
  const { names } = await findNamedRecords(
    db,
    businessId,
    pending.flatMap((sale) => [{ resource: 'customer', id: sale.person }, ...sale.rows.map((row) => ({ resource: 'products', id: row.product }))]),
    references,
  );
  return pending.map((sale) => ({
    invoice: sale.id,
    number: sale.number,
    date: sale.date,
    person: sale.person,
    person_label: sale.person === null ? null : (names.get(`customer:${sale.person}`) ?? null),
    entrepot: sale.entrepot,
    rows: sale.rows.map((row) => ({
      row: row.row,
      product: row.product,
      product_label: names.get(`products:${row.product}`) ?? '',
      unit: row.unit,
      count: row.count,
      delivered: subtractMoney(row.count, left(row, delivered.get(sale.id))),
    })),
  }));
}

/**
 * The invoices' binding with their deliveries: an invoice delivered by documents reads with each row's goods delivered
 * (`delivered`), and one with a remittance or receipt against it does not change or go until they do (420 naming it).
 */
export function deliveredByRemittances(binding: DocumentBinding): DocumentBinding {
  const delivering: DocumentAuthorization = async (member, document, db, standing) => {
    if (standing !== 'stored') return;
    const read = await document();
    if (read.delivery !== 'documents' || typeof read.id !== 'number' || !isDelivered(read.type)) return;
    if ((await deliveredOf(db, member.businessId, read.type, [read.id])).has(read.id)) throw new BusinessRuleError('invoice-delivered', { number: String(read.number) });
  };
  return {
    ...binding,
    authorize: everyAuthorization(...(binding.authorize ? [binding.authorize] : []), delivering),
    createStore(db, references, tags) {
      const store = binding.createStore(db, references, tags);
      return {
        ...store,
        async get(businessId, id) {
          const document = await store.get(businessId, id);
          if (document.delivery !== 'documents' || !isDelivered(document.type)) return document;
          const delivered = (await deliveredOf(db, businessId, document.type, [id])).get(id);
          for (const row of document.rows as DocumentRow[]) {
            if (row.kind === 'product') row.delivered = delivered?.get(rowKey(Number(row.product), typeof row.unit === 'number' ? row.unit : null)) ?? '0';
          }
          return document;
        },
      };
    },
  };
}

