import { isZeroMoney } from '@hesab/domain';
import type { CashierSetup } from './cashier-setup.ts';
import type { CounterKind, LocalSale, SaleBody } from './local-database.ts';
import type { Settlement } from './payment-dialog.tsx';
import { cartTotals, invoiceRowOf, type Cart } from './sale-cart.ts';

/**
 * The sale as `POST invoice` takes it, and as the device keeps it until the server has it: the cart's rows as the
 * totals reckoned them, paid into the till's cash box and through its terminal's bank account.
 */
export function localSale(cart: Cart, settlement: Settlement, setup: CashierSetup, context: { kind: CounterKind; ouid: string; date: string; precision: number }): LocalSale {
  const payments: SaleBody['payments'] = [];
  if (!isZeroMoney(settlement.cash) && setup.cash !== null) payments.push({ cash: setup.cash, amount: settlement.cash });
  if (!isZeroMoney(settlement.card) && setup.bank !== null) {
    payments.push({ bank: setup.bank, amount: settlement.card, ...(settlement.tracking ? { tracking: settlement.tracking } : {}) });
  }
  const body: SaleBody = {
    type: context.kind,
    ouid: context.ouid,
    date: context.date,
    entrepot: setup.entrepot ?? 0,
    person: cart.person ?? setup.person,
    rows: cart.lines.map((line) => {
      const row = invoiceRowOf(line);
      return { product: row.product, unit: line.product.unit, count: line.count, fee: row.fee ?? '0', discount: row.discount, discountPercent: row.discountPercent, tax: row.tax };
    }),
    payments,
    discount: cart.discount,
    description: null,
  };
  return {
    ouid: context.ouid,
    store: true,
    status: 'pending',
    body,
    payable: cartTotals(cart, context.precision).payable,
    createdAt: Date.now(),
    id: null,
    number: null,
    error: null,
  };
}
