import { accountingDocumentDefinition as accounting, documentInputSchema, invoiceDefinition, receiveDefinition, transferDefinition, type DocumentDefinition } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import {
  amountOf,
  blankLine,
  changedCells,
  documentCandidate,
  documentSnapshot,
  isBlankLine,
  lineShapeOf,
  lineSums,
  linesOf,
  pickerItemOf,
  reckonedColumns,
  shownColumns,
  withCell,
  type EditedLine,
  type LineShape,
} from './line-values.ts';

// The accounting document's lines, the opening document's record carried as the accounting layout carries it.
const shape: LineShape = { lines: accounting.lines, hidden: new Set(['source_type']) };
const exclusive = [['debit', 'credit']];
const inputSchema = documentInputSchema(accounting);

function line(debit: string, credit: string, account: number | null = 1): EditedLine {
  const blank = blankLine(shape);
  return {
    ...blank,
    values: { ...blank.values, account: account === null ? null : pickerItemOf(account, `acc ${account}`, `10${account}`), debit, credit },
  };
}

describe('a kind that is all header', () => {
  it('has no lines, and sends its header alone: texts trimmed, empty amounts none, other values as they are', () => {
    expect(lineShapeOf(transferDefinition)).toBeNull();
    const header = { date: '2026-06-01', from: { kind: 'bank', id: 1 }, to: { kind: 'cash', id: 2 }, amount: '500', fee: '', description: ' x ' };
    const { candidate, sentIndexes } = documentCandidate(transferDefinition, null, header, []);
    expect(candidate).toEqual({ date: '2026-06-01', from: { kind: 'bank', id: 1 }, to: { kind: 'cash', id: 2 }, amount: '500', fee: null, description: 'x' });
    expect(sentIndexes).toEqual([]);
    expect(documentInputSchema(transferDefinition).safeParse(candidate).success).toBe(true);
  });
});

describe('the grid of a definition', () => {
  it('is the definition’s lines with the columns the layout hides', () => {
    expect(lineShapeOf(accounting, ['source_type'])).toEqual({ ...shape, noneWhenEmpty: new Set() });
  });


  it('shows every column but the hidden ones, in the definition’s order', () => {
    expect(shownColumns(shape).map((column) => column.name)).toEqual(['account', 'detail', 'debit', 'credit', 'description']);
  });

  it('starts a line empty: nothing picked, empty boxes, no record', () => {
    expect(blankLine(shape).values).toEqual({ account: null, detail: null, debit: '', credit: '', description: '', source_type: null });
    expect(isBlankLine(shape, blankLine(shape))).toBe(true);
    expect(isBlankLine(shape, { ...blankLine(shape), values: { ...blankLine(shape).values, debit: '0', source_type: 'manual' } })).toBe(true);
    expect(isBlankLine(shape, line('', '', 1))).toBe(false);
  });
});

describe('the running totals', () => {
  it('add with exact decimals, where floating point would drift', () => {
    expect(lineSums(accounting, [line('0.1', ''), line('0.2', ''), line('', '0.3')])).toEqual({ debit_total: '0.3', credit_total: '0.3' });
  });

  it('hold amounts beyond a double exactly', () => {
    const sums = lineSums(accounting, [line('99999999999999999999.9999', ''), line('', '0.0001')]);
    expect(sums.debit_total).toBe('99999999999999999999.9999');
  });

  it('count an empty or half-typed box as nothing', () => {
    expect(amountOf('')).toBe('0');
    expect(amountOf('.')).toBe('0');
    expect(amountOf('12.')).toBe('12');
    expect(amountOf('1500000')).toBe('1500000');
    expect(amountOf(null)).toBe('0');
  });

  it('are none for a kind without totals', () => {
    const plain: DocumentDefinition = { ...accounting, totals: undefined };
    expect(lineSums(plain, [line('5', '')])).toEqual({});
  });
});

