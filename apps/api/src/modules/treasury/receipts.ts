import { and, desc, eq } from 'drizzle-orm';
import { payDefinition, receiveDefinition, type DocumentOf } from '@hesab/contract';
import { treasuryPayment, treasuryPaymentLine, treasuryReceipt, treasuryReceiptLine, type Executor } from '@hesab/db';
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
  ...treasuryAccountAccess(receiveDefinition),
});

/** Payments (pay/cash), the same the other way: cheques issued or endorsed over, and no account overdrawn. */
export const payBinding = tableDocumentBinding<DocumentOf<typeof payDefinition>>({
  definition: payDefinition,
  header: treasuryPayment,
  lines: treasuryPaymentLine,
  posting: postPayment,
  currencies: inOtherCurrency,
  hooks: { ...chequeRowHooks('paid', 'pay', treasuryPaymentLine), ...overdraftGuard },
  ...treasuryAccountAccess(payDefinition),
});

/**
 * The receipt (`receive`) or payment (`pay`) that an invoice's payments were written as (its `invoice`), the latest
 * where there were several, removed or not; none where the invoice has had no payments.
 */
export async function paidAtInvoice(tx: Executor, businessId: number, kind: 'receive' | 'pay', invoice: number): Promise<{ id: number; removed: boolean } | null> {
  const header = kind === 'receive' ? treasuryReceipt : treasuryPayment;
  const [found] = await tx
    .select({ id: header.id, removedAt: header.removedAt })
    .from(header)
    .where(and(eq(header.businessId, businessId), eq(header.invoice, invoice)))
    .orderBy(desc(header.id))
    .limit(1);
  return found ? { id: Number(found.id), removed: found.removedAt !== null } : null;
}
