import { accountingDocumentDefinition as accounting } from '@hesab/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { blankLine, documentCandidate, lineSums, linesOf, pickerItemOf, type EditedLine, type LineShape } from '../../shared/documents/line-values.ts';
import { balanceVerdict, documentBalance, isRecordLine } from './accounting-balance.ts';

// The opening document's record is carried, not shown, as the accounting layout does.
const shape: LineShape = { lines: accounting.lines, hidden: new Set(['source_type']) };

function line(debit: string, credit: string): EditedLine {
  const blank = blankLine(shape);
  return { ...blank, values: { ...blank.values, account: pickerItemOf(1, 'acc', '101'), debit, credit } };
}

const balanceOf = (lines: EditedLine[]) => documentBalance(lineSums(accounting, lines));

describe('the balance of the running totals', () => {
  it('holds with exact decimals, where floating point would drift', () => {
    expect(balanceOf([line('0.1', ''), line('0.2', ''), line('', '0.3')])).toEqual({
      debit: '0.3',
      credit: '0.3',
      difference: '0',
      state: 'balanced',
    });
  });

  it('holds amounts beyond a double exactly', () => {
    const balance = balanceOf([line('99999999999999999999.9999', ''), line('', '0.0001')]);
    expect(balance.difference).toBe('99999999999999999999.9998');
    expect(balance.state).toBe('unbalanced');
  });

  it('says which side is ahead by the sign of the difference, and calls a document without amounts empty', () => {
    expect(balanceOf([line('100', ''), line('', '99.99')]).difference).toBe('0.01');
    expect(balanceOf([line('5', ''), line('', '7')]).difference).toBe('-2');
    expect(balanceOf([line('', ''), line('0', '')]).state).toBe('empty');
  });

  it('is told in the totals bar: the difference as a figure, and a verdict', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const verdict = balanceVerdict(lineSums(accounting, [line('5', ''), line('', '7')]), t);
    expect(verdict).toMatchObject({ state: 'unbalanced', wrong: true, figures: [{ value: '2', testId: 'document-difference' }] });
    expect(verdict.verdict).toEqual({ label: 'documents.unbalanced (documents.creditAhead)', tone: 'error' });
    expect(balanceVerdict(lineSums(accounting, [line('5', ''), line('', '5')]), t).verdict?.tone).toBe('success');
    expect(balanceVerdict(lineSums(accounting, [blankLine(shape)]), t).verdict).toBeUndefined();
  });
});

describe("the opening document's lines", () => {
  const row = (source_type: string | null, debit: string, credit: string) => ({
    account: 7,
    detail: null,
    debit,
    credit,
    description: null,
    source_type,
    account_code: '10101',
    account_name: 'حساب',
    detail_name: null,
  });
  const opening = {
    id: 1,
    number: 1,
    date: '2026-03-21',
    description: 'سند افتتاحیه',
    state: 'temporary',
    locked: false,
    source_type: 'opening',
    debit_total: '300',
    credit_total: '300',
    rows: [row('person', '100', '0'), row('person', '0', '100'), row('manual', '200', '0'), row('manual', '0', '200')],
  };

  it('keep the record each belongs to and send it back, so the server keeps the parts records own', () => {
    const lines = linesOf(shape, opening);
    expect(lines.map(isRecordLine)).toEqual([true, true, false, false]);
    const { candidate } = documentCandidate(accounting, shape, { date: opening.date, description: '' }, [...lines, blankLine(shape)]);
    expect((candidate.rows as { source_type?: string }[]).map((sent) => sent.source_type)).toEqual(['person', 'person', 'manual', 'manual']);
  });

  it('leave a line the user writes without a record', () => {
    const { candidate } = documentCandidate(accounting, shape, { date: opening.date, description: '' }, [line('5', '')]);
    expect((candidate.rows as object[])[0]).not.toHaveProperty('source_type');
    expect(isRecordLine(blankLine(shape))).toBe(false);
  });
});
