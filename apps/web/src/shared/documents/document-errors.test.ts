import { accountingDocumentDefinition as accounting, documentInputSchema } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { afterLineRemoved, clientErrors, hasErrors, serverErrors, withoutCellErrors, withoutHeaderError, type ErrorPlaces } from './document-errors.ts';
import { blankLine, documentCandidate, pickerItemOf, type EditedLine, type LineShape } from './line-values.ts';

// The accounting document's places: its header, its shown columns, and the keys its screen words itself.
const shape: LineShape = { lines: accounting.lines, hidden: new Set(['source_type']) };
const places: ErrorPlaces = {
  header: new Set(['date', 'description']),
  lines: 'rows',
  cells: new Set(['account', 'detail', 'debit', 'credit', 'description']),
  emptyKey: 'journal-no-rows',
  notes: { 'journal-unbalanced': 'unbalanced' },
};
const inputSchema = documentInputSchema(accounting);

function line(values: Record<string, unknown>): EditedLine {
  const blank = blankLine(shape);
  return { ...blank, values: { ...blank.values, ...values } };
}

describe("the server's 422 messages", () => {
  it('land on the cell of the grid line each row came from', () => {
    const errors = serverErrors(
      {
        'rows.1.debit': ['ردیف نامعتبر است.|journal-line-invalid'],
        'rows.0.account': ['این حساب قابل ثبت نیست.|account-not-postable', 'second'],
        'rows.2.detail': ['این مقدار معتبر نیست.|invalid-value'],
      },
      [0, 2, 5],
      places,
    );
    expect(errors.lines).toEqual({
      0: { account: { text: 'این حساب قابل ثبت نیست.' } },
      2: { debit: { text: 'ردیف نامعتبر است.' } },
      5: { detail: { text: 'این مقدار معتبر نیست.' } },
    });
    expect(errors.grid).toEqual([]);
  });

  it('on a part of a cell’s value (a cheque’s Sayad id) land on the cell', () => {
    const errors = serverErrors({ 'rows.1.description.sayad': ['چکی با این شناسه صیاد قبلاً ثبت شده است.|cheque-sayad-taken'] }, [0, 3], places);
    expect(errors.lines).toEqual({ 3: { description: { text: 'چکی با این شناسه صیاد قبلاً ثبت شده است.' } } });
  });

  it('tell an unbalanced document and one without lines above the grid, as the screen’s own notes', () => {
    const errors = serverErrors({ rows: ['سند تراز نیست: جمع بدهکار 100 و جمع بستانکار 99.99.|journal-unbalanced'] }, [0, 1], places);
    expect(errors.grid).toEqual([{ note: 'unbalanced' }]);
    expect(serverErrors({ rows: ['x|journal-no-rows'] }, [], places).grid).toEqual([{ note: 'noRows' }]);
  });

  it('put the header’s under their boxes, and anything unknown or hidden above the grid', () => {
    const errors = serverErrors(
      {
        date: ['تاریخ خارج از سال مالی است.|date-outside-year'],
        description: ['بلند است'],
        'rows.0.currency': ['?'],
        'rows.1.source_type': ['#'],
        other: ['!|x'],
      },
      [0, 1],
      places,
    );
    expect(errors.header.date).toEqual({ text: 'تاریخ خارج از سال مالی است.' });
    expect(errors.header.description).toEqual({ text: 'بلند است' });
    expect(errors.grid).toEqual([{ text: '?' }, { text: '#' }, { text: '!' }]);
  });

  it('on a part of a header field of rows (a cost’s treasury row) stay with the field, and go when it is edited', () => {
    const withParts = { ...places, header: new Set(['date', 'payments']), parts: new Set(['payments']) };
    const placed = serverErrors({ 'payments.1.bank': ['a|k'], payments: ['b|payments-unequal'], 'other.0.bank': ['c|k'] }, [], withParts);
    expect(placed.header).toEqual({ 'payments.1.bank': { text: 'a' }, payments: { text: 'b' } });
    expect(placed.grid).toEqual([{ text: 'c' }]);
    expect(Object.values(withoutHeaderError(placed, 'payments').header).filter(Boolean)).toEqual([]);
  });

  it('are nothing for an answer without a field map', () => {
    expect(hasErrors(serverErrors(undefined, [], places))).toBe(false);
    expect(hasErrors(serverErrors('oops', [], places))).toBe(false);
  });
});

describe("the contract schema's issues", () => {
  it('ask for the account of a line that has an amount, on that grid line', () => {
    const lines = [blankLine(shape), line({ debit: '10' }), line({ account: pickerItemOf(3, 'x', '1'), credit: '10' })];
    const { candidate, sentIndexes } = documentCandidate(accounting, shape, { date: '2026-06-01', description: '' }, lines);
    const parsed = inputSchema.safeParse(candidate);
    expect(parsed.success).toBe(false);
    const errors = parsed.success ? null : clientErrors(parsed.error.issues, candidate, sentIndexes, places);
    expect(errors?.lines).toEqual({ 1: { account: { key: 'is-required' } } });
  });

  it('ask for a date, refuse a half-typed one, and want a line', () => {
    const { candidate, sentIndexes } = documentCandidate(accounting, shape, { date: null, description: '' }, [blankLine(shape)]);
    const parsed = inputSchema.safeParse(candidate);
    const errors = parsed.success ? null : clientErrors(parsed.error.issues, candidate, sentIndexes, places);
    expect(errors?.header.date).toEqual({ key: 'is-required' });
    expect(errors?.grid).toEqual([{ note: 'noRows' }]);
    const typed = documentCandidate(accounting, shape, { date: '1405/13', description: '' }, [
      line({ account: pickerItemOf(1, 'a', '1'), debit: '1' }),
    ]);
    const halfTyped = inputSchema.safeParse(typed.candidate);
    expect(halfTyped.success ? null : clientErrors(halfTyped.error.issues, typed.candidate, typed.sentIndexes, places).header.date).toEqual({
      key: 'invalid-value',
    });
  });
});

describe('messages as the form changes', () => {
  const errors = serverErrors(
    { 'rows.0.debit': ['a|k'], 'rows.0.account': ['b|k'], 'rows.2.credit': ['c|k'], rows: ['d|journal-unbalanced'], date: ['e|k'] },
    [0, 1, 2],
    places,
  );

  it('go from the cells edited', () => {
    const edited = withoutCellErrors(errors, 0, ['debit']);
    expect(edited.lines[0]).toEqual({ account: { text: 'b' } });
    expect(withoutCellErrors(edited, 0, ['account']).lines[0]).toBeUndefined();
    expect(withoutCellErrors(errors, 0, ['debit', 'credit', 'account']).lines[0]).toBeUndefined();
    expect(withoutCellErrors(errors, 1, ['debit'])).toBe(errors);
  });

  it('go from a header field edited', () => {
    expect(withoutHeaderError(errors, 'date').header.date).toBeUndefined();
    expect(withoutHeaderError(errors, 'description')).toBe(errors);
  });

  it('move up with their lines when a line above is removed', () => {
    const moved = afterLineRemoved(errors, 1);
    expect(moved.lines).toEqual({ 0: errors.lines[0], 1: { credit: { text: 'c' } } });
    expect(moved.grid).toEqual([]);
    expect(afterLineRemoved(errors, 0).lines).toEqual({ 1: { credit: { text: 'c' } } });
  });
});
