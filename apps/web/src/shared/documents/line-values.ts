import type { DocumentDefinition, DocumentLines, Field, LineColumn } from '@hesab/contract';
import { isZeroMoney, parseMoney, sumMoney, type Money } from '@hesab/domain';
import { chequeOf } from '../fields/cheque-values.ts';
import type { PickerItem } from '../picker/picker-api.ts';

/*
 * A document's lines as the grid edits them, for any column list: a reference column holds the picked item (so its
 * name shows), an amount column the text its box holds ('' or what was typed, read exactly only when summed or
 * sent), a text column its text, a cheque column the cheque's values. Columns a layout hides are carried as they came
 * and sent back; so are the extras a read line carries (a picked cheque's name), which are never sent.
 */

export interface EditedLine {
  /** a React key that survives removing the lines above it; never sent */
  key: number;
  values: Readonly<Record<string, unknown>>;
}

/** Where a document's lines sit in a form: the definition's lines, and the columns the layout keeps off screen. */
export interface LineShape {
  lines: DocumentLines;
  /** carried as read and sent back when set; never shown, edited or counted when deciding a line is blank */
  hidden: ReadonlySet<string>;
  /** amount columns sent as none, not 0, while their box is empty or zero */
  noneWhenEmpty?: ReadonlySet<string>;
}

/** The lines of a kind as the form holds them; null for a kind that is all header (a transfer). */
export function lineShapeOf(definition: DocumentDefinition, hidden: readonly string[] = [], noneWhenEmpty: readonly string[] = []): LineShape | null {
  return definition.lines ? { lines: definition.lines, hidden: new Set(hidden), noneWhenEmpty: new Set(noneWhenEmpty) } : null;
}

/** The columns the grid shows, in the order Enter and Tab walk them. */
export function shownColumns(shape: LineShape): LineColumn[] {
  return shape.lines.columns.filter((column) => !shape.hidden.has(column.name) && !column.readOnly);
}

/** The read-only columns a layout shows as it works them out (an invoice row's total), in the definition's order. */
export function reckonedColumns(shape: LineShape, reckoned: readonly string[] = []): LineColumn[] {
  return shape.lines.columns.filter((column) => reckoned.includes(column.name));
}

const amountTypes: ReadonlySet<Field['type']> = new Set(['money', 'percent']);
const textTypes: ReadonlySet<Field['type']> = new Set(['text', 'textarea', 'code']);

export function isAmountColumn(column: Field): boolean {
  return amountTypes.has(column.type);
}

/** What an empty cell holds: nothing picked, an empty box, the first status, no cheque. */
function emptyCell(column: LineColumn): unknown {
  switch (column.type) {
    case 'reference':
    case 'cheque':
    case 'date':
    case 'select':
    case 'number':
      return null;
    case 'boolean':
      return false;
    case 'status':
      return 'active';
    default:
      return '';
  }
}

let lastKey = 0;

export function blankLine(shape: LineShape): EditedLine {
  lastKey += 1;
  const values: Record<string, unknown> = {};
  for (const column of shape.lines.columns) values[column.name] = shape.hidden.has(column.name) ? null : emptyCell(column);
  return { key: lastKey, values };
}

/** What a money box holds as an exact amount: an empty or half-typed box ('.') counts as 0. */
export function amountOf(text: unknown): Money {
  try {
    return parseMoney(typeof text === 'string' ? text : '');
  } catch {
    return '0';
  }
}

/** The item a reference cell holds, if any. */
export function pickedItem(line: EditedLine, column: string): PickerItem | null {
  const value = line.values[column];
  return typeof value === 'object' && value !== null && 'id' in value ? (value as PickerItem) : null;
}

/** The text a text or amount cell holds. */
export function cellText(line: EditedLine, column: string): string {
  const value = line.values[column];
  return typeof value === 'string' ? value : '';
}

