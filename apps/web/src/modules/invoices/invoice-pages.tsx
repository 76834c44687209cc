import { invoiceDefinition } from '@hesab/contract';
import type { InvoiceType } from '@hesab/domain';
import { useMemo } from 'react';
import { DocumentListPage } from '../../shared/documents/document-list-page.tsx';
import { DocumentPage } from '../../shared/documents/document-page.tsx';
import { DocumentPrintPage } from '../../shared/documents/document-print-page.tsx';
import { invoiceLayout } from './invoice-layout.ts';

/* The form, list and printout of each type of invoice, with the type's layout. */

/** `sell/edit/:id?`, `purchase/edit/:id?`…: an invoice of the type, the type fixed. */
export function InvoicePage({ type }: { type: InvoiceType }) {
  const layout = useMemo(() => invoiceLayout(type), [type]);
  return <DocumentPage definition={invoiceDefinition} layout={layout} variant={type} />;
}

/** `sell/list`, `purchase/list`…: the type's invoices, each printed at its type's printout (the contract's). */
export function InvoiceListPage({ type }: { type: InvoiceType }) {
  return <DocumentListPage definition={invoiceDefinition} variant={type} />;
}

/** `sell/print/:id?` (a sale only) and `invoice/print/:id?` (any type, which the kind's own screens name none for): the invoice on A4. */
export function InvoicePrintPage({ type }: { type?: InvoiceType }) {
  // The printed parts are the same for every type; the layout of a sale carries them.
  const layout = useMemo(() => invoiceLayout(type ?? 'sell'), [type]);
  return <DocumentPrintPage definition={invoiceDefinition} layout={layout} variant={type} print="InvoicePrint" />;
}
