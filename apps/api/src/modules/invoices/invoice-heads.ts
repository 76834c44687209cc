import { and, eq, inArray } from 'drizzle-orm';
import { invoice, type Executor } from '@hesab/db';

/** What names an invoice elsewhere (a movement of its goods in a product's turnover): its type, number and party. */
export interface InvoiceHead {
  id: number;
  type: string;
  number: number;
  person: number | null;
}

/** The heads of invoices of the business, by id. */
export async function invoiceHeads(db: Executor, businessId: number, ids: readonly number[]): Promise<Map<number, InvoiceHead>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoice.id, type: invoice.type, number: invoice.number, person: invoice.person })
    .from(invoice)
    .where(and(eq(invoice.businessId, businessId), inArray(invoice.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), type: row.type, number: row.number, person: row.person === null ? null : Number(row.person) }]));
}
