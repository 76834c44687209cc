import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { invoice, invoiceLine } from '@hesab/db';

/** The warehouse a reserved row's goods are in: its own, else its pre-invoice's. */
export const reservedEntrepot = sql<number>`coalesce(${invoiceLine.entrepot}, ${invoice.entrepot})`;

/** The goods rows of the business's open pre-invoices (neither converted nor removed), with `more` conditions. */
export function reservedRows(businessId: number | Placeholder, ...more: (SQL | undefined)[]) {
  return and(
    eq(invoice.businessId, businessId),
    eq(invoice.type, 'presale'),
    isNull(invoice.removedAt),
    isNull(invoice.convertedTo),
    eq(invoiceLine.kind, 'product'),
    ...more,
  );
}

/** Lines joined to their invoice. */
export const ofInvoice = and(eq(invoice.businessId, invoiceLine.businessId), eq(invoice.id, invoiceLine.documentId));
