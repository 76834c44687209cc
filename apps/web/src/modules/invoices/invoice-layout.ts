import type { invoiceDefinition } from '@hesab/contract';
import type { InvoiceType } from '@hesab/domain';
import type { DocumentLayout } from '../../shared/documents/document-layout.ts';
import { feeCell } from './fee-cell.tsx';
import { reckonInvoice, settleInvoiceRow } from './invoice-row-rules.ts';
import { PresaleActions, PresaleNotice } from './presale-conversion.tsx';
import { printedInvoice } from './printed-invoice.tsx';
import { productCellOf } from './product-cell.tsx';
import { returnCountCell } from './return-count-cell.tsx';
import { returnedInvoiceInput, returnedType } from './returned-invoice-input.tsx';
import { InvoiceDeliveryNotice } from './invoice-delivery-notice.tsx';
import { unitCell } from './unit-cell.tsx';

/** The types that name the invoice they return, and those a supplier's invoice number belongs to. */
const returning: ReadonlySet<InvoiceType> = new Set(['returnSell', 'returnPurchase']);
const bought: ReadonlySet<InvoiceType> = new Set(['purchase', 'returnPurchase']);
/** The types whose fee is a selling price: the last fee to the party and the cost are shown beside it. */
const selling: ReadonlySet<InvoiceType> = new Set(['sell', 'presale']);

/**
 * What an invoice of one type adds to the pages of its definition: the rows' product and unit cells (a barcode typed
 * and Enter counts a product in), what a product fills in, a row's discount as an amount or a percent (one empties
 * the other; the one left empty is sent as none), each row's total and the invoice's sum, VAT and payable worked out
 * live as the server works them out; a return names the invoice it returns (picked among the party's, its rows copied
 * and what is left to return shown under each count), a purchase the supplier's number. A sale's fee shows the last
 * fee to the party and a warning at or below cost; a pre-invoice converts into a sale; each prints as an invoice.
 */
export function invoiceLayout(type: InvoiceType): DocumentLayout<typeof invoiceDefinition> {
  return {
    // Sales name their visitor; purchases their supplier's number.
    hiddenFields: [
      ...(returning.has(type) ? [] : ['returns' as const]),
      ...(bought.has(type) ? ['visitor' as const] : ['supplier_number' as const]),
      // A pre-invoice takes no payments; what is paid shows among the totals.
      ...(type === 'presale' ? ['payments' as const, 'cheques' as const] : []),
      'paid' as const,
      'delivery' as const,
    ],
    // Every column of a row, its warehouse and description too, fits 1440px beside the menu; a narrow column's title
    // wraps under itself.
    widths: { product: 165, unit: 75, count: returning.has(type) ? 85 : 65, fee: selling.has(type) ? 120 : 110, discount: 85, discountPercent: 85, tax: 75, entrepot: 110, total: 100 },
    cells: {
      product: productCellOf(type),
      unit: unitCell,
      ...(selling.has(type) ? { fee: feeCell } : {}),
      ...(returning.has(type) ? { count: returnCountCell } : {}),
    },
    headerInputs: returnedType[type] ? [returnedInvoiceInput(returnedType[type])] : [],
    ...(type === 'presale' ? { Actions: PresaleActions, Notice: PresaleNotice } : {}),
    // A sale delivered by remittances (a purchase received by receipts) says so, with the way to do it.
    ...(type === 'sell' || type === 'purchase' ? { Notice: InvoiceDeliveryNotice } : {}),
    printed: printedInvoice,
    exclusive: [['discount', 'discountPercent']],
    noneWhenEmpty: ['discount', 'discountPercent'],
    settle: settleInvoiceRow,
    reckoned: ['total'],
    reckon: (draft, context) => reckonInvoice(type, draft, context.currencyPrecision),
  };
}
