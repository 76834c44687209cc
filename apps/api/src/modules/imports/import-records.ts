import type { FieldError } from '../../http/errors.ts';
import type { MappedSlot } from './import-columns.ts';
import { wireValueOf } from './import-values.ts';
import type { ReferenceNames } from './reference-names.ts';
import type { ReadSheet } from './sheet-reader.ts';

/** One record of a file, as the form would send it, from its row and the rows that continue it. */
export interface FileRecord {
  /** its first row's number in the file, and that row's cells */
  row: number;
  cells: string[];
  /** how many rows of the file it took */
  span: number;
  input: Record<string, unknown>;
  /** names the file gives that name no record (a unit not made yet), by the path of their value */
  unknown: Record<string, FieldError[]>;
}

const splitCell = (text: string) =>
  text
    .split(/[,\u060c]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The records of a sheet in order: a row whose own columns are empty adds its rows' cells to the record above it. */
export function* fileRecords(sheet: ReadSheet, mapped: readonly MappedSlot[], names: ReferenceNames, dateLocale: string): Generator<FileRecord> {
  const own = mapped.filter((slot) => !slot.rows);
  const collections = [...new Set(mapped.flatMap((slot) => (slot.rows ? [slot.rows.name] : [])))].map((name) => ({
    name,
    slots: mapped.filter((slot) => slot.rows?.name === name),
  }));
  let current: FileRecord | null = null;

  const valueOf = (record: FileRecord, slot: MappedSlot, text: string, path: string): unknown => {
    if (slot.field.type !== 'reference' || text === '') return wireValueOf(slot.field, text, dateLocale);
    const id = names.idOf(slot.field.resource, text);
    if (id === null) record.unknown[path] = [{ key: 'import-unknown-name', params: { name: text } }];
    return id ?? undefined;
  };

  for (const { row, cells } of sheet.rows) {
    const continues = current !== null && collections.length > 0 && own.every((slot) => (cells[slot.index] ?? '') === '');
    if (current && !continues) yield current;
    if (!current || !continues) {
      current = { row, cells, span: 0, input: {}, unknown: {} };
      for (const slot of own) {
        const value = valueOf(current, slot, cells[slot.index] ?? '', slot.field.name);
        if (value !== undefined) current.input[slot.field.name] = value;
      }
    }
    current.span += 1;
    for (const { name, slots } of collections) {
      const texts = slots.map((slot) => (slot.column.split ? splitCell(cells[slot.index] ?? '') : [cells[slot.index] ?? '']));
      const count = Math.max(...texts.map((each) => each.length));
      const items = (current.input[name] ??= []) as Record<string, unknown>[];
      for (let part = 0; part < count; part++) {
        const partTexts = texts.map((each, index) => (slots[index]?.column.split ? (each[part] ?? '') : (each[0] ?? '')));
        if (partTexts.every((text) => text === '')) continue;
        const item: Record<string, unknown> = {};
        slots.forEach((slot, index) => {
          const value = valueOf(current as FileRecord, slot, partTexts[index] ?? '', `${name}.${String(items.length)}.${slot.field.name}`);
          if (value !== undefined) item[slot.field.name] = value;
        });
        items.push(item);
      }
    }
  }
  if (current) yield current;
}
