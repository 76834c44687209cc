import type { RouteName } from '../../routes.ts';
import type { RowColumn } from '../../resources/field.ts';
import { defineDocument } from '../definition.ts';

/**
 * The treasury rows that pay a cost or receive an income, or are paid at an invoice: one of bank, cash or petty by
 * its id, amount, fee, tracking.
 */
export function treasuryRows<const R extends boolean>(label: string, required: R) {
  return {
    name: 'payments',
    type: 'rows',
    label,
    required,
    columns: [
      { name: 'bank', type: 'reference', resource: 'bank', label: 'treasury.bankAccount' },
      { name: 'cash', type: 'reference', resource: 'cash', label: 'treasury.cash' },
      { name: 'petty', type: 'reference', resource: 'petty', label: 'treasury.petty' },
      { name: 'amount', type: 'money', label: 'fields.amount', required: true },
      { name: 'fee', type: 'money', label: 'fields.bankFee' },
      { name: 'tracking', type: 'text', label: 'fields.tracking', maxLength: 100 },
    ],
  } as const;
}

/**
 * A document of account rows against treasury rows of the same total: a cost, an income, a composite receipt or
 * payment. `columns` are its lines' own columns before the amount and description every row has.
 */
export function accountRowsDocument<const N extends string, const C extends readonly RowColumn[]>(spec: {
  name: N;
  title: string;
  itemTitle: string;
  paymentsLabel: string;
  columns: C;
  routes: { list: RouteName; edit: RouteName };
  remove: string;
}) {
  return defineDocument({
    name: spec.name,
    title: spec.title,
    itemTitle: spec.itemTitle,
    logType: spec.name,
    fields: [
      { name: 'branch', type: 'reference', resource: 'branch', label: 'treasury.branch' },
      { name: 'tags', type: 'tags', label: 'fields.tags', list: true },
      { name: 'description', type: 'textarea', label: 'fields.description', maxLength: 2000, drafts: true, list: true, searchable: true },
      treasuryRows(spec.paymentsLabel, true),
    ],
    lines: {
      name: 'rows',
      min: 1,
      max: 100,
      columns: [
        ...spec.columns,
        { name: 'amount', type: 'money', label: 'fields.amount', required: true },
        { name: 'description', type: 'text', label: 'documents.lineDescription', maxLength: 500 },
      ],
    },
    totals: [{ name: 'amount', label: 'fields.amount', column: 'amount', list: { name: 'amount', label: 'fields.amount' } }],
    lifecycle: { removal: 'restorable' },
    attachments: true,
    permissions: { view: spec.routes.list, create: spec.routes.edit, edit: spec.routes.edit, remove: spec.remove },
    routes: spec.routes,
  });
}

/** A row's account among those of `resource` (`expenseAccount`, `incomeAccount`: the profit and loss's sides), its optional detail. */
const accountColumns = <const R extends string>(resource: R) =>
  [
    { name: 'account', type: 'reference', resource, label: 'documents.account', required: true },
    { name: 'detail', type: 'reference', resource: 'detail', label: 'documents.detail' },
  ] as const satisfies readonly RowColumn[];

/**
 * A cost (issue 15, spec 01 "Cost, income": cost index, list, edit/{id?}): rows of expense accounts, each with an
 * optional detail account and an amount, paid from treasury rows of the same total. Dr each row's account, Cr each
 * treasury account; a bank fee Dr bank charges, Cr its account.
 */
export const costDefinition = accountRowsDocument({
  name: 'cost',
  title: 'treasury.costs',
  itemTitle: 'treasury.cost',
  paymentsLabel: 'treasury.paidFrom',
  columns: accountColumns('expenseAccount'),
  routes: { list: 'CostList', edit: 'Cost' },
  remove: 'removeCost',
});
/** An income: rows of revenue accounts received into treasury rows; Dr each treasury account, Cr each row's account. */
export const incomeDefinition = accountRowsDocument({
  name: 'income',
  title: 'treasury.incomes',
  itemTitle: 'treasury.income',
  paymentsLabel: 'treasury.receivedInto',
  columns: accountColumns('incomeAccount'),
  routes: { list: 'IncomeList', edit: 'Income' },
  remove: 'removeIncome',
});
