import { importColumns, importKeys, importResources, type Field, type ImportColumn, type ImportType } from '@hesab/contract';
import { languages, type Language } from '@hesab/i18n';
import { webMessage } from '../spreadsheets/index.ts';
import { persianLetters } from './sheet-reader.ts';

/** A collection of rows a record has: a rows field (a product's units), or a document's lines, headed by their columns alone. */
export interface ImportRows {
  name: string;
  /** null for a document's lines */
  label: string | null;
  columns: readonly Field[];
}

/** What a type of import fills: the record's fields, and a document's lines. */
export interface ImportTarget {
  fields: readonly Field[];
  lines?: ImportRows;
}

/** A column of an import with the field it fills: a field of the record, or a column of one of its row collections. */
export interface ImportSlot {
  column: ImportColumn;
  field: Field;
  rows?: ImportRows;
}

function rowsNamed(target: ImportTarget, name: string): ImportRows | undefined {
  if (target.lines?.name === name) return target.lines;
  const field = target.fields.find((each) => each.name === name);
  return field?.type === 'rows' ? { name: field.name, label: field.label, columns: field.columns } : undefined;
}

/**
 * The type's columns with their fields; a column naming no field is a mistake of the contract. The key of a type
 * that changes records is read as a reference to the record it names, by its code or its name.
 */
export function importSlots(type: ImportType, target: ImportTarget): ImportSlot[] {
  return importColumns[type].map((column) => {
    const [name = '', columnName] = column.name.split('.');
    if (columnName !== undefined) {
      const rows = rowsNamed(target, name);
      const field = rows?.columns.find((each) => each.name === columnName);
      if (!rows || !field) throw new Error(`import ${type}: no column ${column.name}`);
      return { column, field, rows };
    }
    const field = target.fields.find((each) => each.name === name);
    if (!field) throw new Error(`import ${type}: no field ${column.name}`);
    if (column.name !== importKeys[type]) return { column, field };
    return { column, field: { name: field.name, type: 'reference', resource: importResources[type], label: field.label, required: true } };
  });
}

/** A field's label, or for a column of rows the collection's label and the column's: the header a sample carries. */
export function slotLabel(language: Language, slot: Pick<ImportSlot, 'field' | 'rows'>): string {
  const own = webMessage(language, slot.field.label);
  return slot.rows?.label ? `${webMessage(language, slot.rows.label)}: ${own}` : own;
}

/** The label of a refused value's path (`initial_stocks.1.entrepot`) among the target's; null where none is named. */
export function pathLabel(language: Language, target: ImportTarget, path: string): string | null {
  const [name = '', , columnName] = path.split('.');
  const rows = rowsNamed(target, name);
  const column = columnName === undefined ? undefined : rows?.columns.find((each) => each.name === columnName);
  if (column) return slotLabel(language, { field: column, rows });
  const field = target.fields.find((each) => each.name === name);
  if (field) return webMessage(language, field.label);
  return rows?.label ? webMessage(language, rows.label) : null;
}

/** Whether a header names the slot: its wire name (`initial_stocks.stock`), or its label in any language. */
function headerNames(slot: ImportSlot, header: string): boolean {
  const wanted = persianLetters(header.trim());
  return wanted === slot.column.name || languages.some((language) => persianLetters(slotLabel(language, slot)) === wanted);
}

export interface MappedSlot extends ImportSlot {
  /** the column's index in the file */
  index: number;
}

/**
 * The type's columns the file has, by the index of their header; the required fields it lacks among `missing`,
 * but for those `given` otherwise (an invoice's type by `ref_type`).
 */
export function mapColumns(type: ImportType, target: ImportTarget, header: readonly string[], given: readonly (string | undefined)[] = []) {
  const slots = importSlots(type, target);
  const mapped: MappedSlot[] = [];
  for (const slot of slots) {
    const index = header.findIndex((text) => headerNames(slot, text));
    if (index >= 0) mapped.push({ ...slot, index });
  }
  const missing = slots.filter(
    (slot) => !slot.rows && slot.field.required && !given.includes(slot.field.name) && !mapped.some((each) => each.column === slot.column),
  );
  return { mapped, missing };
}
