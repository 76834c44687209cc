import { defineDocument } from '../definition.ts';

/**
 * A transfer between two treasury accounts (issue 15, spec 01 "Cash movements": transfer/cash index, list,
 * edit/{id?}): `{date, from: {kind, id}, to: {kind, id}, amount, fee?, to_amount?, rate?}`. Dr the receiving
 * account, Cr the paying one; a fee is the bank's charge, Dr bank charges, Cr the paying account. The spec names no
 * remove permission of its own for it: money leaves the paying account, so removePayTreasury removes it.
 */
export const transferDefinition = defineDocument({
  name: 'transfer',
  title: 'treasury.transfers',
  itemTitle: 'treasury.transfer',
  logType: 'transfer',
  fields: [
    { name: 'from', type: 'treasury', label: 'fields.transferFrom', required: true, list: true },
    { name: 'to', type: 'treasury', label: 'fields.transferTo', required: true, list: true },
    { name: 'amount', type: 'money', label: 'fields.amount', required: true, list: true, sortable: true, currencyOf: 'from' },
    // Between accounts kept in different currencies: what arrives, in the receiving account's currency, and where
    // neither keeps the business's currency the value of one unit of the paying one.
    { name: 'to_amount', type: 'money', label: 'fields.toAmount', currencyOf: 'to' },
    { name: 'rate', type: 'money', label: 'fields.transferRate', precision: 4, quantity: true },
    { name: 'fee', type: 'money', label: 'fields.bankFee', list: true, currencyOf: 'from' },
    { name: 'branch', type: 'reference', resource: 'branch', label: 'treasury.branch' },
    { name: 'tags', type: 'tags', label: 'fields.tags', list: true },
    { name: 'description', type: 'textarea', label: 'fields.description', maxLength: 2000, drafts: true, list: true, searchable: true },
  ],
  lifecycle: { removal: 'restorable' },
  attachments: true,
  permissions: { view: 'TransferList', create: 'Transfer', edit: 'Transfer', remove: 'removePayTreasury' },
  routes: { list: 'TransferList', edit: 'Transfer' },
});
