import { isMoney, isZeroMoney, type Money } from '@hesab/domain';

/** A figure printed under an invoice's rows: its name, the label's translation key, and the amount. */
export interface InvoiceFigure {
  name: string;
  label: string;
  value: Money;
}

/**
 * The figures printed under an invoice's rows, in order: its own discount and shipping, its sum, VAT and payable,
 * and what was paid; the discount, the shipping and the paid only where there are some.
 */
export function invoiceFigures(invoice: Readonly<Record<string, unknown>>): InvoiceFigure[] {
  return [
    { name: 'discount', label: 'invoices.discount' },
    { name: 'shipping', label: 'invoices.shipping' },
    { name: 'sum', label: 'invoices.sum' },
    { name: 'tax', label: 'invoices.tax' },
    { name: 'payable', label: 'invoices.payable' },
    { name: 'paid', label: 'invoices.paid' },
  ].flatMap((figure) => {
    const value = invoice[figure.name];
    const optional = figure.name === 'discount' || figure.name === 'shipping' || figure.name === 'paid';
    return !isMoney(value) || (optional && isZeroMoney(value)) ? [] : [{ ...figure, value }];
  });
}
