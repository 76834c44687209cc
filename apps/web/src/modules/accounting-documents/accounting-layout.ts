import type { accountingDocumentDefinition } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import { amountText } from '../../shared/documents/document-fields.ts';
import type { DocumentLayout } from '../../shared/documents/document-layout.ts';
import { pickedItem } from '../../shared/documents/line-values.ts';
import { balanceVerdict, documentBalance, isRecordLine } from './accounting-balance.ts';
import { journalSourceOf, JournalSourceNotice } from './journal-source.tsx';

/*
 * What the manual accounting document adds to the pages its definition builds: the account's code beside its
 * picker, debit or credit on a line, the balance of the two, and the opening document's lines that records own.
 */

export const accountingLayout: DocumentLayout<typeof accountingDocumentDefinition> = {
  titles: { new: 'documents.newTitle', edit: 'documents.editTitle', print: 'documents.printTitle' },
  hidden: ['source_type'],
  widths: { detail: 160 },
  leading: [
    {
      id: 'code',
      label: 'documents.accountCode',
      width: 90,
      text: (line, context) => localizeDigits(pickedItem(line, 'account')?.label ?? '', context.language),
    },
  ],
  // A line is a debit or a credit: typing an amount on one side empties the other.
  exclusive: [['debit', 'credit']],
  lineLocked: isRecordLine,
  // The least a balanced document has.
  newLines: 2,
  notes: { 'journal-unbalanced': 'unbalanced' },
  describeNote: (note, sums, context) => {
    if (note === 'noRows') return context.t('documents.noRows');
    if (note !== 'unbalanced') return undefined;
    const { debit, credit } = documentBalance(sums);
    return context.t('documents.unbalancedRefused', { debit: amountText(debit, context), credit: amountText(credit, context) });
  },
  verdict: (sums, { t }) => balanceVerdict(sums, t),
  // A journal a document wrote changes only through that document: shown, with the way to it.
  shownOnly: (document, context) => {
    const source = journalSourceOf(document, context);
    return source.system ? context.t('documents.systemReadOnly', { source: source.text }) : undefined;
  },
  Notice: JournalSourceNotice,
};
