import { and, desc, eq, isNull } from 'drizzle-orm';
import { invoiceDefinition } from '@hesab/contract';
import { treasuryPayment, treasuryReceipt } from '@hesab/db';
import { sumMoney, type InvoiceType } from '@hesab/domain';
import { FieldErrors, ForbiddenError } from '../../http/errors.ts';
import type { DocumentAuthorization, DocumentRow, DocumentWrite } from '../documents/index.ts';
import { holdsPermission } from '../tenancy/index.ts';
import { payBinding, receiveBinding, treasuryAccountAccess } from '../treasury/index.ts';

/** Money comes in at a sale and a purchase's return (a receipt), and goes out at a purchase and a sale's return (a payment). */
const receiving: ReadonlySet<InvoiceType> = new Set(['sell', 'returnPurchase']);
const receipts = { binding: receiveBinding, header: treasuryReceipt, permission: 'Receive' } as const;
const payments = { binding: payBinding, header: treasuryPayment, permission: 'Pay' } as const;
const treasuryOf = (type: unknown) => (receiving.has(type as InvoiceType) ? receipts : payments);

/** The invoice's payments, none where it names none. */
export const paymentsOf = (document: DocumentRow) => (Array.isArray(document.payments) ? (document.payments as DocumentRow[]) : []);

/** What was paid at the invoice, which it keeps beside its payable. */
export const paidOf = (document: DocumentRow) => sumMoney(paymentsOf(document).map((payment) => String(payment.amount ?? '0')));

/** The invoice's payments as the rows of its receipt or payment. */
const treasuryRowsOf = (document: DocumentRow) =>
  paymentsOf(document).map((payment) => ({
    bank: payment.bank ?? null,
    cash: payment.cash ?? null,
    petty: payment.petty ?? null,
    amount: payment.amount ?? null,
    fee: payment.fee ?? null,
    tracking: payment.tracking ?? null,
    cheque: null,
    cheque_id: null,
  }));

/** A refusal of the receipt's rows, told on the invoice's payments they came from. */
function onPayments(error: unknown): unknown {
  if (!(error instanceof FieldErrors)) return error;
  return new FieldErrors(Object.fromEntries(Object.entries(error.fields).map(([path, errors]) => [path.replace(/^rows(?=\.|$)/, 'payments'), errors])));
}

/**
 * The receipt or payment that posts what was paid at the invoice, kept as the invoice has it, in the invoice's
 * transaction: written with the first payment, changed with the invoice, removed when it has none (and with it),
 * and brought back from the removed list when the invoice is. It bears the invoice's date, party and branch, and
 * the invoice's id, through which alone it changes (the receipts' routes refuse it, `refuseInvoicePayments`).
 */
export async function settlePayments(write: DocumentWrite, document: DocumentRow): Promise<void> {
  const { tx, actor, id } = write;
  const { binding, header } = treasuryOf(document.type);
  const [linked] = write.fresh
    ? []
    : await tx
        .select({ id: header.id, removedAt: header.removedAt })
        .from(header)
        .where(and(eq(header.businessId, actor.businessId), eq(header.invoice, id)))
        .orderBy(desc(header.id))
        .limit(1);
  const rows = treasuryRowsOf(document);
  if (rows.length === 0 && (!linked || linked.removedAt !== null)) return;
  const store = binding.createStore(tx, write.references, write.tags);
  try {
    if (rows.length === 0 && linked) return await store.remove(actor, linked.id);
    const paid = {
      date: document.date,
      person: document.person,
      account: null,
      detail: null,
      branch: document.branch ?? null,
      currency: null,
      rate: null,
      tags: [],
      description: document.description ?? null,
      invoice: id,
      ouid: null,
      rows,
    };
    if (!linked) {
      await store.create(actor, paid);
      return;
    }
    if (linked.removedAt !== null && store.restore) await store.restore(actor, linked.id);
    await store.update(actor, linked.id, paid);
  } catch (error) {
    throw onPayments(error);
  }
}

/** The invoice's payments removed with it (to the receipts' removed list, from which the invoice's restore brings them back). */
export async function removePayments(write: DocumentWrite, type: InvoiceType): Promise<void> {
  const { tx, actor, id } = write;
  const { binding, header } = treasuryOf(type);
  const [linked] = await tx
    .select({ id: header.id })
    .from(header)
    .where(and(eq(header.businessId, actor.businessId), eq(header.invoice, id), isNull(header.removedAt)));
  if (linked) await binding.createStore(tx, write.references, write.tags).remove(actor, linked.id);
}

const invoiceTreasuryAccess = treasuryAccountAccess(invoiceDefinition);

/**
 * Who may write an invoice with payments: one who may write its receipt (Receive) or payment (Pay), into or out of
 * treasury accounts that are theirs (403 otherwise).
 */
export const paymentsAccess: DocumentAuthorization = async (member, document, db) => {
  const read = await document();
  if (paymentsOf(read).length === 0) return;
  if (!holdsPermission(member, treasuryOf(read.type).permission)) throw new ForbiddenError('forbidden');
  await invoiceTreasuryAccess(member, () => Promise.resolve(read), db);
};
