import { importColumns, importKeys, importResources, type Field, type ImportColumn, type ImportType, type RowColumn, type RowsField } from '@hesab/contract';
import { languages, type Language } from '@hesab/i18n';
import { webMessage } from '../spreadsheets/index.ts';
import { persianLetters } from './sheet-reader.ts';

/** A column of an import with the field it fills: a field of the record, or a column of one of its row collections. */
export interface ImportSlot {
  column: ImportColumn;
  field: Field | RowColumn;
  /** the row collection the column belongs to */
  rows?: RowsField;
}

/**
 * The type's columns with their fields; a column naming no field of the resource is a mistake of the contract. The
 * key of a type that changes records is read as a reference to the record it names, by its code or its name.
 */
export function importSlots(type: ImportType, fields: readonly Field[]): ImportSlot[] {
  return importColumns[type].map((column) => {
    const [name = '', columnName] = column.name.split('.');
    const field = fields.find((each) => each.name === name);
    if (field && column.name === importKeys[type]) {
      return { column, field: { name: field.name, type: 'reference', resource: importResources[type], label: field.label, required: true } };
    }
    if (field && columnName === undefined) return { column, field };
    const rowColumn = field?.type === 'rows' ? field.columns.find((each) => each.name === columnName) : undefined;
    if (!field || field.type !== 'rows' || !rowColumn) throw new Error(`import ${type}: no field ${column.name}`);
    return { column, field: rowColumn, rows: field };
  });
}

/** A field's label, or for a column of rows the collection's label and the column's: the header a sample carries. */
export function slotLabel(language: Language, slot: Pick<ImportSlot, 'field' | 'rows'>): string {
  const own = webMessage(language, slot.field.label);
  return slot.rows ? `${webMessage(language, slot.rows.label)}: ${own}` : own;
}

/** The label of a refused value's path (`initial_stocks.1.entrepot`) among the fields; null where none is named. */
export function pathLabel(language: Language, fields: readonly Field[], path: string): string | null {
  const [name, , columnName] = path.split('.');
  const field = fields.find((each) => each.name === name);
  if (!field) return null;
  if (field.type !== 'rows' || columnName === undefined) return webMessage(language, field.label);
  const column = field.columns.find((each) => each.name === columnName);
  return column ? slotLabel(language, { field: column, rows: field }) : webMessage(language, field.label);
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

/** The type's columns the file has, by the index of their header; the required fields it lacks among `missing`. */
export function mapColumns(type: ImportType, fields: readonly Field[], header: readonly string[]) {
  const mapped: MappedSlot[] = [];
  for (const slot of importSlots(type, fields)) {
    const index = header.findIndex((text) => headerNames(slot, text));
    if (index >= 0) mapped.push({ ...slot, index });
  }
  const missing = importSlots(type, fields).filter((slot) => !slot.rows && slot.field.required && !mapped.some((each) => each.column === slot.column));
  return { mapped, missing };
}
