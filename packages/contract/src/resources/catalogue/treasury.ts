import { defineResource } from '../definition.ts';
import type { Field, RowColumn } from '../field.ts';

/**
 * The Iranian banks a bank account is held at (issue 15), by a stable name; labels are
 * `treasury.bankOptions.<name>`. Banks merged into another keep their name, so older accounts still read.
 */
export const iranianBanks = [
  'melli',
  'sepah',
  'mellat',
  'tejarat',
  'saderat',
  'keshavarzi',
  'maskan',
  'refah',
  'postBank',
  'sanatMadan',
  'toseeSaderat',
  'toseeTaavon',
  'eghtesadNovin',
  'parsian',
  'pasargad',
  'saman',
  'sina',
  'karafarin',
  'sarmayeh',
  'shahr',
  'dey',
  'ayandeh',
  'gardeshgari',
  'iranZamin',
  'khavarmianeh',
  'resalat',
  'mehrIran',
  'iranVenezuela',
  'noor',
  'melal',
  'markazi',
  'other',
] as const;
export type IranianBank = (typeof iranianBanks)[number];

/** A POS terminal of a bank account, for the cashier's sales later: its name and the terminal id. */
export const terminalColumns = [
  { name: 'name', type: 'text', label: 'treasury.terminalName', required: true },
  { name: 'terminal', type: 'code', label: 'treasury.terminal', required: true, format: 'digits', maxLength: 30 },
] as const satisfies readonly RowColumn[];

/** What a bank account has beside the fields every treasury account has. */
const bankFields = [
  { name: 'bank', type: 'select', label: 'treasury.bank', options: iranianBanks, list: true, filterable: true },
  { name: 'branch_name', type: 'text', label: 'treasury.branch_name', searchable: true },
  { name: 'branch_code', type: 'code', label: 'treasury.branch_code', format: 'digits', maxLength: 20 },
  { name: 'account_number', type: 'code', label: 'treasury.account_number', format: 'digits', maxLength: 40, list: true, searchable: true },
  { name: 'sheba', type: 'code', label: 'treasury.sheba', format: 'sheba', maxLength: 40, searchable: true },
  { name: 'card_number', type: 'code', label: 'treasury.card_number', format: 'cardNumber', maxLength: 30, searchable: true },
  { name: 'owner', type: 'text', label: 'treasury.owner' },
  { name: 'terminals', type: 'rows', label: 'treasury.terminals', columns: terminalColumns },
] as const satisfies readonly Field[];

/**
 * The fields of every treasury account, with the bank's own after the code. Wire names are issue 15's. The opening
 * balance posts the account's part of the year's opening document; `balance` is read from the ledger (debits less
 * credits of its detail account), `initialCheck` says whether the opening may still change, as a person's does.
 */
function treasuryFields(own: readonly Field[]) {
  return [
    { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true },
    // Empty on create: the next free code is given (`GET <kind>?checkCode` answers it beforehand, as for products).
    { name: 'code', type: 'code', label: 'fields.code', list: true, sortable: true, searchable: true, maxLength: 30 },
    ...own,
    // The business's default currency when none is chosen.
    { name: 'currency', type: 'reference', resource: 'currency', label: 'treasury.currency', list: true },
    { name: 'branch', type: 'reference', resource: 'branch', label: 'treasury.branch', filterable: true },
    { name: 'initial_price', type: 'money', label: 'treasury.initial_price' },
    { name: 'balance', type: 'money', label: 'treasury.balance', readOnly: true, list: true, signed: true },
    { name: 'tags', type: 'tags', label: 'fields.tags', list: true, filterable: true },
    { name: 'content', type: 'textarea', label: 'fields.description', drafts: true },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
    { name: 'initialCheck', type: 'boolean', label: 'treasury.initialCheck', readOnly: true },
    { name: 'detail_id', type: 'number', label: 'treasury.detail_id', readOnly: true },
  ] as const satisfies readonly Field[];
}

/** Each treasury account is a detail account: its row opens that account's turnover, the book of its money. */
const turnover = { field: 'detail_id', label: 'treasury.turnover' } as const;

