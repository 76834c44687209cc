import { and, eq } from 'drizzle-orm';
import { payDefinition, receiveDefinition, type DocumentDefinition, type DocumentOf } from '@hesab/contract';
import { invoice, treasuryPayment, treasuryPaymentLine, treasuryReceipt, treasuryReceiptLine } from '@hesab/db';
import { postPayment, postReceipt } from '@hesab/domain';
import { BusinessRuleError } from '../../http/errors.ts';
import { tableDocumentBinding, type DocumentAuthorization, type DocumentRow } from '../documents/index.ts';
import { chequeRowHooks } from './cheque-rows.ts';
import { treasuryAccountAccess } from './financial-access.ts';
import { overdraftGuard } from './overdraft.ts';

/** A receipt or payment naming a currency reads the business's to value it (most name none). */
const inOtherCurrency = (document: DocumentRow) => typeof document.currency === 'number';

/**
 * Who may write a receipt or payment: one whose treasury accounts it names; and none, through the receipts'
 * routes, one paid at an invoice, which changes with its invoice alone (420 naming the invoice's number).
 */
function cashMovementAccess(definition: DocumentDefinition): DocumentAuthorization {
  const accountAccess = treasuryAccountAccess(definition);
  return async (member, document, db) => {
    const read = await document();
    if (typeof read.invoice === 'number') {
      const [paidAt] = await db
        .select({ number: invoice.number })
        .from(invoice)
        .where(and(eq(invoice.businessId, member.businessId), eq(invoice.id, read.invoice)));
      throw new BusinessRuleError('receipt-of-invoice', { number: String(paidAt?.number ?? read.invoice) });
    }
    await accountAccess(member, () => Promise.resolve(read), db);
  };
}

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
  authorize: cashMovementAccess(receiveDefinition),
});

/** Payments (pay/cash), the same the other way: cheques issued or endorsed over, and no account overdrawn. */
export const payBinding = tableDocumentBinding<DocumentOf<typeof payDefinition>>({
  definition: payDefinition,
  header: treasuryPayment,
  lines: treasuryPaymentLine,
  posting: postPayment,
  currencies: inOtherCurrency,
  hooks: { ...chequeRowHooks('paid', 'pay', treasuryPaymentLine), ...overdraftGuard },
  authorize: cashMovementAccess(payDefinition),
});
