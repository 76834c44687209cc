import { accountingDocumentDefinition } from '@hesab/contract';
import { DocumentPage } from '../../shared/documents/document-page.tsx';
import { DocumentPermanentPage } from '../../shared/documents/document-permanent-page.tsx';
import { DocumentPrintPage } from '../../shared/documents/document-print-page.tsx';
import { accountingLayout } from './accounting-layout.ts';

/*
 * The accounting document's pages that take its layout; its list (accounting/list) is the generic one of its
 * definition, which route-pages gives every document kind.
 */

/** `accounting/edit/:id?` and `accounting/new`: the keyboard form of a manual accounting document. */
export function AccountingDocumentPage() {
  return <DocumentPage definition={accountingDocumentDefinition} layout={accountingLayout} />;
}

/** `accounting/print/:id?`: the printable document, or a search for the one to print. */
export function AccountingPrintPage() {
  return <DocumentPrintPage definition={accountingDocumentDefinition} layout={accountingLayout} />;
}

/** `accounting/ConvertTempToPermanentDocuments`: the temporary documents of a range made permanent. */
export function ConvertPermanentPage() {
  return <DocumentPermanentPage definition={accountingDocumentDefinition} title="menu.convertToPermanent" />;
}
