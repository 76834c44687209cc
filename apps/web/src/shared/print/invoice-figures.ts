import { invoiceBreakdown, isMoney, isZeroMoney, type InvoiceRow, type InvoiceType, type Money } from '@hesab/domain';

/** A figure printed under an invoice's rows: its name, the label's translation key, and the amount. */
export interface InvoiceFigure {
  name: string;
  label: string;
  value: Money;
}

type Record_ = Readonly<Record<string, unknown>>;

const moneyOrNull = (value: unknown): Money | null => (isMoney(value) && !isZeroMoney(value) ? value : null);
const rowsOf = (document: Record_): Record_[] => (Array.isArray(document.rows) ? (document.rows as Record_[]) : []);

/** A saved invoice's row as `invoiceBreakdown` reads it; only its count, fee, discount and VAT count. */
function rowOf(row: Record_): InvoiceRow {
  return {
    product: typeof row.product === 'number' ? row.product : 0,
    kind: row.kind === 'service' ? 'service' : 'product',
    entrepot: 0,
    count: isMoney(row.count) ? row.count : null,
    quantity: null,
    fee: isMoney(row.fee) ? row.fee : null,
    discount: moneyOrNull(row.discount),
    discountPercent: moneyOrNull(row.discountPercent),
    tax: isMoney(row.tax) ? row.tax : null,
    unit_cost: null,
  };
}

/**
 * A saved invoice as it is printed (on A4, in its PDF, on the roll) and shown, in its currency's `decimals`: each row with its own total (never its share of the
 * invoice's discount), and under the rows, in order, the rows' sum, their discounts, the invoice's discount, the
 * shipping, the VAT, the payable and what was paid; the discounts, the shipping and the paid only where there are some.
 */
export function printedInvoiceFigures(document: Record_, decimals: number): { rows: (Record_ & { total: Money })[]; figures: InvoiceFigure[]; payable: Money } {
  const rows = rowsOf(document);
  const shown = invoiceBreakdown(
    {
      type: (typeof document.type === 'string' ? document.type : 'sell') as InvoiceType,
      date: typeof document.date === 'string' ? document.date : '',
      person: null,
      discount: moneyOrNull(document.discount),
      shipping: moneyOrNull(document.shipping),
      description: null,
      rows: rows.map(rowOf),
    },
    decimals,
  );
  const figures: (InvoiceFigure & { optional?: boolean })[] = [
    { name: 'gross', label: 'invoices.rowsSum', value: shown.gross },
    { name: 'rowDiscounts', label: 'invoices.rowDiscounts', value: shown.rowDiscounts, optional: true },
    { name: 'discount', label: 'invoices.discount', value: shown.invoiceDiscount, optional: true },
    { name: 'shipping', label: 'invoices.shipping', value: shown.shipping, optional: true },
    { name: 'tax', label: 'invoices.tax', value: shown.tax },
    { name: 'payable', label: 'invoices.payable', value: shown.payable },
    ...(isMoney(document.paid) ? [{ name: 'paid', label: 'invoices.paid', value: document.paid, optional: true }] : []),
  ];
  return {
    payable: shown.payable,
    rows: rows.map((row, index) => ({ ...row, total: shown.rows[index] ?? '0' })),
    figures: figures.filter((figure) => !(figure.optional === true && isZeroMoney(figure.value))).map(({ name, label, value }) => ({ name, label, value })),
  };
}
