import type { invoiceDefinition } from '@hesab/contract';
import type { InvoiceType } from '@hesab/domain';
import type { DocumentLayout } from '../../shared/documents/document-layout.ts';
import { reckonInvoice, settleInvoiceRow } from './invoice-row-rules.ts';
import { productCell } from './product-cell.tsx';
import { unitCell } from './unit-cell.tsx';

/** The types that name the invoice they return, and those a supplier's invoice number belongs to. */
const returning: ReadonlySet<InvoiceType> = new Set(['returnSell', 'returnPurchase']);
const bought: ReadonlySet<InvoiceType> = new Set(['purchase', 'returnPurchase']);

/**
 * What an invoice of one type adds to the pages of its definition: the rows' product and unit cells (a barcode typed
 * and Enter counts a product in), what a product fills in, a row's discount as an amount or a percent (one empties
 * the other; the one left empty is sent as none), each row's total and the invoice's sum, VAT and payable worked out
 * live as the server works them out; a return names the invoice it returns, a purchase the supplier's number.
 */
export function invoiceLayout(type: InvoiceType): DocumentLayout<typeof invoiceDefinition> {
  return {
    // Sales name their visitor; purchases their supplier's number.
    hiddenFields: [
      ...(returning.has(type) ? [] : ['returns' as const]),
      ...(bought.has(type) ? ['visitor' as const] : ['supplier_number' as const]),
      // A pre-invoice takes no payments; what is paid shows among the totals.
      ...(type === 'presale' ? ['payments' as const] : []),
      'paid' as const,
    ],
    // A row up to its total fits 1440px beside the menu (its warehouse and description may scroll into view); the
    // percents wide enough for "12.50%" beside their toggle.
    widths: { product: 200, unit: 85, count: 70, fee: 120, discount: 100, discountPercent: 110, tax: 110, entrepot: 130, total: 120 },
    cells: { product: productCell, unit: unitCell },
    exclusive: [['discount', 'discountPercent']],
    noneWhenEmpty: ['discount', 'discountPercent'],
    settle: settleInvoiceRow,
    reckoned: ['total'],
    reckon: (draft, context) => reckonInvoice(type, draft, context.currencyPrecision),
  };
}
