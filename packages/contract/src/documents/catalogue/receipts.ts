import type { RouteName } from '../../routes.ts';
import { defineDocument } from '../definition.ts';

/**
 * The rows of a receipt or payment (issue 15): each a treasury account (one of bank, cash or petty, by its id),
 * the amount, the bank's fee and the tracking number.
 */
const treasuryRows = {
  name: 'rows',
  min: 1,
  max: 100,
  columns: [
    { name: 'bank', type: 'reference', resource: 'bank', label: 'treasury.bankAccount' },
    { name: 'cash', type: 'reference', resource: 'cash', label: 'treasury.cash' },
    { name: 'petty', type: 'reference', resource: 'petty', label: 'treasury.petty' },
    { name: 'amount', type: 'money', label: 'fields.amount', required: true },
    { name: 'fee', type: 'money', label: 'fields.bankFee' },
    { name: 'tracking', type: 'text', label: 'fields.tracking', maxLength: 100 },
  ],
} as const;

function cashMovement<const N extends 'receive' | 'pay'>(name: N, routes: { list: RouteName; edit: RouteName }, remove: string) {
  return defineDocument({
    name,
    title: name === 'receive' ? 'treasury.receipts' : 'treasury.payments',
    itemTitle: name === 'receive' ? 'treasury.receipt' : 'treasury.payment',
    logType: name,
    fields: [
      { name: 'person', type: 'reference', resource: 'customer', label: 'fields.person', required: true, list: true },
      { name: 'description', type: 'textarea', label: 'fields.description', maxLength: 2000, drafts: true, list: true, searchable: true },
    ],
    lines: treasuryRows,
    totals: [{ name: 'amount', label: 'fields.amount', column: 'amount', list: { name: 'amount', label: 'fields.amount' } }],
    lifecycle: { removal: 'restorable' },
    permissions: { view: routes.list, create: routes.edit, edit: routes.edit, remove },
    routes,
  });
}

/** A receipt (receive/cash): money from a person into treasury accounts; Dr each account, Cr the person. */
export const receiveDefinition = cashMovement('receive', { list: 'ReceiveList', edit: 'Receive' }, 'removeReceiveTreasury');
/** A payment (pay/cash): money from treasury accounts to a person; Dr the person, Cr each account. */
export const payDefinition = cashMovement('pay', { list: 'PayList', edit: 'Pay' }, 'removePayTreasury');
