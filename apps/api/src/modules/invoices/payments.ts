import { and, eq } from 'drizzle-orm';
import { invoiceDefinition } from '@hesab/contract';
import { invoice } from '@hesab/db';
import { sumMoney, type InvoiceType } from '@hesab/domain';
import { BusinessRuleError, FieldErrors, ForbiddenError } from '../../http/errors.ts';
import { everyAuthorization, type DocumentAuthorization, type DocumentBinding, type DocumentRow, type DocumentWrite } from '../documents/index.ts';
import { holdsPermission } from '../tenancy/index.ts';
import { paidAtInvoice, payBinding, receiveBinding, treasuryAccountAccess } from '../treasury/index.ts';

/** Money comes in at a sale and a purchase's return (a receipt), and goes out at a purchase and a sale's return (a payment). */
const receiving: ReadonlySet<InvoiceType> = new Set(['sell', 'returnPurchase']);
const treasuryOf = (type: unknown) =>
  receiving.has(type as InvoiceType)
    ? ({ binding: receiveBinding, kind: 'receive', permission: 'Receive' } as const)
    : ({ binding: payBinding, kind: 'pay', permission: 'Pay' } as const);

const listOf = (value: unknown) => (Array.isArray(value) ? (value as DocumentRow[]) : []);
/** The invoice's payments into or out of treasury accounts, none where it names none. */
export const paymentsOf = (document: DocumentRow) => listOf(document.payments);
/** The cheques paid at the invoice, none where it names none. */
export const chequesOf = (document: DocumentRow) => listOf(document.cheques);

/** What was paid at the invoice, cheques and all, which it keeps beside its payable. */
export const paidOf = (document: DocumentRow) => sumMoney([...paymentsOf(document), ...chequesOf(document)].map((payment) => String(payment.amount ?? '0')));

/**
 * The invoice's payments as the rows of its receipt or payment: its treasury rows, then its cheques, each a cheque
 * row (one paid out drawn on the bank account it names; one taken in with none).
 */
function treasuryRowsOf(document: DocumentRow, receipt: boolean) {
  const payments = paymentsOf(document).map((payment) => ({
    bank: payment.bank ?? null,
    cash: payment.cash ?? null,
    petty: payment.petty ?? null,
    amount: payment.amount ?? null,
    fee: payment.fee ?? null,
    tracking: payment.tracking ?? null,
    cheque: null,
    cheque_id: null,
  }));
  const cheques = chequesOf(document).map(({ account, ...cheque }) => ({
    bank: receipt ? null : (account ?? null),
    cash: null,
    petty: null,
    amount: cheque.amount ?? null,
    fee: null,
    tracking: null,
    cheque,
    cheque_id: null,
  }));
  return [...payments, ...cheques];
}

/**
 * A refusal of the receipt's rows, told on the invoice's rows they came from: a treasury row's on its payment, a
 * cheque row's on its cheque (the account it is drawn on for the row's bank).
 */
function onPayments(error: unknown, payments: number): unknown {
  if (!(error instanceof FieldErrors)) return error;
  const placed = (path: string) => {
    const [head, index, ...rest] = path.split('.');
    if (head !== 'rows' || index === undefined) return path;
    if (Number(index) < payments) return ['payments', index, ...rest].join('.');
    const column = rest[0] === 'cheque' ? rest.slice(1) : rest[0] === 'bank' ? ['account', ...rest.slice(1)] : rest;
    return ['cheques', String(Number(index) - payments), ...column].join('.');
  };
  return new FieldErrors(Object.fromEntries(Object.entries(error.fields).map(([path, errors]) => [placed(path), errors])));
}

/**
 * The receipt or payment that posts what was paid at the invoice, kept as the invoice has it, in the invoice's
 * transaction: written with the first payment, changed with the invoice, removed when it has none (and with it),
 * and brought back from the removed list when the invoice is. It bears the invoice's date, party and branch, and
 * the invoice's id, through which alone it changes (the receipts' routes refuse it, `refuseInvoicePayments`).
 */
export async function settlePayments(write: DocumentWrite, document: DocumentRow): Promise<void> {
  const { tx, actor, id } = write;
  const { binding, kind } = treasuryOf(document.type);
  const linked = write.fresh ? null : await paidAtInvoice(tx, actor.businessId, kind, id);
  const rows = treasuryRowsOf(document, kind === 'receive');
  if (rows.length === 0 && (!linked || linked.removed)) return;
  const store = binding.createStore(tx, write.references, write.tags);
  try {
    if (rows.length === 0 && linked) return await store.remove(actor, linked.id);
    const paid = {
      date: document.date,
      person: document.person,
      account: null,
      detail: null,
      branch: document.branch ?? null,
      // Paid in the invoice's currency, at its rate.
      currency: document.currency ?? null,
      rate: document.rate ?? null,
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
    if (linked.removed && store.restore) await store.restore(actor, linked.id);
    await store.update(actor, linked.id, paid);
  } catch (error) {
    throw onPayments(error, paymentsOf(document).length);
  }
}

/** The invoice's payments removed with it (to the receipts' removed list, from which the invoice's restore brings them back). */
export async function removePayments(write: DocumentWrite, type: InvoiceType): Promise<void> {
  const { tx, actor, id } = write;
  const { binding, kind } = treasuryOf(type);
  const linked = await paidAtInvoice(tx, actor.businessId, kind, id);
  if (linked && !linked.removed) await binding.createStore(tx, write.references, write.tags).remove(actor, linked.id);
}

const { limits: invoiceTreasuryAccess } = treasuryAccountAccess(invoiceDefinition);

/**
 * Who may write an invoice with payments: one who may write its receipt (Receive) or payment (Pay), into or out of
 * treasury accounts that are theirs (403 otherwise).
 */
export const paymentsAccess: DocumentAuthorization = async (member, document, db) => {
  const read = await document();
  if (paymentsOf(read).length === 0 && chequesOf(read).length === 0) return;
  if (!holdsPermission(member, treasuryOf(read.type).permission)) throw new ForbiddenError('forbidden');
  await invoiceTreasuryAccess(member, () => Promise.resolve(read), db, 'sent');
};

/**
 * A receipt or payment written by an invoice changes with its invoice alone: the receipts' own routes refuse to
 * change, remove or restore it (420 naming the invoice's number).
 */
const paidAtInvoiceOnly: DocumentAuthorization = async (member, document, db, standing) => {
  const read = standing === 'stored' ? await document() : null;
  if (typeof read?.invoice !== 'number') return;
  const [paidAt] = await db
    .select({ number: invoice.number })
    .from(invoice)
    .where(and(eq(invoice.businessId, member.businessId), eq(invoice.id, read.invoice)));
  throw new BusinessRuleError('receipt-of-invoice', { number: String(paidAt?.number ?? read.invoice) });
};

/** Receipts or payments whose own routes refuse those an invoice wrote (paidAtInvoiceOnly). */
export function paidThroughInvoices(binding: DocumentBinding): DocumentBinding {
  return { ...binding, authorize: everyAuthorization(paidAtInvoiceOnly, ...(binding.authorize ? [binding.authorize] : [])) };
}
