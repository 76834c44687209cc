import {
  entrepotReceiptDefinition,
  entrepotRemittanceDefinition,
  entrepotTempReceiptDefinition,
  entrepotTransferRemittanceDefinition,
  entrepotUseRemittanceDefinition,
  transferProductStockDefinition,
  warehouseHandlingDefinition,
  type DocumentDefinition,
  type WarehouseKind,
} from '@hesab/contract';
import { DocumentPage } from '../../shared/documents/document-page.tsx';
import { DocumentPrintPage } from '../../shared/documents/document-print-page.tsx';
import type { DocumentLayout } from '../../shared/documents/document-layout.ts';
import { TempReceiptActions } from './temp-receipt-checkout.tsx';
import { TransferActions, TransferNotice } from './transfer-confirmation.tsx';

/** A kind's form and printout with its layout. */
function pagesOf<D extends DocumentDefinition>(definition: D, layout: DocumentLayout<D>) {
  return {
    Form: () => <DocumentPage definition={definition} layout={layout} />,
    Print: () => <DocumentPrintPage definition={definition} layout={layout} />,
  };
}

/**
 * Read-only columns as the server worked them out when the document was last saved (a stocktaking's book stock and
 * difference): none on a line not saved yet.
 */
function asSaved(columns: readonly string[]): NonNullable<DocumentLayout['reckon']> {
  return ({ lines }) => ({
    lines: lines.map(({ values }) => {
      const saved = columns.flatMap((column) => (typeof values[column] === 'string' ? [[column, values[column]] as const] : []));
      return saved.length === 0 ? null : Object.fromEntries(saved);
    }),
    figures: [],
  });
}

/**
 * Each kind's pages. What the server works out of each row (base units, unit cost) is carried, not shown; a
 * stocktaking shows its book and difference. A transfer is confirmed on its form, a temporary receipt checked out.
 */
const pages: Record<WarehouseKind, ReturnType<typeof pagesOf>> = {
  receipt: pagesOf(entrepotReceiptDefinition, { hidden: ['quantity', 'unit_cost'] }),
  tempReceipt: pagesOf(entrepotTempReceiptDefinition, { Actions: TempReceiptActions }),
  remittance: pagesOf(entrepotRemittanceDefinition, { hidden: ['quantity', 'unit_cost'] }),
  useRemittance: pagesOf(entrepotUseRemittanceDefinition, { hidden: ['quantity', 'unit_cost'] }),
  transferRemittance: pagesOf(entrepotTransferRemittanceDefinition, { hidden: ['quantity', 'unit_cost'], Actions: TransferActions, Notice: TransferNotice }),
  transferProductStock: pagesOf(transferProductStockDefinition, { hidden: ['quantity', 'unit_cost', 'to_quantity'] }),
  warehousehandling: pagesOf(warehouseHandlingDefinition, { hidden: ['unit_cost'], reckoned: ['book', 'quantity'], reckon: asSaved(['book', 'quantity']) }),
};

/** A warehouse document's form (issue 17). */
export function WarehouseDocumentPage({ kind }: { kind: WarehouseKind }) {
  const { Form } = pages[kind];
  return <Form />;
}

/** A warehouse document's printout. */
export function WarehouseDocumentPrintPage({ kind }: { kind: WarehouseKind }) {
  const { Print } = pages[kind];
  return <Print />;
}
