import type { AccountingDocument } from '@hesab/contract';
import { compareMoney, isZeroMoney, parseMoney, subtractMoney, sumMoney, type Money } from '@hesab/domain';
import type { PickerItem } from '../../shared/picker/picker-api.ts';

/** The editable cells of a line, in the order Enter and Tab walk them. */
export const lineCells = ['account', 'detail', 'debit', 'credit', 'description'] as const;
export type LineCell = (typeof lineCells)[number];

export type AmountSide = 'debit' | 'credit';

/**
 * One line of the grid as it is being edited: the chosen pickers' items (so their names show), and the amounts
 * as the money boxes hold them ('' or typed text), read exactly only when summed or sent.
 */
export interface DocumentLine {
  /** a React key that survives removing the lines above it; never sent */
  key: number;
  account: PickerItem | null;
  detail: PickerItem | null;
  debit: string;
  credit: string;
  description: string;
  /** the record an opening document's line belongs to, sent back as it came; null on a line the user wrote */
  source: string | null;
}

/**
 * A line of the opening document that a record owns (a person's opening balance, a product's initial stock, the
 * balances a closing carried): it changes through its record, so the grid shows it but does not edit it.
 */
export function isRecordLine(line: DocumentLine): boolean {
  return line.source !== null && line.source !== 'manual';
}

let lastKey = 0;

export function blankLine(): DocumentLine {
  lastKey += 1;
  return { key: lastKey, account: null, detail: null, debit: '', credit: '', description: '', source: null };
}

/** A new document starts with two lines: the least a balanced document has. */
export function newDocumentLines(): DocumentLine[] {
  return [blankLine(), blankLine()];
}

/** What a money box holds as an exact amount: an empty or half-typed box ('.') counts as 0. */
export function amountOf(text: string): Money {
  try {
    return parseMoney(text);
  } catch {
    return '0';
  }
}

const otherSide: Record<AmountSide, AmountSide> = { debit: 'credit', credit: 'debit' };

/** A line is a debit or a credit: typing an amount on one side empties the other. */
export function withAmount(line: DocumentLine, side: AmountSide, text: string): DocumentLine {
  const changed = { ...line, [side]: text };
  return isZeroMoney(amountOf(text)) ? changed : { ...changed, [otherSide[side]]: '' };
}

export function isBlankLine(line: DocumentLine): boolean {
  return (
    line.account === null &&
    line.detail === null &&
    isZeroMoney(amountOf(line.debit)) &&
    isZeroMoney(amountOf(line.credit)) &&
    line.description.trim() === ''
  );
}

export type BalanceState = 'empty' | 'balanced' | 'unbalanced';

export interface DocumentTotals {
  debit: Money;
  credit: Money;
  /** debit minus credit: positive when the debits are ahead */
  difference: Money;
  state: BalanceState;
}

/** The running totals with exact decimals; a document with nothing on either side is empty, not balanced. */
export function documentTotals(lines: readonly DocumentLine[]): DocumentTotals {
  const debit = sumMoney(lines.map((line) => amountOf(line.debit)));
  const credit = sumMoney(lines.map((line) => amountOf(line.credit)));
  const difference = subtractMoney(debit, credit);
  const state: BalanceState =
    compareMoney(difference, '0') !== 0 ? 'unbalanced' : isZeroMoney(debit) ? 'empty' : 'balanced';
  return { debit, credit, difference, state };
}

/** The request body before the contract's schema reads it: a line without an account carries null. */
export interface DocumentCandidate {
  date: unknown;
  description: string | null;
  rows: {
    account: number | null;
    detail: number | null;
    debit: Money;
    credit: Money;
    description: string | null;
    source_type?: string;
  }[];
}

export interface DocumentHeader {
  /** ISO when a date was read; what was typed otherwise */
  date: unknown;
  description: string;
}

/**
 * The body of `POST accounting` / `PUT accounting/{id}`: blank lines are left out, and `sentIndexes[n]` is the
 * grid line of the body's row n, so an error on `rows.n.debit` lands on the right line.
 */
export function documentCandidate(
  header: DocumentHeader,
  lines: readonly DocumentLine[],
): { candidate: DocumentCandidate; sentIndexes: number[] } {
  const sentIndexes: number[] = [];
  const rows: DocumentCandidate['rows'] = [];
  lines.forEach((line, index) => {
    if (isBlankLine(line)) return;
    sentIndexes.push(index);
    rows.push({
      account: line.account?.id ?? null,
      detail: line.detail?.id ?? null,
      debit: amountOf(line.debit),
      credit: amountOf(line.credit),
      description: line.description.trim() || null,
      ...(line.source ? { source_type: line.source } : {}),
    });
  });
  const description = header.description.trim();
  return { candidate: { date: header.date, description: description || null, rows }, sentIndexes };
}

/** A picker item for an account or detail account the document names: the code is its label. */
export function pickerItemOf(id: number, name: string, code: string): PickerItem {
  return { id, name, label: code, color: null, remain: null };
}

/** The text a money box edits for a stored amount: nothing for 0, so the line shows only its side. */
function boxText(amount: Money): string {
  return isZeroMoney(amount) ? '' : amount;
}

/** A loaded document's lines, its accounts and detail accounts named as the answer names them. */
export function linesOf(document: AccountingDocument): DocumentLine[] {
  return document.rows.map((row) => ({
    ...blankLine(),
    account: pickerItemOf(row.account, row.account_name, row.account_code),
    detail: row.detail ? pickerItemOf(row.detail, row.detail_name ?? `#${row.detail}`, '') : null,
    debit: boxText(row.debit),
    credit: boxText(row.credit),
    description: row.description ?? '',
    source: row.source_type ?? null,
  }));
}

/** What decides whether the form has unsaved changes: the values, not the React keys or the pickers' names. */
export function documentSnapshot(header: DocumentHeader, lines: readonly DocumentLine[]): string {
  return JSON.stringify(documentCandidate(header, lines).candidate);
}
