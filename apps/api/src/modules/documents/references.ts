import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DocumentDefinition, Field } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import type { ResourceRegistry, ResourceTable } from '../resources/index.ts';
import type { DocumentRow } from './binding.ts';

/** The table of the records a reference may name, by the resource's name (the resource registry's). */
export type ReferenceTables = (resource: string) => { table: ResourceTable; labelField: string } | undefined;

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

function wantedBy(definition: DocumentDefinition, document: DocumentRow, wanted: Wanted = new Map()): Wanted {
  for (const field of definition.fields) {
    const record = named(field, document[field.name]);
    if (record) want(wanted, record.resource, record.id, field.name);
  }
  const { lines } = definition;
  if (lines && Array.isArray(document[lines.name])) {
    (document[lines.name] as DocumentRow[]).forEach((line, index) => {
      for (const column of lines.columns) {
        const record = named(column, line[column.name]);
        if (record) want(wanted, record.resource, record.id, `${lines.name}.${index}.${column.name}`);
      }
    });
  }
  return wanted;
}

/** What the document's references found: each record's detail account (`resource:id`) and name. */
export interface FoundReferences {
  details: Map<string, number>;
  names: Map<string, string>;
}

/**
 * The records a document names, found among this business's in one query per kind of record named: the detail
 * account of each that has one (a person, a bank account), which postings read, and its name, which the form
 * shows; and the paths naming a record not found.
 */
export async function findReferences(
  tx: Executor,
  businessId: number,
  definition: DocumentDefinition,
  document: DocumentRow | readonly DocumentRow[],
  references: ReferenceTables,
): Promise<FoundReferences & { errors: Record<string, FieldError[]> }> {
  const found: FoundReferences = { details: new Map(), names: new Map() };
  const errors: Record<string, FieldError[]> = {};
  // A page of a list names its records once for all its documents.
  const documents = Array.isArray(document) ? document : [document];
  const wanted = documents.reduce<Wanted>((all, one) => wantedBy(definition, one, all), new Map());
  for (const [resource, ids] of wanted) {
    const target = references(resource);
    if (!target) throw new Error(`no table for references to ${resource}`);
    const columns = getTableColumns(target.table) as Record<string, PgColumn>;
    const detail = columns.detail_id;
    const name = columns[target.labelField];
    const rows = await tx
      .select({ id: target.table.id, ...(detail ? { detail } : {}), ...(name ? { name } : {}) })
      .from(target.table)
      .where(and(eq(target.table.businessId, businessId), inArray(target.table.id, [...ids.keys()])));
    for (const row of rows) {
      const key = `${resource}:${Number(row.id)}`;
      if (row.detail !== undefined && row.detail !== null) found.details.set(key, Number(row.detail));
      if (typeof row.name === 'string') found.names.set(key, row.name);
    }
    const present = new Set(rows.map((row) => Number(row.id)));
    for (const [id, paths] of ids) if (!present.has(id)) for (const path of paths) errors[path] = [{ key: 'invalid-value' }];
  }
  return { ...found, errors };
}

/** Every record a document names must be this business's: a name not found is a 422 on each path that names it. */
export async function checkReferences(...args: Parameters<typeof findReferences>): Promise<FoundReferences> {
  const { errors, ...found } = await findReferences(...args);
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return found;
}

/** A read document's references named, as the form's pickers show them first: `<field>_label`. */
export function labelReferences(definition: DocumentDefinition, document: DocumentRow, names: ReadonlyMap<string, string>): void {
  for (const field of definition.fields) {
    const record = named(field, document[field.name]);
    if (record) document[`${field.name}_label`] = names.get(`${record.resource}:${record.id}`) ?? null;
  }
  const { lines } = definition;
  if (!lines || !Array.isArray(document[lines.name])) return;
  for (const line of document[lines.name] as DocumentRow[]) {
    for (const column of lines.columns) {
      const record = named(column, line[column.name]);
      if (record) line[`${column.name}_label`] = names.get(`${record.resource}:${record.id}`) ?? null;
    }
  }
}

/** The references of documents resolved through the resources served: each kept in a table of its own, found once. */
export function referenceTablesOf(registry: ResourceRegistry): ReferenceTables {
  const tables = new Map(
    registry.bindings.flatMap((binding) => {
      const entry = registry.entries.get(binding.definition.name);
      return 'table' in binding && entry ? [[binding.definition.name, { table: binding.table, labelField: entry.labelField }] as const] : [];
    }),
  );
  return (resource) => tables.get(resource);
}
