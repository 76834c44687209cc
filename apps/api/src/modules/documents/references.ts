import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DocumentDefinition, Field } from '@hesab/contract';
import { queryRows, type Executor } from '@hesab/db';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import type { ResourceRegistry, ResourceTable } from '../resources/index.ts';
import type { DocumentRow } from './binding.ts';

/** The table of the records a reference may name, and the column that names one. */
export interface ReferenceTable {
  table: ResourceTable;
  labelField: string;
  /** which of the business's records a document may name, where not every one (an active given account) */
  namable?: SQL;
}

/** The table of the records a reference may name, by the resource's name (the resource registry's). */
export type ReferenceTables = (resource: string) => ReferenceTable | undefined;

/** Where a document names records: resource -> id -> the wire paths naming it (`from`, `rows.2.product`). */
type Wanted = Map<string, Map<number, string[]>>;

function want(wanted: Wanted, resource: string, id: number, path: string): void {
  const ids = wanted.get(resource) ?? new Map<number, string[]>();
  ids.set(id, [...(ids.get(id) ?? []), path]);
  wanted.set(resource, ids);
}

/** The record a field's value names, if any: a reference's id, a treasury account's kind and id. */
function named(field: Field, value: unknown): { resource: string; id: number } | null {
  if (field.type === 'reference' && typeof value === 'number') return { resource: field.resource, id: value };
  if (field.type === 'treasury' && value && typeof value === 'object') {
    const { kind, id } = value as { kind: string; id: number };
    return { resource: kind, id };
  }
  return null;
}

/** A record a document names: the object naming it (the document, or one of its rows), under which name, and where. */
interface Naming {
  holder: DocumentRow;
  name: string;
  /** the wire path: `from`, `rows.2.product`, `payments.0.bank` */
  path: string;
  resource: string;
  id: number;
}

/**
 * Every record a document names: in its header fields, in its lines, and in each header field of rows (a cost's
 * treasury rows), whose references are checked and named as the lines' are.
 */
function namingsOf(definition: DocumentDefinition, document: DocumentRow): Naming[] {
  const namings: Naming[] = [];
  const look = (fields: readonly Field[], holder: DocumentRow, at: string) => {
    for (const field of fields) {
      const record = named(field, holder[field.name]);
      if (record) namings.push({ holder, name: field.name, path: `${at}${field.name}`, ...record });
    }
  };
  look(definition.fields, document, '');
  const tables: { name: string; columns: readonly Field[] }[] = definition.fields.flatMap((field) => (field.type === 'rows' ? [field] : []));
  if (definition.lines) tables.push(definition.lines);
  for (const { name, columns } of tables) {
    const rows = document[name];
    if (Array.isArray(rows)) (rows as DocumentRow[]).forEach((row, index) => look(columns, row, `${name}.${index}.`));
  }
  return namings;
}

function wantedBy(definition: DocumentDefinition, document: DocumentRow, wanted: Wanted = new Map()): Wanted {
  for (const { resource, id, path } of namingsOf(definition, document)) want(wanted, resource, id, path);
  return wanted;
}

/** What the document's references found: each record's detail account (`resource:id`) and name. */
export interface FoundReferences {
  details: Map<string, number>;
  names: Map<string, string>;
  /** the currency of each that keeps its money in one (a treasury account) */
  currencies: Map<string, number>;
}

/**
 * The records wanted, found among this business's in one query over every kind of record named: the detail account
 * of each that has one (a person, a bank account), which postings read, and its name, which forms show; and the
 * paths naming a record not found.
 */
