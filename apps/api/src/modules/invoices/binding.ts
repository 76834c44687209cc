import { invoiceDefinition } from '@hesab/contract';
import { invoice, invoiceLine } from '@hesab/db';
import { postInvoice, type InvoiceDocument } from '@hesab/domain';
import { everyAuthorization, tableDocumentBinding } from '../documents/index.ts';
import { warehouseAccess, warehouseReach } from '../inventory/index.ts';
import { seesCosts } from '../tenancy/index.ts';
import { invoiceHooks } from './invoice-rows.ts';
import { paymentsAccess } from './payments.ts';
import { fixedSellPrices } from './sell-fees.ts';

/**
 * Invoices (issue 16) on the document engine: one definition with a type per kind of invoice, two tables, the
 * pure posting, the hooks that fill in what the posting reads and write its payments' receipt or payment, and
 * who may pay at it or sell only at the proposed fees.
 */
export const invoiceBinding = tableDocumentBinding<InvoiceDocument>({
  definition: invoiceDefinition,
  header: invoice,
  lines: invoiceLine,
  posting: postInvoice,
  // The totals round to the business currency's decimals.
  currencies: true,
  hooks: invoiceHooks,
  // A new invoice's header, rows, stock movements and log row go with its journal, in one statement.
  oneStatement: true,
  authorize: everyAuthorization(paymentsAccess, fixedSellPrices),
  // A user limited to some warehouses reads, writes and lists the invoices of those.
  limits: warehouseAccess,
  reach: warehouseReach(),
  // What the goods cost goes only to those who may see costs: a cashier sees no margin (issue 36).
  conceal(member, document) {
    if (seesCosts(member)) return;
    const rows = document[invoiceDefinition.lines.name];
    if (Array.isArray(rows)) for (const row of rows as Record<string, unknown>[]) row.unit_cost = null;
  },
});
