import { defineDocument } from '../definition.ts';

/**
 * The manual accounting document (spec 01 "Accounting and reports": accounting new, edit, list). Its lines are its
 * journal's lines, so it is kept as the journal itself; the year's opening document is one too, written in parts.
 */
export const accountingDocumentDefinition = defineDocument({
  name: 'accounting',
  title: 'menu.accountingDocuments',
  itemTitle: 'menu.accountingDocument',
  logType: 'accountingDocument',
  fields: [{ name: 'description', type: 'textarea', label: 'fields.description', maxLength: 2000, drafts: true, list: true, searchable: true }],
  lines: {
    name: 'rows',
    min: 1,
    emptyKey: 'journal-no-rows',
    max: 2000,
    columns: [
      { name: 'account', type: 'reference', resource: 'account', label: 'documents.account', required: true },
      { name: 'detail', type: 'reference', resource: 'detail', label: 'documents.detail' },
      { name: 'debit', type: 'money', label: 'documents.debit' },
      { name: 'credit', type: 'money', label: 'documents.credit' },
      { name: 'description', type: 'text', label: 'documents.lineDescription', maxLength: 500 },
      // On the opening document, the record whose part a line is (person, product, closing): such lines change
      // only through their record, and a form sends them back as they came.
      { name: 'source_type', type: 'text', label: 'documents.source', maxLength: 40 },
    ],
    extras: ['account_code', 'account_name', 'detail_name'],
  },
  extras: ['source_type'],
  totals: [
    { name: 'debit_total', label: 'documents.debitTotal', column: 'debit', list: { name: 'amount', label: 'documents.amount' } },
    { name: 'credit_total', label: 'documents.creditTotal', column: 'credit' },
  ],
  lifecycle: { removal: 'final', permanent: true, lock: true, renumber: true },
  permissions: {
    view: 'AccountingList',
    create: 'AccountingDocument',
    edit: 'AccountingDocument',
    remove: 'removeAccount',
    permanent: 'ConvertTempToPermanentDocuments',
    lock: 'lockDocuments',
    renumber: 'DocumentNumbering',
  },
  routes: { list: 'AccountingList', edit: 'AccountingDocument', print: 'AccountingPrint' },
});
