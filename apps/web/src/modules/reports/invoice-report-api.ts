import { invoiceReport, productProfitReport, productTurnover, type InvoiceReportKind } from '@hesab/contract';
import { api, type QueryParams } from '../../shared/api/client.ts';
import type { Period } from './report-period.ts';

/* The invoice reports' calls (issue 16), each answer checked through the contract's schema. */

export const invoiceReportKeys = {
  items: (kind: InvoiceReportKind, query: QueryParams) => ['reports', 'invoice', kind, query] as const,
  turnover: (product: number, query: QueryParams) => ['reports', 'productTurnover', product, query] as const,
  profit: (period: Period) => ['reports', 'productProfitable', period] as const,
};

/** `GET invoice/report/{kind}`: a page of the report and the totals of every row; `all` every row on one page. */
export const fetchInvoiceReport = (kind: InvoiceReportKind, query: QueryParams, all = false) =>
  api.get(`invoice/report/${kind}`, invoiceReport, all ? { ...query, page: 1, all: 'true' } : query);

/** `GET products/{id}/turnover`: a page of the product's movements with the stock before and after the range. */
export const fetchProductTurnover = (product: number, query: QueryParams, all = false) =>
  api.get(`products/${String(product)}/turnover`, productTurnover, all ? { ...query, page: 1, all: 'true' } : query);

/** `GET invoice/report/productProfitable?from&to` */
export const fetchProductProfit = (period: Period) => api.get('invoice/report/productProfitable', productProfitReport, { ...period });
