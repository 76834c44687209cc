import { invoiceDefinition } from '@hesab/contract';
import { invoiceTotals } from '@hesab/domain';
import { describe, expect, it } from 'vitest';
import { blankLine, lineShapeOf, pickerItemOf, withCell, type EditedLine } from '../../shared/documents/line-values.ts';
import { countedOnceMore, reckonInvoice, scannedLine, settleInvoiceRow, termsColumn } from './invoice-row-rules.ts';
import type { ProductTerms } from './product-terms.ts';

const shape = lineShapeOf(invoiceDefinition, [], ['discount', 'discountPercent']);
if (!shape) throw new Error('an invoice has rows');

/** A drink counted in pieces, sold by the box of 12 by default. */
const drink: ProductTerms = {
  id: 7,
  name: 'نوشابه',
  code: '7',
  units: [
    { id: 1, name: 'عدد', value: '1' },
    { id: 12, name: 'جعبه', value: '12' },
  ],
  defaultUnit: 12,
  price: '50000',
  taxPercent: '10',
  barcodes: ['6260000000011'],
};
const rules = { settle: settleInvoiceRow, exclusive: [['discount', 'discountPercent']] };
const product = pickerItemOf(drink.id, drink.name, drink.code);
const unit = (id: number, name: string) => pickerItemOf(id, name, '');

const row = (values: Record<string, unknown>): EditedLine => {
  const blank = blankLine(shape);
  return { ...blank, values: { ...blank.values, ...values } };
};

describe('a row of an invoice', () => {
  it('takes its product’s default unit, the price of that unit, its VAT and a count of one when its terms come in', () => {
    const chosen = withCell(row({}), 'product', product, rules);
    expect(chosen.values).toMatchObject({ product, unit: null, fee: '' });
    const filled = withCell(chosen, termsColumn, drink, rules);
    expect(filled.values).toMatchObject({ unit: unit(12, 'جعبه'), fee: '600000', tax: '10', count: '1' });
  });

  it('keeps what the row already says: its count, fee and VAT, and a unit that is the product’s', () => {
    const typed = row({ product, unit: unit(1, 'عدد'), count: '3', fee: '45000', tax: '0' });
    expect(withCell(typed, termsColumn, drink, rules).values).toMatchObject({ unit: unit(1, 'عدد'), count: '3', fee: '45000', tax: '10' });
  });

  it('ignores terms of another product, and loses its unit with its product', () => {
    const other = row({ product: pickerItemOf(8, 'x', '8'), unit: unit(1, 'عدد') });
    expect(withCell(other, termsColumn, drink, rules).values.fee).toBe('');
    expect(withCell(other, 'product', null, rules).values.unit).toBeNull();
  });

  it('moves a fee at the product’s price with its unit; a fee of its own stays', () => {
    const boxed = withCell(withCell(row({ product }), termsColumn, drink, rules), 'unit', unit(1, 'عدد'), rules);
    expect(boxed.values.fee).toBe('50000');
    const priced = withCell(row({ product, [termsColumn]: drink, fee: '48000' }), 'unit', unit(12, 'جعبه'), rules);
    expect(priced.values.fee).toBe('48000');
  });

  it('holds a discount as an amount or a percent, never both', () => {
    const percent = withCell(row({ product, discount: '1000' }), 'discountPercent', '5', rules);
    expect(percent.values).toMatchObject({ discount: '', discountPercent: '5' });
  });
});

describe('a scanned product', () => {
  const lines = [row({ product, unit: unit(12, 'جعبه'), count: '1' }), row({ product, unit: unit(1, 'عدد'), count: '4' }), row({})];

  it('is counted on the row that has it in its default unit', () => {
    expect(scannedLine(lines, drink)).toBe(0);
    expect(countedOnceMore(lines[0] ?? row({}))).toBe('2');
  });

  it('is new where no row has it in that unit', () => {
    expect(scannedLine(lines.slice(1), drink)).toBeNull();
  });
});

describe('the invoice on screen', () => {
  const lines = [
    row({ product, unit: unit(12, 'جعبه'), count: '2', fee: '600000', discountPercent: '10', tax: '10' }),
    row({}),
    row({ product: pickerItemOf(8, 'نصب', '8'), count: '1', fee: '100001', discount: '1', tax: '9' }),
  ];
  const header = { date: '2026-06-01', discount: '5000', shipping: '20000' };

  it('is reckoned as the server reckons it: the same totals, each row’s on its own line', () => {
    const reckoned = reckonInvoice('sell', { header, lines }, 0);
    const server = invoiceTotals(
      {
        type: 'sell',
        date: '2026-06-01',
        person: null,
        discount: '5000',
        shipping: '20000',
        description: null,
        rows: [
          { product: 7, kind: 'product', entrepot: 1, count: '2', quantity: '24', fee: '600000', discount: null, discountPercent: '10', tax: '10', unit_cost: null },
          { product: 8, kind: 'service', entrepot: 1, count: '1', quantity: '1', fee: '100001', discount: '1', discountPercent: null, tax: '9', unit_cost: null },
        ],
      },
      0,
    );
    // A row shows its own total: 2 × 600,000 − 10% + 10% VAT, and 100,001 − 1 + 9% VAT; never its share of the 5,000 off.
    expect(reckoned.lines).toEqual([{ total: '1188000' }, null, { total: '109000' }]);
    expect(server.rows[0]?.total).not.toBe('1188000');
    expect(reckoned.figures.map((figure) => [figure.testId, figure.label, figure.value])).toEqual([
      ['document-rows-sum', 'invoices.rowsSum', server.gross],
      ['document-row-discounts', 'invoices.rowDiscounts', '120001'],
      ['document-invoice-discount', 'invoices.discount', '5000'],
      ['document-shipping-total', 'invoices.shipping', '20000'],
      ['document-tax', 'invoices.tax', server.tax],
      ['document-payable', 'invoices.payable', server.payable],
    ]);
    // 1,080,000 and 100,000 net share the 5,000 off as 4,576 and 424; VAT 107,542 and 8,962; shipping 20,000.
    expect(server.payable).toBe('1311504');
  });

  it('is nothing but its shipping while no row has a product', () => {
    const reckoned = reckonInvoice('purchase', { header: { date: '2026-06-01', discount: '', shipping: '20000' }, lines: [row({})] }, 0);
    expect(reckoned.lines).toEqual([null]);
    expect(reckoned.figures.map((figure) => figure.value)).toEqual(['0', '0', '0', '20000', '0', '20000']);
  });
});