function isEmptyCell(column: LineColumn, value: unknown): boolean {
  if (isAmountColumn(column)) return isZeroMoney(amountOf(value));
  if (column.type === 'boolean') return value !== true;
  if (column.type === 'status') return true;
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A line with nothing in any shown cell: left out when the document is sent. */
export function isBlankLine(shape: LineShape, line: EditedLine): boolean {
  return shownColumns(shape).every((column) => isEmptyCell(column, line.values[column.name]));
}

/** A kind's rules on a line's cells, as its layout declares them. */
export interface CellRules {
  /** groups of amount columns a line holds only one of */
  exclusive?: readonly (readonly string[])[];
  /** what else a change settles on the line (a cheque's amount as its row's) */
  settle?(values: Readonly<Record<string, unknown>>, changed: string): Readonly<Record<string, unknown>>;
}

/**
 * A cell's new value, with what comes with it (a picked cheque's name and amount). In a group of `exclusive` amount
 * columns (debit and credit: a line is one or the other), typing an amount that is not zero empties the group's other
 * boxes; then the kind's `settle` has its say.
 */
export function withCell(
  line: EditedLine,
  column: string,
  value: unknown,
  rules: CellRules = {},
  carried: Readonly<Record<string, unknown>> = {},
): EditedLine {
  const values = { ...line.values, ...carried, [column]: value };
  const group = rules.exclusive?.find((names) => names.includes(column));
  if (group && !isZeroMoney(amountOf(value))) {
    for (const other of group) if (other !== column) values[other] = '';
  }
  return { ...line, values: rules.settle ? rules.settle(values, column) : values };
}

/** The cells whose values differ between two versions of a line. */
export function changedCells(before: EditedLine, after: EditedLine): string[] {
  const names = new Set([...Object.keys(before.values), ...Object.keys(after.values)]);
  return [...names].filter((name) => !Object.is(before.values[name], after.values[name]));
}

/** The definition's totals over the lines, with exact decimals, by the total's name. */
export function lineSums(definition: DocumentDefinition, lines: readonly EditedLine[]): Record<string, Money> {
  const sums: Record<string, Money> = {};
  for (const total of definition.totals ?? []) {
    sums[total.name] = sumMoney(lines.map((line) => amountOf(line.values[total.column])));
  }
  return sums;
}

/** A value as the schema and the server read it: a text trimmed and an empty amount box are none, others as they are. */
export function inputOf(field: Field, value: unknown): unknown {
  if (textTypes.has(field.type)) return typeof value === 'string' ? value.trim() || null : null;
  if (isAmountColumn(field)) return value === '' ? null : value;
  return value;
}

function cellInput(shape: LineShape, column: LineColumn, value: unknown): unknown {
  if (column.type === 'reference') return typeof value === 'object' && value !== null && 'id' in value ? (value as PickerItem).id : null;
  if (isAmountColumn(column)) {
    const amount = amountOf(value);
    // An amount is what its box holds, 0 for an empty box (a line is sent with both its sides), unless the kind
    // says an empty box is none.
    return shape.noneWhenEmpty?.has(column.name) === true && isZeroMoney(amount) ? null : amount;
  }
  return inputOf(column, value);
}

export type HeaderValues = Record<string, unknown>;

/** The request body before the contract's schema reads it: a line without a required pick carries null. */
export type DocumentCandidate = Record<string, unknown>;

/**
 * The body of `POST <document>` / `PUT <document>/{id}`: the date and header, then the lines without the blank ones;
 * `sentIndexes[n]` is the grid line of the body's line n, so an error on `rows.n.debit` lands on the right line.
 */
export function documentCandidate(
  definition: DocumentDefinition,
  shape: LineShape | null,
  header: HeaderValues,
  lines: readonly EditedLine[],
): { candidate: DocumentCandidate; sentIndexes: number[] } {
  const candidate: DocumentCandidate = { date: header.date };
  for (const field of definition.fields) if (!field.readOnly) candidate[field.name] = inputOf(field, header[field.name]);
  const sentIndexes: number[] = [];
  if (!shape) return { candidate, sentIndexes };
  const rows: Record<string, unknown>[] = [];
  lines.forEach((line, index) => {
    if (isBlankLine(shape, line)) return;
    sentIndexes.push(index);
    const row: Record<string, unknown> = {};
    for (const column of shape.lines.columns) {
      const value = line.values[column.name];
      if (!shape.hidden.has(column.name)) row[column.name] = cellInput(shape, column, value);
      else if (value !== null && value !== undefined && value !== '') row[column.name] = value;
    }
    rows.push(row);
  });
  candidate[shape.lines.name] = rows;
  return { candidate, sentIndexes };
}

/** What decides whether the form has unsaved changes: the values, not the React keys or the pickers' names. */
export function documentSnapshot(
  definition: DocumentDefinition,
  shape: LineShape | null,
  header: HeaderValues,
  lines: readonly EditedLine[],
): string {
  return JSON.stringify(documentCandidate(definition, shape, header, lines).candidate);
}

/** A picker item for a record a document names: its name, and its code as the label (an account's). */
export function pickerItemOf(id: number, name: string, code: string): PickerItem {
  return { id, name, label: code, color: null, remain: null };
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

/**
 * A read line's cell as the grid holds it. A reference is named by the read's `<column>_label` (or `_name`) and
 * labelled with its `<column>_code`; an amount of 0 shows an empty box, so a line shows only its side.
 */
function editedCell(column: LineColumn, row: Readonly<Record<string, unknown>>): unknown {
  const value = row[column.name];
  switch (column.type) {
    case 'cheque':
      return chequeOf(value);
    case 'reference': {
      if (typeof value !== 'number') return null;
      const name = textOf(row[`${column.name}_label`]) ?? textOf(row[`${column.name}_name`]) ?? `#${value}`;
      return pickerItemOf(value, name, textOf(row[`${column.name}_code`]) ?? '');
    }
    case 'money':
    case 'percent':
      return typeof value === 'string' && !isZeroMoney(amountOf(value)) ? value : '';
    case 'boolean':
      return value === true;
    case 'number':
    case 'date':
    case 'select':
      return value ?? null;
    case 'status':
      return value ?? 'active';
    default:
      return textOf(value) ?? '';
  }
}

/** A loaded document's lines, as the grid edits them. */
export function linesOf(shape: LineShape, document: Readonly<Record<string, unknown>>): EditedLine[] {
  const rows = document[shape.lines.name];
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Readonly<Record<string, unknown>>) => {
    const line = blankLine(shape);
    const values: Record<string, unknown> = {};
    for (const extra of shape.lines.extras ?? []) if (row[extra] !== undefined) values[extra] = row[extra];
    for (const column of shape.lines.columns) {
      values[column.name] = shape.hidden.has(column.name) ? (row[column.name] ?? null) : editedCell(column, row);
    }
    return { ...line, values };
  });
}
