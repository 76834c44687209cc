import { payCompositeDefinition, receiveCompositeDefinition, type DocumentOf } from '@hesab/contract';
import { compositePayment, compositePaymentLine, compositeReceipt, compositeReceiptLine } from '@hesab/db';
import { postCompositePayment, postCompositeReceipt } from '@hesab/domain';
import { tableDocumentBinding } from '../documents/index.ts';
import { treasuryAccountAccess } from './financial-access.ts';
import { overdraftGuard } from './overdraft.ts';

/** Composite receipts (receive/composite): parties as lines, the treasury rows receiving from them in the header. */
export const receiveCompositeBinding = tableDocumentBinding<DocumentOf<typeof receiveCompositeDefinition>>({
  definition: receiveCompositeDefinition,
  header: compositeReceipt,
  lines: compositeReceiptLine,
  posting: postCompositeReceipt,
  // A bank's fee is taken out of the account received into.
  hooks: overdraftGuard,
  ...treasuryAccountAccess(receiveCompositeDefinition),
});

/** Composite payments (pay/composite), the same the other way; no account paid from is overdrawn. */
export const payCompositeBinding = tableDocumentBinding<DocumentOf<typeof payCompositeDefinition>>({
  definition: payCompositeDefinition,
  header: compositePayment,
  lines: compositePaymentLine,
  posting: postCompositePayment,
  hooks: overdraftGuard,
  ...treasuryAccountAccess(payCompositeDefinition),
});
