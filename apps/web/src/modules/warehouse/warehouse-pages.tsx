import { entrepotTempReceiptDefinition, entrepotTransferRemittanceDefinition } from '@hesab/contract';
import { DocumentPage } from '../../shared/documents/document-page.tsx';
import type { DocumentLayout } from '../../shared/documents/document-layout.ts';
import { TempReceiptActions } from './temp-receipt-checkout.tsx';
import { TransferActions, TransferNotice } from './transfer-confirmation.tsx';

const transferLayout: DocumentLayout<typeof entrepotTransferRemittanceDefinition> = { Actions: TransferActions, Notice: TransferNotice };
const tempReceiptLayout: DocumentLayout<typeof entrepotTempReceiptDefinition> = { Actions: TempReceiptActions };

/** A transfer's form: in transit until its receiving storekeeper confirms it arrived. */
export function TransferRemittancePage() {
  return <DocumentPage definition={entrepotTransferRemittanceDefinition} layout={transferLayout} />;
}

/** A temporary receipt's form, with the way to take its goods into stock. */
export function TempReceiptPage() {
  return <DocumentPage definition={entrepotTempReceiptDefinition} layout={tempReceiptLayout} />;
}
