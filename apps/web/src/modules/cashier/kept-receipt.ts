import { invoiceTotals, sumMoney } from '@hesab/domain';
import { printedInvoiceFigures } from '../../shared/print/invoice-figures.ts';
import type { RollReceiptContent } from '../../shared/print/roll-receipt.tsx';
import type { CashierDatabase, LocalSale } from './local-database.ts';

/**
 * A kept sale's receipt, drawn from the device alone so that it prints with no network: the products' and the
 * customer's names from the copy, the figures reckoned as the server will, its number once the server gave one.
 */
export async function keptSaleReceipt(database: CashierDatabase, sale: LocalSale, precision: number): Promise<RollReceiptContent> {
  const { body } = sale;
  const [products, person] = await Promise.all([
    database.products.bulkGet(body.rows.map((row) => row.product)),
    body.person === null ? undefined : database.person.get(body.person),
  ]);
  const totals = invoiceTotals(
    {
      type: body.type,
      date: body.date,
      person: body.person,
      discount: body.discount,
      shipping: null,
      description: body.description,
      rows: body.rows.map((row, index) => ({ ...row, kind: products[index]?.type ?? 'product', entrepot: body.entrepot, quantity: null, unit_cost: null })),
    },
    precision,
  );
  const paid = sumMoney(body.payments.map((payment) => payment.amount));
  // Row totals and figures as the saved invoice's roll and A4 print show them.
  const printed = printedInvoiceFigures({ type: body.type, discount: body.discount, shipping: null, paid, rows: body.rows.map((row, index) => ({ ...row, kind: products[index]?.type ?? 'product' })) }, precision);
  return {
    type: body.type,
    number: sale.number,
    reference: sale.ouid.slice(0, 8),
    date: body.date,
    party: person?.name ?? null,
    rows: body.rows.map((row, index) => ({
      label: products[index]?.name ?? '',
      count: row.count,
      fee: row.fee,
      discount: totals.rows[index]?.discount ?? null,
      total: printed.rows[index]?.total ?? '0',
    })),
    figures: printed.figures,
    payable: printed.payable,
  };
}
