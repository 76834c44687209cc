import { payDefinition, receiveDefinition } from '@hesab/contract';
import { DocumentPage } from '../../shared/documents/document-page.tsx';
import { DocumentPrintPage } from '../../shared/documents/document-print-page.tsx';
import { payLayout, receiveLayout } from './cash-movement-layouts.ts';

/* The forms of receipts and payments, with their layouts; their lists are the generic ones of their definitions. */

/** `receive/cash/edit/:id?`: money and cheques received from a person or an account. */
export function ReceivePage() {
  return <DocumentPage definition={receiveDefinition} layout={receiveLayout} />;
}

/** `pay/cash/edit/:id?`: money and cheques paid, received cheques endorsed over. */
export function PayPage() {
  return <DocumentPage definition={payDefinition} layout={payLayout} />;
}

/** `receive/cash/print/:id?`: a receipt on paper, or PDF (issue 18). */
export function ReceivePrintPage() {
  return <DocumentPrintPage definition={receiveDefinition} layout={receiveLayout} />;
}

/** `pay/cash/print/:id?`: a payment on paper, or PDF. */
export function PayPrintPage() {
  return <DocumentPrintPage definition={payDefinition} layout={payLayout} />;
}
