import type { RouteName } from '../../routes.ts';
import { defineDocument } from '../definition.ts';
import { chequeField } from './cheques.ts';
import type { RowColumn } from '../../resources/field.ts';
import { accountRowsDocument } from './costs.ts';

/**
 * The rows of a receipt or payment (issue 15): each a treasury account (one of bank, cash or petty, by its id) with
 * the amount, the bank's fee and the tracking number; or a cheque written with the document (`cheque`; a paid one
 * names the bank account it is drawn on in `bank`); or, on a payment, a received cheque endorsed over (`cheque_id`).
 * A cheque row's amount is its cheque's.
 */
const treasuryRows = {
  name: 'rows',
  min: 1,
  max: 100,
  columns: [
    { name: 'bank', type: 'reference', resource: 'bank', label: 'treasury.bankAccount' },
    { name: 'cash', type: 'reference', resource: 'cash', label: 'treasury.cash' },
    { name: 'petty', type: 'reference', resource: 'petty', label: 'treasury.petty' },
    { name: 'amount', type: 'money', label: 'fields.amount' },
    { name: 'fee', type: 'money', label: 'fields.bankFee' },
    { name: 'tracking', type: 'text', label: 'fields.tracking', maxLength: 100 },
    chequeField,
    { name: 'cheque_id', type: 'number', label: 'cheques.endorsed' },
  ],
  extras: ['cheque_id_label', 'cheque_status'],
} as const;

function cashMovement<const N extends 'receive' | 'pay'>(name: N, routes: { list: RouteName; edit: RouteName; print: RouteName }, remove: string) {
  return defineDocument({
    name,
    title: name === 'receive' ? 'treasury.receipts' : 'treasury.payments',
    itemTitle: name === 'receive' ? 'treasury.receipt' : 'treasury.payment',
    logType: name,
    fields: [
      // The party: a person, or any given account with an optional detail account (a loan, a partner's current account).
      { name: 'person', type: 'reference', resource: 'customer', label: 'fields.person', list: true },
      { name: 'account', type: 'reference', resource: 'account', label: 'documents.account' },
      { name: 'detail', type: 'reference', resource: 'detail', label: 'documents.detail' },
      { name: 'branch', type: 'reference', resource: 'branch', label: 'treasury.branch' },
      // Amounts in another currency than the business's, with the business's money for one unit of it.
      { name: 'currency', type: 'reference', resource: 'currency', label: 'treasury.currency' },
      { name: 'rate', type: 'money', label: 'fields.rate', precision: 4, quantity: true },
      { name: 'tags', type: 'tags', label: 'fields.tags', list: true },
      { name: 'description', type: 'textarea', label: 'fields.description', maxLength: 2000, drafts: true, list: true, searchable: true },
      // The invoice it was paid at (issue 16), which writes, changes and removes it.
      { name: 'invoice', type: 'number', label: 'treasury.ofInvoice', readOnly: true },
    ],
    oneOf: [{ fields: ['person', 'account'], key: 'party-one' }],
    lines: treasuryRows,
    totals: [{ name: 'amount', label: 'fields.amount', column: 'amount', list: { name: 'amount', label: 'fields.amount' } }],
    lifecycle: { removal: 'restorable' },
    attachments: true,
    permissions: { view: routes.list, create: routes.edit, edit: routes.edit, remove },
    routes,
  });
}

/** A receipt (receive/cash): money from a person into treasury accounts; Dr each account, Cr the person. */
export const receiveDefinition = cashMovement('receive', { list: 'ReceiveList', edit: 'Receive', print: 'ReceivePrint' }, 'removeReceiveTreasury');
/** A payment (pay/cash): money from treasury accounts to a person; Dr the person, Cr each account. */
export const payDefinition = cashMovement('pay', { list: 'PayList', edit: 'Pay', print: 'PayPrint' }, 'removePayTreasury');

/**
 * A composite receipt (receive/composite/index) or payment (pay/composite/index): many parties on one side, each
 * a person or a given account with an optional detail account, and many treasury rows on the other; the two
 * sides are equal (422 on `payments` naming the difference).
 */
const partyColumns = [
  { name: 'person', type: 'reference', resource: 'customer', label: 'fields.person' },
  { name: 'account', type: 'reference', resource: 'account', label: 'documents.account' },
  { name: 'detail', type: 'reference', resource: 'detail', label: 'documents.detail' },
] as const satisfies readonly RowColumn[];

/** A composite receipt: Dr each treasury row, Cr each party (a person's receivable, or the account named). */
export const receiveCompositeDefinition = accountRowsDocument({
  name: 'receiveComposite',
  title: 'treasury.compositeReceipts',
  itemTitle: 'treasury.compositeReceipt',
  paymentsLabel: 'treasury.receivedInto',
  columns: partyColumns,
  routes: { list: 'ReceiveCompositeList', edit: 'ReceiveComposite' },
  remove: 'removeReceiveTreasury',
});
/** A composite payment: Dr each party (a person's payable, or the account named), Cr each treasury row. */
export const payCompositeDefinition = accountRowsDocument({
  name: 'payComposite',
  title: 'treasury.compositePayments',
  itemTitle: 'treasury.compositePayment',
  paymentsLabel: 'treasury.paidFrom',
  columns: partyColumns,
  routes: { list: 'PayCompositeList', edit: 'PayComposite' },
  remove: 'removePayTreasury',
});