describe('one side of a line', () => {
  it('clears the other side of its exclusive group once an amount is typed', () => {
    const credited = withCell(line('250', ''), 'credit', '250', { exclusive });
    expect(credited.values).toMatchObject({ debit: '', credit: '250' });
    expect(withCell(credited, 'debit', '7', { exclusive }).values).toMatchObject({ debit: '7', credit: '' });
  });

  it('keeps the other side while the typed amount is still zero, or without a group', () => {
    expect(withCell(line('250', ''), 'credit', '0', { exclusive }).values).toMatchObject({ debit: '250', credit: '0' });
    expect(withCell(line('250', ''), 'credit', '', { exclusive }).values).toMatchObject({ debit: '250', credit: '' });
    expect(withCell(line('250', ''), 'credit', '0.', { exclusive }).values).toMatchObject({ debit: '250', credit: '0.' });
    expect(withCell(line('250', ''), 'credit', '9').values).toMatchObject({ debit: '250', credit: '9' });
  });
});

describe('the request body', () => {
  const header = (description: string) => ({ date: '2026-06-01', description });

  it('leaves blank lines out and remembers which grid line each row is', () => {
    const zero = { ...blankLine(shape), values: { ...blankLine(shape).values, debit: '0' } };
    const lines = [line('', '', null), line('1500000', ''), zero, line('', '1500000', 2)];
    const { candidate, sentIndexes } = documentCandidate(accounting, shape, header('  فروش  '), lines);
    expect(sentIndexes).toEqual([1, 3]);
    expect(candidate).toEqual({
      date: '2026-06-01',
      description: 'فروش',
      rows: [
        { account: 1, detail: null, debit: '1500000', credit: '0', description: null },
        { account: 2, detail: null, debit: '0', credit: '1500000', description: null },
      ],
    });
    expect(inputSchema.safeParse(candidate).success).toBe(true);
  });

  it('keeps a line with an amount but no account, for the schema to refuse', () => {
    const { candidate, sentIndexes } = documentCandidate(accounting, shape, header(''), [line('10', '', null)]);
    expect(sentIndexes).toEqual([0]);
    expect(candidate.rows).toEqual([{ account: null, detail: null, debit: '10', credit: '0', description: null }]);
    expect(candidate.description).toBeNull();
    expect(inputSchema.safeParse(candidate).success).toBe(false);
  });
});

