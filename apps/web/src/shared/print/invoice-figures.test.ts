import { describe, expect, it } from 'vitest';
import { printedInvoiceFigures } from './invoice-figures.ts';

const row = (fields: Record<string, unknown>) => ({ product: 1, kind: 'product', count: '1', fee: '0', discount: null, discountPercent: null, tax: null, total: 'stale', ...fields });

describe('the printed invoice', () => {
  it('prints a row’s own total, never its share of the invoice’s discount', () => {
    // The sale: 1 × 450,000,000 at 10% VAT, the server's row total holding its share of the discount.
    const printed = printedInvoiceFigures({ type: 'sell', discount: '10084099', shipping: '0', rows: [row({ fee: '450000000', tax: '10', total: '483907491' })] }, 0);
    expect(printed.rows.map((each) => each.total)).toEqual(['495000000']);
    expect(printed.rows[0]).toMatchObject({ fee: '450000000', tax: '10' });
  });

  it('lists the rows’ sum, row discounts, invoice discount, shipping, VAT, payable and paid in order', () => {
    const printed = printedInvoiceFigures(
      {
        type: 'purchase',
        discount: '4000000',
        shipping: '3000000',
        paid: '1000000',
        rows: [row({ count: '2', fee: '100000000', discount: '5000000', tax: '10' }), row({ fee: '10000000', discountPercent: '10', tax: '0' })],
      },
      0,
    );
    expect(printed.rows.map((each) => each.total)).toEqual(['214500000', '9000000']);
    expect(printed.figures.map((figure) => [figure.name, figure.label])).toEqual([
      ['gross', 'invoices.rowsSum'],
      ['rowDiscounts', 'invoices.rowDiscounts'],
      ['discount', 'invoices.discount'],
      ['shipping', 'invoices.shipping'],
      ['tax', 'invoices.tax'],
      ['payable', 'invoices.payable'],
      ['paid', 'invoices.paid'],
    ]);
    expect(printed.figures.map((figure) => figure.value)).toEqual(['210000000', '6000000', '4000000', '3000000', '19117647', '222117647', '1000000']);
  });

  it('leaves out the discounts, shipping and paid that are zero', () => {
    const printed = printedInvoiceFigures({ type: 'sell', discount: null, shipping: '0', paid: '0', rows: [row({ count: '3', fee: '100000', tax: '10' })] }, 0);
    expect(printed.figures.map((figure) => [figure.name, figure.value])).toEqual([
      ['gross', '300000'],
      ['tax', '30000'],
      ['payable', '330000'],
    ]);
  });
});
