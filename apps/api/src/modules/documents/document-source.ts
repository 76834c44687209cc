import { getTableColumns, getTableName, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DocumentDefinition, TagsField } from '@hesab/contract';
import type { Actor } from '../activity-log/index.ts';
import { movementRecords, movementsFromRecords, type NewMovement } from '../inventory/index.ts';
import type { JournalSource } from '../ledger/index.ts';
import type { DocumentRow } from './binding.ts';
import { toColumns } from './document-columns.ts';

/**
 * A kind's tables as the source of its journal writes them: the header's and the lines' columns, named as on the
 * wire; and, for a kind that moves stock, its movements.
 */
interface SourceTables {
  header: PgTable;
  lines?: PgTable;
  movesStock?: boolean;
}

/** The column of each key a row is written with, in a fixed order; a key the table has no column for is not kept. */
function columnsOf(table: PgTable, keys: readonly string[]): { key: string; column: string }[] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return keys.flatMap((key) => (columns[key] ? [{ key, column: columns[key].name }] : []));
}

/** A row as JSON keyed by its columns' names, as `jsonb_populate_record` reads it into the table's row type. */
function asRecord(row: Record<string, unknown>, columns: readonly { key: string; column: string }[]): Record<string, unknown> {
  return Object.fromEntries(columns.map(({ key, column }) => [column, row[key] ?? null]));
}

/**
 * A new document of a kind written by its journal's own statement (`postJournalWithSource`): the header and its
 * lines from one JSON parameter each, the header numbered in the kind's series of the journal's year after the
 * journal's own number, with the journal's id. The same columns the transaction's inserts write.
 */
export function documentSource(definition: DocumentDefinition, { header, lines, movesStock = false }: SourceTables) {
  const type = definition.logType;
  const tagFields = definition.fields.filter((field): field is TagsField => field.type === 'tags');
  const headerColumns = columnsOf(header, [...Object.keys(toColumns(definition.fields, {})), ...tagFields.map((field) => field.name), 'businessId', 'date', 'ouid', 'createdBy']);
  const lineColumns = lines ? columnsOf(lines, [...Object.keys(toColumns(definition.lines?.columns ?? [], {})), 'businessId', 'lineNo']) : [];
  const names = (columns: readonly { column: string }[], from?: string) =>
    sql.join(
      columns.map(({ column }) => (from ? sql`${sql.identifier(from)}.${sql.identifier(column)}` : sql.identifier(column))),
      sql`, `,
    );
  const writtenLines = (recordLines: Placeholder) =>
    lines
      ? sql`source_lines as (
          insert into ${lines} (${names(lineColumns)}, document_id)
          select ${names(lineColumns, 'x')}, source.id from jsonb_populate_recordset(null::${lines}, ${recordLines}::jsonb) x, source
          returning 1
        ), `
      : sql``;
  const writtenStock = (recordStock: Placeholder) =>
    movesStock ? sql`source_stock as (${movementsFromRecords(type, sql`${recordStock}::jsonb`, sql`source`)} returning 1), ` : sql``;
  const nextId = sql`nextval(pg_get_serial_sequence(${getTableName(header)}, 'id'))`;
  const part: JournalSource = {
    kind: type,
    nextId,
    id: (v) => sql`coalesce(${v.recordId}::bigint, ${nextId})`,
    write: (v) => sql`
      ${writtenLines(v.recordLines)}${writtenStock(v.recordStock)}source_head as (
        insert into ${header} (${names(headerColumns)}, id, financial_year_id, number, journal_id)
        select ${names(headerColumns, 'x')}, source.id, journal_year.id, next_document_number(${v.business}, ${v.series}, journal_year.id), head.id
        from jsonb_populate_record(null::${header}, ${v.record}::jsonb) x, source, journal_year, head
        returning id, number
      )`,
    writeMany: (business) => sql`
      ${
        lines
          ? sql`source_lines as (
              insert into ${lines} (${names(lineColumns)}, document_id)
              select ${names(lineColumns, 'x')}, source.id
              from docs join source using (n), jsonb_populate_recordset(null::${lines}, docs.d->'record_lines') x
              returning 1
            ), `
          : sql``
      }${
        movesStock
          ? sql`source_stock as (${movementsFromRecords(type, sql`docs.d->'record_stock'`, sql`docs join source using (n)`)} returning 1), `
          : sql``
      }source_head as (
        insert into ${header} (${names(headerColumns)}, id, financial_year_id, number, journal_id)
        select ${names(headerColumns, 'x')}, source.id, journal_year.id, next_document_number(${business}, docs.d->>'series', journal_year.id), head.id
        from docs join source using (n) join target using (n) join head on head.id = target.id, journal_year,
          jsonb_populate_record(null::${header}, docs.d->'record') x
        returning id, number
      )`,
  };
  return {
    part,
    /**
     * The values the statement is bound with: the header's row (tag columns as given) and the lines'; and where the
     * write took the record's id already, that id and the stock movements its posting made.
     */
    values(actor: Actor, document: DocumentRow, ouid: string | null, tagColumns: Record<string, number[]>, taken?: { id: number; stock: readonly NewMovement[] }) {
      const row = { ...toColumns(definition.fields, document), ...tagColumns, businessId: actor.businessId, date: document.date, ouid, createdBy: actor.userId };
      const rows = definition.lines ? ((document[definition.lines.name] ?? []) as DocumentRow[]) : [];
      const columns = definition.lines?.columns ?? [];
      return {
        part,
        record: JSON.stringify(asRecord(row, headerColumns)),
        recordLines: JSON.stringify(rows.map((line, index) => asRecord({ ...toColumns(columns, line), businessId: actor.businessId, lineNo: index + 1 }, lineColumns))),
        recordId: taken?.id ?? null,
        recordStock: taken && movesStock ? movementRecords(actor.businessId, taken.stock) : null,
      };
    },
  };
}