/** Bank accounts (bank index, list, edit/{id?}): each a detail account of group bank under the chart's bank deposits. */
export const bankResource = defineResource({
  name: 'bank',
  title: 'treasury.banks',
  itemTitle: 'treasury.bankAccount',
  logType: 'bank',
  numberField: 'code',
  fields: treasuryFields(bankFields),
  permissions: { view: 'BankList', create: 'Bank', edit: 'Bank', remove: 'removeBank' },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'BankList', edit: 'Bank' },
  turnover,
});

/** Cash boxes (cash index, list, edit/{id?}): each a detail account of group cash under the chart's cash on hand. */
export const cashResource = defineResource({
  name: 'cash',
  title: 'treasury.cashes',
  itemTitle: 'treasury.cash',
  logType: 'cash',
  numberField: 'code',
  fields: treasuryFields([]),
  permissions: { view: 'CashList', create: 'Cash', edit: 'Cash', remove: 'removeCash' },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'CashList', edit: 'Cash' },
  turnover,
});

/**
 * Petty cash funds (petty index, list, edit/{id?}): each a detail account of group petty under the chart's petty
 * cash. Spec 01 section 6 names no remove permission of its own for them: a fund is cash, removed with removeCash.
 */
export const pettyResource = defineResource({
  name: 'petty',
  title: 'treasury.petties',
  itemTitle: 'treasury.petty',
  logType: 'petty',
  numberField: 'code',
  fields: treasuryFields([]),
  permissions: { view: 'PettyList', create: 'Petty', edit: 'Petty', remove: 'removeCash' },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'PettyList', edit: 'Petty' },
  turnover,
});

/** The treasury resources by kind. */
export const treasuryResources = { bank: bankResource, cash: cashResource, petty: pettyResource } as const;

/**
 * A cheque book of a bank account (checkpage index, list): its leaves are `leaves` serials from `first_serial` on,
 * with the Sayad ids known before they are written. A paid cheque from the bank takes the next leaf neither used
 * nor voided; the list shows how many are used, voided and free. Removed with removePayCheck, as its cheques are.
 */
export const chequeBookResource = defineResource({
  name: 'checkpage',
  title: 'cheques.books',
  itemTitle: 'cheques.book',
  logType: 'checkpage',
  fields: [
    { name: 'bank', type: 'reference', resource: 'bank', label: 'treasury.bankAccount', required: true, list: true, filterable: true },
    { name: 'first_serial', type: 'code', label: 'cheques.firstSerial', required: true, format: 'digits', maxLength: 18, list: true, searchable: true },
    { name: 'leaves', type: 'number', label: 'cheques.leaves', required: true, min: 1, max: 500, list: true },
    {
      name: 'sayads',
      type: 'rows',
      label: 'cheques.bookSayads',
      columns: [
        { name: 'serial', type: 'code', label: 'cheques.serial', required: true, format: 'digits', maxLength: 18 },
        { name: 'sayad', type: 'code', label: 'cheques.sayad', required: true, format: 'sayad', maxLength: 40 },
      ],
    },
    { name: 'voided', type: 'rows', label: 'cheques.voided', columns: [{ name: 'serial', type: 'code', label: 'cheques.serial', required: true, format: 'digits', maxLength: 18 }] },
    { name: 'used', type: 'number', label: 'cheques.used', readOnly: true, list: true },
    { name: 'free', type: 'number', label: 'cheques.free', readOnly: true, list: true },
    { name: 'next_serial', type: 'code', label: 'cheques.nextSerial', readOnly: true, list: true },
    { name: 'content', type: 'textarea', label: 'fields.description' },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
  ] as const satisfies readonly Field[],
  permissions: { view: 'ChequeBookList', create: 'ChequeBook', edit: 'ChequeBook', remove: 'removePayCheck' },
  defaultSort: { field: 'first_serial', order: 'asc' },
  routes: { list: 'ChequeBookList', edit: 'ChequeBook' },
});
