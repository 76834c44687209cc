import { payDefinition, receiveDefinition, type DocumentOf } from '@hesab/contract';
import { treasuryPayment, treasuryPaymentLine, treasuryReceipt, treasuryReceiptLine } from '@hesab/db';
import { postPayment, postReceipt } from '@hesab/domain';
import { tableDocumentBinding, type DocumentRow } from '../documents/index.ts';
import { chequeRowHooks } from './cheque-rows.ts';
import { treasuryAccountAccess } from './financial-access.ts';
import { overdraftGuard } from './overdraft.ts';

/** A receipt or payment naming a currency reads the business's to value it (most name none). */
const inOtherCurrency = (document: DocumentRow) => typeof document.currency === 'number';

/**
 * Receipts (receive/cash) on the document engine: a definition, two tables and a posting; the cheques its rows
 * bring in, and a bank's fee that would overdraw it refused.
 */
export const receiveBinding = tableDocumentBinding<DocumentOf<typeof receiveDefinition>>({
  definition: receiveDefinition,
  header: treasuryReceipt,
  lines: treasuryReceiptLine,
  posting: postReceipt,
  currencies: inOtherCurrency,
  hooks: { ...chequeRowHooks('received', 'receive', treasuryReceiptLine), ...overdraftGuard },
  authorize: treasuryAccountAccess(receiveDefinition),
});

/** Payments (pay/cash), the same the other way: cheques issued or endorsed over, and no account overdrawn. */
export const payBinding = tableDocumentBinding<DocumentOf<typeof payDefinition>>({
  definition: payDefinition,
  header: treasuryPayment,
  lines: treasuryPaymentLine,
  posting: postPayment,
  currencies: inOtherCurrency,
  hooks: { ...chequeRowHooks('paid', 'pay', treasuryPaymentLine), ...overdraftGuard },
  authorize: treasuryAccountAccess(payDefinition),
});
