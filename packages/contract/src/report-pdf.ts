import { z } from 'zod';
import { invoiceReportRoutes } from './documents/catalogue/invoice-reports.ts';
import { reportDefinitions } from './reports/catalogue.ts';
import type { RouteName } from './routes.ts';

/**
 * The report screens `GET report/pdf?route=<screen>&<its query>` prints (issue 18): the screen's own print table,
 * with the filters its query holds (an `id` fills the screen's `:id?`), on the paper of the print query.
 */
export const printableReports: readonly RouteName[] = [
  'AccountingBalance',
  'AccountingBook',
  'AccountingBalanceSheet',
  'AccountingTotalDocument',
  'ReportProfitCost',
  'ContraryNatureDocument',
  'ConflictingDocumentsList',
  'InvoiceProductProfitable',
  'ProductTurnover',
  'ProductCountTurnover',
  'ProductAmountTurnover',
  'SellReservedItems',
  ...invoiceReportRoutes.map((report) => report.route),
  ...reportDefinitions.map((report) => report.route),
];

export const reportPdfQuery = z.looseObject({
  route: z.string().refine((route): route is RouteName => (printableReports as readonly string[]).includes(route), 'invalid-value'),
  id: z.string().regex(/^\d{1,18}$/, 'invalid-value').optional(),
});

/** The query a report screen reads when the server prints it: its print table is all it shows, once it is ready. */
export const reportPrintingParam = 'printing';
