import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PendingDelivery } from '@hesab/contract';
import { entrepotRemittance, entrepotRemittanceLine, type Executor } from '@hesab/db';
import { compareMoney, subtractMoney, sumMoney, type Money } from '@hesab/domain';
import { BusinessRuleError, NotFoundError } from '../../http/errors.ts';
import type { Actor } from '../activity-log/index.ts';
import { everyAuthorization, findNamedRecords, type DocumentBinding, type DocumentRow, type ReferenceTables, type SavedDocument } from '../documents/index.ts';
import { refuseUnlistedWarehouses } from '../inventory/index.ts';
import { saleToDeliver, salesToDeliver, type SaleRowToDeliver } from '../invoices/index.ts';
import type { Member } from '../tenancy/index.ts';
import { warehouseBindings } from './bindings.ts';

/*
 * Sales delivered by remittances (issue 17, a business whose setting says so): the sale posts no stock and no cost;
 * a storekeeper delivers its goods, wholly or in part, by remittances made against it, which move the stock and post
 * the cost of goods sold; the sale shows each row's goods delivered.
 */

const rowKey = (product: number, unit: number | null) => `${product}:${unit ?? ''}`;

/** What the standing remittances of each sale delivered, by sale and by its rows' product and unit (a sale has each once). */
async function deliveredOf(db: Executor, businessId: number, sales: readonly number[]): Promise<Map<number, Map<string, Money>>> {
  const delivered = new Map<number, Map<string, Money>>();
  if (sales.length === 0) return delivered;
  const line = entrepotRemittanceLine;
  const rows = await db
    .select({ invoice: entrepotRemittance.invoice, product: line.product, unit: line.unit, count: sql<string>`coalesce(sum(${line.count}), 0)::text` })
    .from(line)
    .innerJoin(entrepotRemittance, and(eq(entrepotRemittance.businessId, line.businessId), eq(entrepotRemittance.id, line.documentId)))
    .where(and(eq(entrepotRemittance.businessId, businessId), inArray(entrepotRemittance.invoice, [...sales]), isNull(entrepotRemittance.removedAt)))
    .groupBy(entrepotRemittance.invoice, line.product, line.unit);
  for (const row of rows) {
    const sale = Number(row.invoice);
    const of = delivered.get(sale) ?? new Map<string, Money>();
    delivered.set(sale, of.set(rowKey(row.product, row.unit), sumMoney([row.count])));
  }
  return delivered;
}

const left = (row: SaleRowToDeliver, delivered: ReadonlyMap<string, Money> | undefined) => subtractMoney(row.count, delivered?.get(rowKey(row.product, row.unit)) ?? '0');

/**
 * Goods of a sale's rows (by number, from 1) delivered by a remittance made of them, out of their warehouse, to its
 * buyer: no row beyond what is left of it, and all from one warehouse (420 otherwise). The remittance moves the stock
 * at cost and posts it.
 */
export async function deliverSale(
  tx: Executor,
  references: ReferenceTables,
  member: Member,
  actor: Actor,
  id: number,
  asked: { date?: string; rows: readonly { row: number; count: string }[] },
  today: string,
): Promise<SavedDocument> {
  const sale = await saleToDeliver(tx, actor.businessId, id);
  if (!sale) throw new NotFoundError();
  const delivered = (await deliveredOf(tx, actor.businessId, [id])).get(id);
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
  const remittance = {
    date: asked.date ?? today,
    entrepot,
    person: sale.person,
    invoice: id,
    description: null,
    ouid: null,
    rows: taken.map(({ line, count }) => ({ product: line.product, unit: line.unit, count, batch: null, description: null })),
  };
  return warehouseBindings.remittance.createStore(tx, references).create(actor, remittance);
}

/**
 * The pending remittances: sales delivered by remittances with goods left to deliver, newest first, each row with
 * what was sold and delivered; of the member's warehouses only (`warehouses`; null: all).
 */
export async function pendingDeliveries(db: Executor, businessId: number, references: ReferenceTables, warehouses: readonly number[] | null): Promise<PendingDelivery[]> {
  const sales = (await salesToDeliver(db, businessId)).filter((sale) => warehouses === null || sale.rows.some((row) => warehouses.includes(row.entrepot)));
  const delivered = await deliveredOf(db, businessId, sales.map((sale) => sale.id));
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
 * The invoices' binding with their deliveries: a sale delivered by remittances reads with each row's goods delivered
 * (`delivered`), and one with a remittance against it does not change or go until its remittances do (420 naming
 * the sale).
 */
export function deliveredByRemittances(binding: DocumentBinding): DocumentBinding {
  const delivering = async (member: Member, document: () => Promise<DocumentRow>, db: Executor, standing: 'stored' | 'sent') => {
    if (standing !== 'stored') return;
    const read = await document();
    if (read.delivery !== 'documents' || typeof read.id !== 'number') return;
    if ((await deliveredOf(db, member.businessId, [read.id])).has(read.id)) throw new BusinessRuleError('invoice-delivered', { number: String(read.number) });
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
          if (document.delivery !== 'documents') return document;
          const delivered = (await deliveredOf(db, businessId, [id])).get(id);
          for (const row of document.rows as DocumentRow[]) {
            if (row.kind === 'product') row.delivered = delivered?.get(rowKey(Number(row.product), typeof row.unit === 'number' ? row.unit : null)) ?? '0';
          }
          return document;
        },
      };
    },
  };
}