async function findRecords(tx: Executor, businessId: number, wanted: Wanted, references: ReferenceTables) {
  const found: FoundReferences = { details: new Map(), names: new Map(), currencies: new Map() };
  const errors: Record<string, FieldError[]> = {};
  if (wanted.size === 0) return { ...found, errors };
  const selects = [...wanted].map(([resource, ids]) => {
    const target = references(resource);
    if (!target) throw new Error(`no table for references to ${resource}`);
    const columns = getTableColumns(target.table) as Record<string, PgColumn>;
    const detail = columns.detail_id ?? sql`null`;
    const name = columns[target.labelField] ?? sql`null`;
    const currency = columns.currency ?? sql`null`;
    const namable = target.namable ?? sql`true`;
    return sql`(select ${resource}::text as resource, ${target.table.id}::bigint as id, ${detail}::bigint as detail, ${name}::text as name,
      ${currency}::bigint as currency, (${namable})::boolean as namable from ${target.table}
      where ${target.table.businessId} = ${businessId} and ${inArray(target.table.id, [...ids.keys()])})`;
  });
  const rows = await queryRows<{ resource: string; id: string; detail: string | null; name: string | null; currency: string | null; namable: boolean }>(
    tx,
    sql.join(selects, sql` union all `),
  );
  const present = new Set<string>();
  for (const row of rows) {
    const key = `${row.resource}:${Number(row.id)}`;
    if (row.detail !== null) found.details.set(key, Number(row.detail));
    if (row.name !== null) found.names.set(key, row.name);
    if (row.currency !== null) found.currencies.set(key, Number(row.currency));
    // One the document may no longer name (an account since deactivated) is still named on a read.
    if (row.namable) present.add(key);
  }
  for (const [resource, ids] of wanted) {
    for (const [id, paths] of ids) if (!present.has(`${resource}:${id}`)) for (const path of paths) errors[path] = [{ key: 'invalid-value' }];
  }
  return { ...found, errors };
}

/** The records a document (or a page of a list's documents, named once for all) names, found as `findRecords` finds them. */
export async function findReferences(
  tx: Executor,
  businessId: number,
  definition: DocumentDefinition,
  document: DocumentRow | readonly DocumentRow[],
  references: ReferenceTables,
): Promise<FoundReferences & { errors: Record<string, FieldError[]> }> {
  const documents = Array.isArray(document) ? document : [document];
  return findRecords(tx, businessId, documents.reduce<Wanted>((all, one) => wantedBy(definition, one, all), new Map()), references);
}

/** Records named outside a document (a cheque's drawer and banks): their detail accounts and names; one not found is absent. */
export async function findNamedRecords(
  tx: Executor,
  businessId: number,
  records: readonly { resource: string; id: number | null }[],
  references: ReferenceTables,
): Promise<FoundReferences> {
  const wanted: Wanted = new Map();
  for (const { resource, id } of records) if (id !== null) want(wanted, resource, id, resource);
  const { details, names, currencies } = await findRecords(tx, businessId, wanted, references);
  return { details, names, currencies };
}

/** Every record a document names must be this business's: a name not found is a 422 on each path that names it. */
export async function checkReferences(...args: Parameters<typeof findReferences>): Promise<FoundReferences> {
  const { errors, ...found } = await findReferences(...args);
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return found;
}

/** A read document's references named, as the form's pickers show them first: `<field>_label`. */
export function labelReferences(definition: DocumentDefinition, document: DocumentRow, names: ReadonlyMap<string, string>): void {
  for (const { holder, name, resource, id } of namingsOf(definition, document)) holder[`${name}_label`] = names.get(`${resource}:${id}`) ?? null;
}

/**
 * The references of documents resolved through the resources served, each kept in a table of its own, and through
 * `others`, records served otherwise (the chart's given accounts); each found once.
 */
export function referenceTablesOf(registry: ResourceRegistry, others: Readonly<Record<string, ReferenceTable>> = {}): ReferenceTables {
  const tables = new Map<string, ReferenceTable>([
    ...registry.bindings.flatMap((binding) => {
      const entry = registry.entries.get(binding.definition.name);
      return 'table' in binding && entry ? [[binding.definition.name, { table: binding.table, labelField: entry.labelField }] as const] : [];
    }),
    ...Object.entries(others),
  ]);
  return (resource) => tables.get(resource);
}
