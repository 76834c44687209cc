import { accountingDocumentInput, type AccountingDocument } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import {
  amountOf,
  blankLine,
  documentCandidate,
  documentSnapshot,
  documentTotals,
  isRecordLine,
  linesOf,
  pickerItemOf,
  withAmount,
  type DocumentLine,
} from './document-lines.ts';

function line(debit: string, credit: string, account: number | null = 1): DocumentLine {
  return { ...blankLine(), account: account === null ? null : pickerItemOf(account, `acc ${account}`, `10${account}`), debit, credit };
}

describe('the running totals', () => {
  it('add with exact decimals, where floating point would drift', () => {
    const totals = documentTotals([line('0.1', ''), line('0.2', ''), line('', '0.3')]);
    expect(totals).toEqual({ debit: '0.3', credit: '0.3', difference: '0', state: 'balanced' });
  });

  it('hold amounts beyond a double exactly', () => {
    const totals = documentTotals([line('99999999999999999999.9999', ''), line('', '0.0001')]);
    expect(totals.debit).toBe('99999999999999999999.9999');
    expect(totals.difference).toBe('99999999999999999999.9998');
    expect(totals.state).toBe('unbalanced');
  });

  it('say which side is ahead by the sign of the difference, and call a document without amounts empty', () => {
    expect(documentTotals([line('100', ''), line('', '99.99')]).difference).toBe('0.01');
    expect(documentTotals([line('5', ''), line('', '7')]).difference).toBe('-2');
    expect(documentTotals([line('', ''), line('0', '')]).state).toBe('empty');
  });

  it('count an empty or half-typed box as nothing', () => {
    expect(amountOf('')).toBe('0');
    expect(amountOf('.')).toBe('0');
    expect(amountOf('12.')).toBe('12');
    expect(amountOf('1500000')).toBe('1500000');
  });
});

describe('one side of a line', () => {
  it('clears the other side once an amount is typed', () => {
    const credited = withAmount(line('250', ''), 'credit', '250');
    expect(credited).toMatchObject({ debit: '', credit: '250' });
    expect(withAmount(credited, 'debit', '7')).toMatchObject({ debit: '7', credit: '' });
  });

  it('keeps the other side while the typed amount is still zero', () => {
    expect(withAmount(line('250', ''), 'credit', '0')).toMatchObject({ debit: '250', credit: '0' });
    expect(withAmount(line('250', ''), 'credit', '')).toMatchObject({ debit: '250', credit: '' });
    expect(withAmount(line('250', ''), 'credit', '0.')).toMatchObject({ debit: '250', credit: '0.' });
  });
});

describe('the request body', () => {
  it('leaves blank lines out and remembers which grid line each row is', () => {
    const lines = [line('', '', null), line('1500000', ''), { ...blankLine(), debit: '0' }, line('', '1500000', 2)];
    const { candidate, sentIndexes } = documentCandidate({ date: '2026-06-01', description: '  فروش  ' }, lines);
    expect(sentIndexes).toEqual([1, 3]);
    expect(candidate).toEqual({
      date: '2026-06-01',
      description: 'فروش',
      rows: [
        { account: 1, detail: null, debit: '1500000', credit: '0', description: null },
        { account: 2, detail: null, debit: '0', credit: '1500000', description: null },
      ],
    });
    expect(accountingDocumentInput.safeParse(candidate).success).toBe(true);
  });

  it('keeps a line with an amount but no account, for the schema to refuse', () => {
    const { candidate, sentIndexes } = documentCandidate({ date: '2026-06-01', description: '' }, [line('10', '', null)]);
    expect(sentIndexes).toEqual([0]);
    expect(candidate.rows[0]?.account).toBeNull();
    expect(candidate.description).toBeNull();
    expect(accountingDocumentInput.safeParse(candidate).success).toBe(false);
  });
});

describe('a loaded document', () => {
  const document: AccountingDocument = {
    id: 7,
    number: 3,
    date: '2026-06-01',
    description: 'فروش نقدی',
    state: 'temporary',
    locked: false,
    source_type: 'manual',
    debit_total: '1500000.5',
    credit_total: '1500000.5',
    rows: [
      { account: 11, detail: 5, debit: '1500000.5', credit: '0', description: null, account_code: '10101', account_name: 'صندوق', detail_name: 'صندوق مرکزی' },
      { account: 12, detail: null, debit: '0', credit: '1500000.5', description: 'فروش', account_code: '60101', account_name: 'فروش', detail_name: null },
    ],
  };

  it('becomes grid lines with its accounts named and only its side filled', () => {
    const lines = linesOf(document);
    expect(lines[0]).toMatchObject({ debit: '1500000.5', credit: '', detail: { id: 5, name: 'صندوق مرکزی' } });
    expect(lines[0]?.account).toMatchObject({ id: 11, name: 'صندوق', label: '10101' });
    expect(lines[1]).toMatchObject({ debit: '', credit: '1500000.5', description: 'فروش', detail: null });
    const unnamed = { ...document, rows: document.rows.map((row) => ({ ...row, detail_name: null })) };
    expect(linesOf(unnamed)[0]?.detail?.name).toBe('#5');
  });

  it('is unchanged until a value changes, whatever the boxes hold for nothing', () => {
    const header = { date: document.date, description: document.description ?? '' };
    const lines = linesOf(document);
    const snapshot = documentSnapshot(header, lines);
    const settled = lines.map((each) => ({ ...each, debit: each.debit || '0', key: each.key + 100 }));
    expect(documentSnapshot(header, settled)).toBe(snapshot);
    expect(documentSnapshot(header, [...lines, blankLine()])).toBe(snapshot);
    expect(documentSnapshot(header, [withAmount(lines[0] ?? blankLine(), 'debit', '1500001'), ...lines.slice(1)])).not.toBe(snapshot);
  });
});

describe('the opening document\'s lines', () => {
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
  const opening: AccountingDocument = {
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
    const lines = linesOf(opening);
    expect(lines.map(isRecordLine)).toEqual([true, true, false, false]);
    const { candidate } = documentCandidate({ date: opening.date, description: '' }, [...lines, blankLine()]);
    expect(candidate.rows.map((sent) => sent.source_type)).toEqual(['person', 'person', 'manual', 'manual']);
  });

  it('leave a line the user writes without a record', () => {
    const { candidate } = documentCandidate({ date: opening.date, description: '' }, [{ ...blankLine(), account: pickerItemOf(7, 'حساب', '10101'), debit: '5' }]);
    expect(candidate.rows[0]).not.toHaveProperty('source_type');
    expect(isRecordLine(blankLine())).toBe(false);
  });
});
