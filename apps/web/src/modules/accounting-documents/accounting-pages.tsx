import { accountingDocumentDefinition } from '@hesab/contract';
import { DocumentListPage } from '../../shared/documents/document-list-page.tsx';
import { DocumentPage } from '../../shared/documents/document-page.tsx';
import { DocumentPermanentPage } from '../../shared/documents/document-permanent-page.tsx';
import { DocumentPrintPage } from '../../shared/documents/document-print-page.tsx';
import { accountingLayout } from './accounting-layout.ts';
import { isSystemJournal, sourceColumn } from './journal-source.tsx';

/* The accounting document's pages that take its layout, and its list with each journal's source. */

/** `accounting/list`: every journal, each naming the document that wrote it (a sale, a receipt) with a link to it. */
export function AccountingListPage() {
  return <DocumentListPage definition={accountingDocumentDefinition} columns={(context) => [sourceColumn(context)]} shownOnly={isSystemJournal} />;
}

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
