import { accountingDocumentInput } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { afterLineRemoved, clientErrors, hasErrors, serverErrors, withoutCellError } from './document-errors.ts';
import { blankLine, documentCandidate, pickerItemOf } from './document-lines.ts';

describe("the server's 422 messages", () => {
  it('land on the cell of the grid line each row came from', () => {
    const errors = serverErrors(
      {
        'rows.1.debit': ['ردیف نامعتبر است.|journal-line-invalid'],
        'rows.0.account': ['این حساب قابل ثبت نیست.|account-not-postable', 'second'],
        'rows.2.detail': ['این مقدار معتبر نیست.|invalid-value'],
      },
      [0, 2, 5],
    );
    expect(errors.lines).toEqual({
      0: { account: { text: 'این حساب قابل ثبت نیست.' } },
      2: { debit: { text: 'ردیف نامعتبر است.' } },
      5: { detail: { text: 'این مقدار معتبر نیست.' } },
    });
    expect(errors.grid).toEqual([]);
  });

  it('tell an unbalanced document above the grid, in the screen’s own words', () => {
    const errors = serverErrors({ rows: ['سند تراز نیست: جمع بدهکار 100 و جمع بستانکار 99.99.|journal-unbalanced'] }, [0, 1]);
    expect(errors.grid).toEqual([{ note: 'unbalanced' }]);
    expect(serverErrors({ rows: ['x|journal-no-rows'] }, []).grid).toEqual([{ note: 'noRows' }]);
  });

  it('put the date and description under their boxes, and anything unknown above the grid', () => {
    const errors = serverErrors(
      { date: ['تاریخ خارج از سال مالی است.|date-outside-year'], description: ['بلند است'], 'rows.0.currency': ['?'], other: ['!|x'] },
      [0],
    );
    expect(errors.date).toEqual({ text: 'تاریخ خارج از سال مالی است.' });
    expect(errors.description).toEqual({ text: 'بلند است' });
    expect(errors.grid).toEqual([{ text: '?' }, { text: '!' }]);
  });

  it('are nothing for an answer without a field map', () => {
    expect(hasErrors(serverErrors(undefined, []))).toBe(false);
    expect(hasErrors(serverErrors('oops', []))).toBe(false);
  });
});

describe("the contract schema's issues", () => {
  it('ask for the account of a line that has an amount, on that grid line', () => {
    const lines = [blankLine(), { ...blankLine(), debit: '10' }, { ...blankLine(), account: pickerItemOf(3, 'x', '1'), credit: '10' }];
    const { candidate, sentIndexes } = documentCandidate({ date: '2026-06-01', description: '' }, lines);
    const parsed = accountingDocumentInput.safeParse(candidate);
    expect(parsed.success).toBe(false);
    const errors = parsed.success ? null : clientErrors(parsed.error.issues, candidate, sentIndexes);
    expect(errors?.lines).toEqual({ 1: { account: { key: 'is-required' } } });
  });

  it('ask for a date, refuse a half-typed one, and want a line', () => {
    const { candidate, sentIndexes } = documentCandidate({ date: null, description: '' }, [blankLine()]);
    const parsed = accountingDocumentInput.safeParse(candidate);
    const errors = parsed.success ? null : clientErrors(parsed.error.issues, candidate, sentIndexes);
    expect(errors?.date).toEqual({ key: 'is-required' });
    expect(errors?.grid).toEqual([{ note: 'noRows' }]);
    const typed = documentCandidate({ date: '1405/13', description: '' }, [{ ...blankLine(), account: pickerItemOf(1, 'a', '1'), debit: '1' }]);
    const halfTyped = accountingDocumentInput.safeParse(typed.candidate);
    expect(halfTyped.success ? null : clientErrors(halfTyped.error.issues, typed.candidate, typed.sentIndexes).date).toEqual({
      key: 'invalid-value',
    });
  });
});

describe('messages as the grid changes', () => {
  const errors = serverErrors(
    { 'rows.0.debit': ['a|k'], 'rows.0.account': ['b|k'], 'rows.2.credit': ['c|k'], rows: ['d|journal-unbalanced'] },
    [0, 1, 2],
  );

  it('go from a cell once it is edited', () => {
    const edited = withoutCellError(errors, 0, 'debit');
    expect(edited.lines[0]).toEqual({ account: { text: 'b' } });
    expect(withoutCellError(edited, 0, 'account').lines[0]).toBeUndefined();
    expect(withoutCellError(errors, 1, 'debit')).toBe(errors);
  });

  it('move up with their lines when a line above is removed', () => {
    const moved = afterLineRemoved(errors, 1);
    expect(moved.lines).toEqual({ 0: errors.lines[0], 1: { credit: { text: 'c' } } });
    expect(moved.grid).toEqual([]);
    expect(afterLineRemoved(errors, 0).lines).toEqual({ 1: { credit: { text: 'c' } } });
  });
});
