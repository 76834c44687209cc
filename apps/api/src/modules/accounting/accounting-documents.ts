import { accountingDocumentDefinition, type DocumentOf } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { postManualDocument, sumMoney, type JournalDraft } from '@hesab/domain';
import { BusinessRuleError } from '../../http/errors.ts';
import type { DocumentBinding, ReferenceTables } from '../documents/index.ts';
import { journalDocuments, postingOf, recordOwnedLines, writeManualPart, type JournalHead, type JournalOrigins } from '../ledger/index.ts';
import { mainYearFor } from '../tenancy/index.ts';

type AccountingDocument = DocumentOf<typeof accountingDocumentDefinition>;

/** The opening document's part that the user writes in the document form. */
const manualPart = 'manual';

type LineAmounts = { account: number; detail: number | null; debit: string | null; credit: string | null };

/** Whether two sets of lines are the same lines, in any order, amounts compared exactly. */
function sameLines(a: readonly LineAmounts[], b: readonly LineAmounts[]): boolean {
  const key = (line: LineAmounts) => `${line.account}:${line.detail ?? 0}:${sumMoney([line.debit ?? '0'])}:${sumMoney([line.credit ?? '0'])}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

/**
 * On the opening document the user writes the manual part (capital, fixed assets…); the parts of persons,
 * products and the carried balances come back as they were read, and a change to them is refused: their records
 * own them.
 */
async function rewrite(tx: Executor, actor: { businessId: number }, before: JournalHead, document: AccountingDocument): Promise<JournalDraft | null> {
  await mainYearFor(tx, actor.businessId, document.date);
  if (before.sourceType !== 'opening') return null;
  const owned = await recordOwnedLines(tx, actor.businessId, before.id);
  const fromRecords = (row: AccountingDocument['rows'][number]) => row.source_type !== null && row.source_type !== manualPart;
  if (!sameLines(owned, document.rows.filter(fromRecords))) throw new BusinessRuleError('opening-document-has-parts');
  const manual = { ...document, date: before.date, rows: document.rows.filter((row) => !fromRecords(row)) };
  // The manual rows alone are held to the posting's rules: the parts of records may meet on the opening account.
  const draft = postingOf(postManualDocument, manual).journal;
  if (!draft) throw new Error('the manual part posted no journal');
  const written = { ...draft, description: document.description };
  await writeManualPart(tx, actor.businessId, before.id, written);
  return written;
}

/** An opening document goes with its last part: while records own parts, it stays. */
async function beforeRemove(tx: Executor, businessId: number, before: JournalHead): Promise<void> {
  if (before.sourceType === 'opening' && (await recordOwnedLines(tx, businessId, before.id)).length > 0) {
    throw new BusinessRuleError('opening-document-has-parts');
  }
}

/**
 * The manual accounting document on the document engine, kept as its journal (spec 01: accounting new, edit, list);
 * every journal is listed, a system one naming the document that wrote it (`originsOf`, from the references served).
 */
export const accountingDocumentBinding = (originsOf: (references: ReferenceTables) => JournalOrigins): DocumentBinding => ({
  definition: accountingDocumentDefinition,
  createStore: (db, references) =>
    journalDocuments<AccountingDocument>(db, {
      definition: accountingDocumentDefinition,
      posting: postManualDocument,
      rewrite,
      beforeRemove,
      origins: originsOf(references),
    }),
});
