import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { invoice, invoiceLine, type Executor } from '@hesab/db';
import { sumMoney, type Money } from '@hesab/domain';

/**
 * A goods row of an invoice delivered by warehouse documents: its number on the invoice (from 1), what and where, how
 * many, and (a purchase's) the unit cost its posting gave it.
 */
export interface SaleRowToDeliver {
  row: number;
  product: number;
  unit: number | null;
  count: Money;
  entrepot: number;
  unitCost: Money | null;
}

/** The invoices whose goods warehouse documents move (issue 17): sales by remittances, purchases by receipts. */
export type DeliveredType = 'sell' | 'purchase';

/** A sale delivered by remittances, or a purchase received by receipts (issue 17), as its deliveries read it. */
export interface SaleToDeliver {
  id: number;
  number: number;
  date: string;
  person: number | null;
  entrepot: number;
  rows: SaleRowToDeliver[];
}

/** The invoices of `type` delivered by documents among `ids` (all of them, newest first, when none), with their goods rows. */
async function salesOf(db: Executor, businessId: number, type: DeliveredType, ids: readonly number[] | null, lock: boolean): Promise<SaleToDeliver[]> {
  const heads = db
    .select({ id: invoice.id, number: invoice.number, date: invoice.date, person: invoice.person, entrepot: invoice.entrepot })
    .from(invoice)
    .where(
      and(
        eq(invoice.businessId, businessId),
        eq(invoice.type, type),
        eq(invoice.delivery, 'documents'),
        isNull(invoice.removedAt),
        ids === null ? undefined : inArray(invoice.id, [...ids]),
      ),
    )
    .orderBy(desc(invoice.date), desc(invoice.number));
  const found = lock ? await heads.for('update') : await heads;
  if (found.length === 0) return [];
  const lines = await db
    .select({
      document: invoiceLine.documentId,
      row: invoiceLine.lineNo,
      product: invoiceLine.product,
      unit: invoiceLine.unit,
      count: invoiceLine.count,
      entrepot: invoiceLine.entrepot,
      unitCost: invoiceLine.unit_cost,
    })
    .from(invoiceLine)
    .where(and(eq(invoiceLine.businessId, businessId), inArray(invoiceLine.documentId, found.map((head) => head.id)), eq(invoiceLine.kind, 'product')))
    .orderBy(asc(invoiceLine.documentId), asc(invoiceLine.lineNo));
  return found.map((head) => ({
    id: Number(head.id),
    number: head.number,
    date: head.date,
    person: head.person === null ? null : Number(head.person),
    entrepot: Number(head.entrepot),
    rows: lines
      .filter((line) => Number(line.document) === Number(head.id))
      .map((line) => ({
        row: line.row,
        product: Number(line.product),
        unit: line.unit === null ? null : Number(line.unit),
        count: sumMoney([line.count]),
        entrepot: Number(line.entrepot ?? head.entrepot),
        unitCost: line.unitCost === null ? null : sumMoney([line.unitCost]),
      })),
  }));
}

/** An invoice of `type` delivered by documents, locked for a delivery against it; none for any other invoice. */
export async function saleToDeliver(tx: Executor, businessId: number, type: DeliveredType, id: number): Promise<SaleToDeliver | undefined> {
  const [sale] = await salesOf(tx, businessId, type, [id], true);
  return sale;
}

/** Every invoice of `type` the business delivers by documents, newest first: those with goods left are the pending remittances or receipts. */
export function salesToDeliver(db: Executor, businessId: number, type: DeliveredType): Promise<SaleToDeliver[]> {
  return salesOf(db, businessId, type, null, false);
}
