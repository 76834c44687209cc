import { invoiceDefinition } from '@hesab/contract';
import type { InvoiceType } from '@hesab/domain';
import { useMemo } from 'react';
import { DocumentPage } from '../../shared/documents/document-page.tsx';
import { invoiceLayout } from './invoice-layout.ts';

/* The form of each type of invoice, with the type's layout; their lists are the generic ones of each type. */

/** `sell/edit/:id?`, `purchase/edit/:id?`…: an invoice of the type, the type fixed. */
export function InvoicePage({ type }: { type: InvoiceType }) {
  const layout = useMemo(() => invoiceLayout(type), [type]);
  return <DocumentPage definition={invoiceDefinition} layout={layout} variant={type} />;
}
