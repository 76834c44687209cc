import { z } from 'zod';
import { defineReport, reportPeriod } from './definition.ts';

/*
 * The reports built on the engine. Amounts are decimal strings; a month is the ISO first and last day of a month
 * of the business's calendar inside the period.
 */

const amount = z.string();

/**
 * SellProducts (sell/products): each product sold in the period, its sales and its returns, quantities in base
 * units and amounts after every discount and before VAT (at the invoice's rate where in another currency).
 */
export const sellProductsReport = defineReport({
  route: 'SellProducts',
  path: '/report/sellProducts',
  title: 'reportEngine.sellProducts.title',
  params: reportPeriod,
  choices: [],
  row: z.object({
    product: z.number().int(),
    product_code: z.string().nullable(),
    product_label: z.string().nullable(),
    sold_quantity: amount,
    sold_amount: amount,
    returned_quantity: amount,
    returned_amount: amount,
    net_quantity: amount,
    net_amount: amount,
  }),
  rowKey: (row) => String(row.product),
  columns: [
    { key: 'product_code', label: 'reportEngine.sellProducts.code', kind: 'code' },
    { key: 'product_label', label: 'reportEngine.sellProducts.product', kind: 'text' },
    { key: 'sold_quantity', label: 'reportEngine.sellProducts.soldQuantity', kind: 'quantity', total: true },
    { key: 'sold_amount', label: 'reportEngine.sellProducts.soldAmount', kind: 'money', total: true },
    { key: 'returned_quantity', label: 'reportEngine.sellProducts.returnedQuantity', kind: 'quantity', total: true },
    { key: 'returned_amount', label: 'reportEngine.sellProducts.returnedAmount', kind: 'money', total: true },
    { key: 'net_quantity', label: 'reportEngine.sellProducts.netQuantity', kind: 'quantity', total: true },
    { key: 'net_amount', label: 'reportEngine.sellProducts.netAmount', kind: 'money', total: true },
  ],
  link: (row, period) => ({ route: 'ProductTurnover', id: row.product, query: { from: period.from, to: period.to } }),
});

export const reviewLevels = ['given', 'total'] as const;
export type ReviewLevel = (typeof reviewLevels)[number];

/**
 * The review report (accounting/report/review): each account's debits, credits and their difference (debit less
 * credit) in each month of the period, read from the kept daily balances; at the given level a row opens the book
 * of its account and month.
 */
export const reviewReport = defineReport({
  route: 'ReportReview',
  path: '/report/review',
  title: 'reportEngine.review.title',
  params: reportPeriod.extend({ level: z.enum(reviewLevels).default('given') }),
  choices: [{ name: 'level', label: 'reportEngine.review.level', options: reviewLevels }],
  row: z.object({
    month: z.string(),
    month_end: z.string(),
    account: z.number().int(),
    code: z.string(),
    name: z.string(),
    debit: amount,
    credit: amount,
    remain: amount,
  }),
  rowKey: (row) => `${row.month}|${row.account}`,
  groupBy: 'month',
  columns: [
    { key: 'month', label: 'reportEngine.review.month', kind: 'month' },
    { key: 'code', label: 'reportEngine.review.code', kind: 'code' },
    { key: 'name', label: 'reportEngine.review.name', kind: 'text' },
    { key: 'debit', label: 'reportEngine.review.debit', kind: 'money', total: true },
    { key: 'credit', label: 'reportEngine.review.credit', kind: 'money', total: true },
    { key: 'remain', label: 'reportEngine.review.remain', kind: 'money', total: true },
  ],
  link: (row, params) =>
    params.level === 'given' ? { route: 'AccountingBook', query: { account: String(row.account), from: row.month, to: row.month_end } } : null,
});

/** Every report on the engine: the API registers each, the web gives each its screen. */
export const reportDefinitions = [sellProductsReport, reviewReport] as const;