describe('a loaded document', () => {
  const document = {
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

  it('becomes grid lines with its references named and only its side filled', () => {
    const lines = linesOf(shape, document);
    expect(lines[0]?.values).toMatchObject({ debit: '1500000.5', credit: '', detail: { id: 5, name: 'صندوق مرکزی' } });
    expect(lines[0]?.values.account).toMatchObject({ id: 11, name: 'صندوق', label: '10101' });
    expect(lines[1]?.values).toMatchObject({ debit: '', credit: '1500000.5', description: 'فروش', detail: null });
    const unnamed = { ...document, rows: document.rows.map((row) => ({ ...row, detail_name: null })) };
    expect(linesOf(shape, unnamed)[0]?.values.detail).toMatchObject({ id: 5, name: '#5' });
  });

  it('is unchanged until a value changes, whatever the boxes hold for nothing', () => {
    const header = { date: document.date, description: document.description };
    const lines = linesOf(shape, document);
    const snapshot = documentSnapshot(accounting, shape, header, lines);
    const settled = lines.map((each) => ({ key: each.key + 100, values: { ...each.values, debit: each.values.debit || '0' } }));
    expect(documentSnapshot(accounting, shape, header, settled)).toBe(snapshot);
    expect(documentSnapshot(accounting, shape, header, [...lines, blankLine(shape)])).toBe(snapshot);
    const changed = withCell(lines[0] ?? blankLine(shape), 'debit', '1500001', { exclusive });
    expect(documentSnapshot(accounting, shape, header, [changed, ...lines.slice(1)])).not.toBe(snapshot);
  });
});

describe('a hidden column', () => {
  const row = (source_type: string | null) => ({
    account: 7,
    detail: null,
    debit: '100',
    credit: '0',
    description: null,
    source_type,
    account_code: '10101',
    account_name: 'حساب',
    detail_name: null,
  });

  it('is carried as it was read and sent back, and left out where it had no value', () => {
    const lines = linesOf(shape, { rows: [row('person'), row('manual'), row(null)] });
    expect(lines.map((each) => each.values.source_type)).toEqual(['person', 'manual', null]);
    const { candidate } = documentCandidate(accounting, shape, { date: '2026-03-21', description: '' }, [...lines, blankLine(shape)]);
    expect(candidate.rows).toMatchObject([{ source_type: 'person' }, { source_type: 'manual' }, {}]);
    expect((candidate.rows as object[])[2]).not.toHaveProperty('source_type');
  });
});

describe('a receipt’s cheque row', () => {
  const receipt: LineShape = { lines: receiveDefinition.lines, hidden: new Set(['cheque_id']) };
  const cheque = {
    sayad: '1234567890123456',
    serial: null,
    bank: 'mellat',
    branch: null,
    owner: null,
    amount: '1500000',
    due: '2026-07-01',
    issue_date: null,
    kind: 'normal',
    description: null,
  };
  const read = { bank: null, cash: null, petty: null, amount: '1500000', fee: '0', tracking: null, cheque, cheque_id: 41, cheque_status: 'fund' };

  it('holds its cheque, carries the cheque’s id back unseen and keeps what the read says of it', () => {
    const [line] = linesOf(receipt, { rows: [read] });
    expect(line?.values).toMatchObject({ cheque, cheque_id: 41, cheque_status: 'fund', amount: '1500000' });
    expect(blankLine(receipt).values.cheque).toBeNull();
  });

  it('is sent with its cheque and the cheque’s id, not with what the read said of it, and the schema takes it', () => {
    const lines = linesOf(receipt, { rows: [read] });
    const { candidate } = documentCandidate(receiveDefinition, receipt, { date: '2026-06-01', person: 3 }, lines);
    expect(candidate.rows).toEqual([{ bank: null, cash: null, petty: null, amount: '1500000', fee: '0', tracking: null, cheque, cheque_id: 41 }]);
    expect(documentInputSchema(receiveDefinition).safeParse(candidate).success).toBe(true);
  });

  it('takes what a change brings with it, then the kind’s settling, and tells which cells changed', () => {
    const blank = blankLine(receipt);
    const settle = (values: Readonly<Record<string, unknown>>) => ({ ...values, amount: '9' });
    const changed = withCell(blank, 'cheque_id', 41, { settle }, { cheque_id_label: 'x' });
    expect(changed.values).toMatchObject({ cheque_id: 41, cheque_id_label: 'x', amount: '9' });
    expect(changedCells(blank, changed).sort()).toEqual(['amount', 'cheque_id', 'cheque_id_label']);
  });
});

describe('an invoice’s row', () => {
  const invoice = lineShapeOf(invoiceDefinition, [], ['discount', 'discountPercent']);
  if (!invoice) throw new Error('an invoice has rows');
  const filled = { ...blankLine(invoice), values: { ...blankLine(invoice).values, product: pickerItemOf(7, 'x', ''), count: '2', fee: '100', discount: '0', discountPercent: '10' } };

  it('sends an empty or zero discount as none, so the percent stands alone; other empty amounts as 0', () => {
    const { candidate } = documentCandidate(invoiceDefinition, invoice, { date: '2026-06-01', type: 'sell', entrepot: 1 }, [filled]);
    expect(candidate.rows).toMatchObject([{ product: 7, count: '2', fee: '100', discount: null, discountPercent: '10', tax: '0' }]);
  });

  it('shows its read-only total among the columns the layout reckons, and never edits it', () => {
    expect(reckonedColumns(invoice, ['total']).map((column) => column.name)).toEqual(['total']);
    expect(shownColumns(invoice).map((column) => column.name)).not.toContain('total');
  });
});
