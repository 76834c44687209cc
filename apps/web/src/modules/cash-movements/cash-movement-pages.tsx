import { payDefinition, receiveDefinition } from '@hesab/contract';
import { DocumentPage } from '../../shared/documents/document-page.tsx';
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
