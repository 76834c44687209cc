import type { reportEngineMessages as persian } from '../report-engine.ts';

export const reportEngineMessages: typeof persian = {
  total: 'Total',
  subtotal: 'Total of {{group}}',
  removedLists: {
    invoicesRemoved: 'Removed invoices',
    paymentsRemoved: 'Removed receipts and payments',
  },
  empty: 'Nothing in this period.',
  sellProducts: {
    title: 'Products sold',
    code: 'Product code',
    product: 'Product',
    soldQuantity: 'Quantity sold',
    soldAmount: 'Sales amount',
    returnedQuantity: 'Quantity returned',
    returnedAmount: 'Returns amount',
    netQuantity: 'Net quantity',
    netAmount: 'Net sales',
  },
  review: {
    title: 'Accounts review',
    month: 'Month',
    code: 'Account code',
    name: 'Account',
    debit: 'Debit',
    credit: 'Credit',
    remain: 'Month’s balance',
    level: 'Account level',
    levels: { given: 'Subsidiary', total: 'Control' },
  },
};
