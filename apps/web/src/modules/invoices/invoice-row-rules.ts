import { addMoney, compareMoney, invoiceBreakdown, isZeroMoney, subtractMoney, sumMoney, type InvoiceRow, type InvoiceType, type Money } from '@hesab/domain';
import type { Reckoning } from '../../shared/documents/document-layout.ts';
import { amountOf, pickedItem, pickerItemOf, type EditedLine, type HeaderValues } from '../../shared/documents/line-values.ts';
import { feeOf, type ProductTerms } from './product-terms.ts';

/*
 * A row of an invoice (issue 16) takes what it can from its product: the product's default unit, and where the row
 * leaves them empty its price for that unit, its VAT percent and a count of one; its unit is one of the product's.
 * A fee still at the product's price follows a change of unit. The figures on screen are worked out by the function
 * the server totals the invoice with, so the two agree to the last digit; with payments, what was paid and what is left.
 */

type RowValues = Readonly<Record<string, unknown>>;

/** The line's extra holding its product's terms, as the product or unit cell brought them; never sent. */
export const termsColumn = 'product_terms';

const isEmptyAmount = (value: unknown) => isZeroMoney(amountOf(value));
const picked = (values: RowValues, column: string) => pickedItem({ key: 0, values }, column);

function isTerms(value: unknown): value is ProductTerms {
  return typeof value === 'object' && value !== null && 'units' in value && 'id' in value;
}

/** The terms the row carries, if they are its product's. */
function termsOf(values: RowValues): ProductTerms | null {
  const terms = values[termsColumn];
  return isTerms(terms) && terms.id === picked(values, 'product')?.id ? terms : null;
}

/** The row's unit as a cell holds it: one of the product's units, by id. */
function unitItem(terms: ProductTerms, id: number | null) {
  const unit = terms.units.find((each) => each.id === id);
  return unit ? pickerItemOf(unit.id, unit.name, '') : null;
}

/** Whether the fee is what the product's price makes of one of its units: the row has not priced itself. */
function isListFee(terms: ProductTerms, fee: unknown): boolean {
  const amount = amountOf(fee);
  return isEmptyAmount(fee) || terms.units.some((unit) => compareMoney(feeOf(terms, unit.id) ?? '0', amount) === 0);
}

/** A row after a change: what a product chosen (or its terms come in) fills in, and a fee that follows its unit. */
export function settleInvoiceRow(values: RowValues, changed: string): RowValues {
  if (changed === 'product' && picked(values, 'product') === null) return { ...values, unit: null };
  const terms = termsOf(values);
  if (!terms) return values;
  if (changed === 'product' || changed === termsColumn) {
    const current = picked(values, 'unit')?.id ?? null;
    const unit = unitItem(terms, current) ?? unitItem(terms, terms.defaultUnit);
    const fee = feeOf(terms, unit?.id ?? null);
    return {
      ...values,
      unit,
      count: isEmptyAmount(values.count) ? '1' : values.count,
      fee: isEmptyAmount(values.fee) && fee !== null ? fee : values.fee,
      tax: isEmptyAmount(values.tax) && terms.taxPercent !== null ? terms.taxPercent : values.tax,
    };
  }
  if (changed === 'unit' && isListFee(terms, values.fee)) {
    const unit = picked(values, 'unit');
    return { ...values, fee: feeOf(terms, unit?.id ?? null) ?? values.fee };
  }
  return values;
}

/** The line a scanned product is counted on: the one that has it in its default unit; none when it is new here. */
export function scannedLine(lines: readonly EditedLine[], terms: ProductTerms): number | null {
  const at = lines.findIndex(
    (line) => pickedItem(line, 'product')?.id === terms.id && (pickedItem(line, 'unit')?.id ?? null) === terms.defaultUnit,
  );
  return at === -1 ? null : at;
}

/** One more of what the line counts. */
export const countedOnceMore = (line: EditedLine): Money => addMoney(amountOf(line.values.count), '1');

/** An amount box as the form sends a discount or shipping: none while empty or zero. */
const noneWhenZero = (value: unknown): Money | null => (isEmptyAmount(value) ? null : amountOf(value));

/** A line as the posting reads it, for its totals only: what the server fills in does not count in them. */
function invoiceRow(line: EditedLine, product: number): InvoiceRow {
  const { values } = line;
  return {
    product,
    kind: 'product',
    entrepot: 0,
    count: amountOf(values.count),
    quantity: null,
    fee: amountOf(values.fee),
    discount: noneWhenZero(values.discount),
    discountPercent: noneWhenZero(values.discountPercent),
    tax: amountOf(values.tax),
    unit_cost: null,
  };
}

const figure = (name: string, label: string, value: Money) => ({ label, value, testId: `document-${name}` });

/**
 * The invoice on screen as `invoiceBreakdown` reckons it, in the currency's `decimals`: each row's own total (lines
 * without a product have none; never the row's share of the invoice's discount) and, always all of them, the rows'
 * sum, their discounts, the invoice's discount, the shipping, the VAT and the payable.
 */
export function reckonInvoice(type: InvoiceType, draft: { header: HeaderValues; lines: readonly EditedLine[] }, decimals: number): Reckoning {
  const { header, lines } = draft;
  const priced = lines.flatMap((line, index) => {
    const product = pickedItem(line, 'product');
    return product ? [{ index, row: invoiceRow(line, product.id) }] : [];
  });
  const shown = invoiceBreakdown(
    {
      type,
      date: typeof header.date === 'string' ? header.date : '',
      person: null,
      discount: noneWhenZero(header.discount),
      shipping: noneWhenZero(header.shipping),
      description: null,
      rows: priced.map(({ row }) => row),
    },
    decimals,
  );
  const byLine = new Map(priced.map(({ index }, at) => [index, shown.rows[at] ?? '0']));
  return {
    lines: lines.map((_line, index) => {
      const total = byLine.get(index);
      return total === undefined ? null : { total };
    }),
    figures: [
      figure('rows-sum', 'invoices.rowsSum', shown.gross),
      figure('row-discounts', 'invoices.rowDiscounts', shown.rowDiscounts),
      figure('invoice-discount', 'invoices.discount', shown.invoiceDiscount),
      figure('shipping-total', 'invoices.shipping', shown.shipping),
      figure('tax', 'invoices.tax', shown.tax),
      figure('payable', 'invoices.payable', shown.payable),
      ...paymentFigures(type, header, shown.payable),
    ],
  };
}

/** What was paid at the invoice (cheques too) and what is left of its payable; a pre-invoice takes no payments. */
function paymentFigures(type: InvoiceType, header: HeaderValues, payable: Money) {
  const rowsOf = (value: unknown) => (Array.isArray(value) ? (value as RowValues[]) : []);
  const payments = [...rowsOf(header.payments), ...rowsOf(header.cheques)];
  if (type === 'presale' || payments.length === 0) return [];
  const paid = sumMoney(payments.map((payment) => amountOf(payment.amount)));
  return [figure('paid', 'invoices.paid', paid), figure('remaining', 'invoices.remaining', subtractMoney(payable, paid))];
}
