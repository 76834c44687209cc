export { documentPrinter } from './document-printer.ts';
export { PagePrinter } from './page-printer.ts';
export { registerInvoiceShares } from './invoice-shares.ts';
export { registerInvoicePayment } from './invoice-payment.ts';
export { registerReportPdf } from './report-pdf.ts';
