import { payDefinition, receiveDefinition, type DocumentOf } from '@hesab/contract';
import { treasuryPayment, treasuryPaymentLine, treasuryReceipt, treasuryReceiptLine } from '@hesab/db';
import { postPayment, postReceipt } from '@hesab/domain';
import { tableDocumentBinding } from '../documents/index.ts';

/** Receipts (receive/cash) on the document engine: a definition, two tables and a posting. */
export const receiveBinding = tableDocumentBinding<DocumentOf<typeof receiveDefinition>>({
  definition: receiveDefinition,
  header: treasuryReceipt,
  lines: treasuryReceiptLine,
  posting: postReceipt,
});

/** Payments (pay/cash), the same the other way. */
export const payBinding = tableDocumentBinding<DocumentOf<typeof payDefinition>>({
  definition: payDefinition,
  header: treasuryPayment,
  lines: treasuryPaymentLine,
  posting: postPayment,
});
