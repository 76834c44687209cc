import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DocumentDefinition, Field } from '@hesab/contract';
import { boundStatement, type Executor } from '@hesab/db';
import type { ServerMessageKey } from '@hesab/i18n';
import type { SystemAccounts } from '@hesab/domain';
import { systemAccountHolderRows, systemAccountsFrom } from '../accounting/index.ts';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import type { ResourceRegistry, ResourceTable } from '../resources/index.ts';
import type { DocumentRow } from './binding.ts';

/** The table of the records a reference may name, and the column that names one. */
export interface ReferenceTable {
  table: ResourceTable;
  labelField: string;
  /** which of the business's records a document may name, where not every one (an active given account) */
  namable?: SQL;
  /** the message refusing a record that is not namable (a cost's row naming an income account), else `invalid-value` */
  refusal?: ServerMessageKey;
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

interface RecordRow extends Record<string, unknown> {
  /** the resource of a record named; null on a system account's row */
  resource: string | null;
  id: string | number;
  detail: string | number | null;
  name: string | null;
  currency: string | number | null;
  namable: boolean;
  /** a system account's role */
  role: string | null;
}

/** What the reading statement is bound with: the business, and the ids of each resource as a JSON array (`ids0`...). */
interface ReadValues {
  business: number;
  [ids: `ids${number}`]: string;
}
type Reader = (db: Executor, values: ReadValues) => Promise<RecordRow[]>;

/** The reading statements of each set of resources (and with or without the system accounts), composed once. */
const readers = new WeakMap<ReferenceTables, Map<string, Reader>>();

function readerOf(references: ReferenceTables, resources: readonly string[], roles: boolean): Reader {
  const key = `${resources.join(',')}${roles ? ';roles' : ''}`;
  const known = readers.get(references) ?? new Map<string, Reader>();
  readers.set(references, known);
  let reader = known.get(key);
  if (reader) return reader;
  reader = boundStatement<ReadValues, RecordRow>((v) => {
    const selects = resources.map((resource, index) => {
      const target = references(resource);
      if (!target) throw new Error(`no table for references to ${resource}`);
      const columns = getTableColumns(target.table) as Record<string, PgColumn>;
      const detail = columns.detail_id ?? sql`null`;
      const name = columns[target.labelField] ?? sql`null`;
      const currency = columns.currency ?? sql`null`;
      const namable = target.namable ?? sql`true`;
      return sql`(select ${resource}::text as resource, ${target.table.id}::bigint as id, ${detail}::bigint as detail, ${name}::text as name,
        ${currency}::bigint as currency, (${namable})::boolean as namable, null::text as role from ${target.table}
        where ${target.table.businessId} = ${v.business}
          and ${target.table.id} = any(array(select jsonb_array_elements_text(${v[`ids${index}`]}::jsonb)::bigint)))`;
    });
    if (roles) {
      selects.push(sql`(select null::text, h.id, null::bigint, null::text, null::bigint, true, h.role from (${systemAccountHolderRows(v.business)}) h)`);
    }
    return sql.join(selects, sql` union all `);
  });
  known.set(key, reader);
  return reader;
}

/**
 * The records wanted, found among this business's in one statement over every kind of record named (prepared once
 * for each set of kinds): the detail account of each that has one (a person, a bank account), which postings read,
 * and its name, which forms show; and the paths naming a record not found. With `roles`, the same statement reads
 * the chart's system accounts (`withRoles`), so that a posting's reads are one round trip.
 */
async function findRecords(tx: Executor, businessId: number, wanted: Wanted, references: ReferenceTables, withRoles = false) {
  const found: FoundReferences = { details: new Map(), names: new Map(), currencies: new Map() };
  const errors: Record<string, FieldError[]> = {};
  if (wanted.size === 0 && !withRoles) return { ...found, errors, accounts: new Map() as SystemAccounts, roles: '{}' };
  const resources = [...wanted.keys()].sort();
  const values: ReadValues = { business: businessId };
  resources.forEach((resource, index) => (values[`ids${index}`] = JSON.stringify([...(wanted.get(resource)?.keys() ?? [])])));
  const rows = await readerOf(references, resources, withRoles)(tx, values);
  const present = new Set<string>();
  const holders: { id: number; role: string | null }[] = [];
  for (const row of rows) {
    if (row.resource === null) {
      holders.push({ id: Number(row.id), role: row.role });
      continue;
    }
    const key = `${row.resource}:${Number(row.id)}`;
    if (row.detail !== null) found.details.set(key, Number(row.detail));
    if (row.name !== null) found.names.set(key, row.name);
    if (row.currency !== null) found.currencies.set(key, Number(row.currency));
    // One the document may no longer name (an account since deactivated) is still named on a read.
    if (row.namable) present.add(key);
  }
  for (const [resource, ids] of wanted) {
    const key = references(resource)?.refusal ?? 'invalid-value';
    for (const [id, paths] of ids) if (!present.has(`${resource}:${id}`)) for (const path of paths) errors[path] = [{ key }];
  }
  // Every role held, known to this build or not: the write compares the chart with it as it stands then.
  const roles = JSON.stringify(Object.fromEntries(holders.map((holder) => [holder.role, holder.id])));
  return { ...found, errors, accounts: systemAccountsFrom(holders), roles };
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

/**
 * What a document's posting reads, in one round trip: every record it names, which must be this business's (a
 * name not found is a 422 on each path that names it), and the chart's system accounts.
 */
export async function readForPosting(
  tx: Executor,
  businessId: number,
  definition: DocumentDefinition,
  document: DocumentRow,
  references: ReferenceTables,
): Promise<PostingReads> {
  const { errors, ...found } = await findRecords(tx, businessId, wantedBy(definition, document), references, true);
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return found;
}

/** What a posting reads: the records a document names, and the chart's system accounts with every role held (JSON). */
export interface PostingReads extends FoundReferences {
  accounts: SystemAccounts;
  roles: string;
}

/** At most this many records' detail accounts, and businesses' charts, are remembered in a process. */
const rememberedDetails = 50_000;
const rememberedCharts = 5_000;

/** Kept in a map holding at most `limit` entries: the first remembered go first. */
function keep<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value as K);
}

const memories = new WeakMap<ReferenceTables, ReturnType<typeof newPostingMemory>>();

/**
 * What new documents' postings read that does not change under them, remembered in the process, so that such a
 * document is written in one round trip: each business's system accounts, with the roles held when they were read
 * (the write's statement checks the chart still holds them so: `StaleSystemAccounts`), and the detail account of
 * each record named, which never changes for a record. Only a record every document may name (no `namable`
 * condition) is remembered, and a recall serves only a posting that puts every recalled detail account on its
 * journal, whose statement checks each is still an active one of the business (a record removed takes its detail
 * account with it): where a check fails, read again and post anew.
 */
export function postingMemory(references: ReferenceTables) {
  // One for every kind of document resolving records alike: a record's detail account is the same for each.
  const memory = memories.get(references) ?? newPostingMemory(references);
  memories.set(references, memory);
  return memory;
}

function newPostingMemory(references: ReferenceTables) {
  const charts = new Map<number, Pick<PostingReads, 'accounts' | 'roles'>>();
  const details = new Map<string, number>();
  return {
    /** What the document's posting reads, when all of it is remembered. */
    recall(businessId: number, definition: DocumentDefinition, document: DocumentRow): PostingReads | null {
      const chart = charts.get(businessId);
      if (!chart) return null;
      const found: PostingReads = { details: new Map(), names: new Map(), currencies: new Map(), ...chart };
      for (const { resource, id } of namingsOf(definition, document)) {
        const detail = details.get(`${businessId}:${resource}:${id}`);
        if (detail === undefined) return null;
        found.details.set(`${resource}:${id}`, detail);
      }
      return found;
    },
    /** Read as `readForPosting` reads, and remembered. */
    async read(tx: Executor, businessId: number, definition: DocumentDefinition, document: DocumentRow): Promise<PostingReads> {
      return remember(businessId, await readForPosting(tx, businessId, definition, document, references));
    },
    /**
     * What several documents' postings read, in one round trip, and remembered: for each of them all that was
     * read; null where any record named was not found (each is then read alone, and refused as it stands).
     */
    async readMany(tx: Executor, businessId: number, definition: DocumentDefinition, documents: readonly DocumentRow[]): Promise<PostingReads[] | null> {
      const wanted = documents.reduce<Wanted>((all, one) => wantedBy(definition, one, all), new Map());
      const { errors, ...found } = await findRecords(tx, businessId, wanted, references, true);
      if (Object.keys(errors).length > 0) return null;
      return documents.map(() => remember(businessId, found));
    },
  };

  function remember(businessId: number, found: PostingReads): PostingReads {
    keep(charts, businessId, { accounts: found.accounts, roles: found.roles }, rememberedCharts);
    for (const [key, detail] of found.details) {
      if (!references(key.slice(0, key.indexOf(':')))?.namable) keep(details, `${businessId}:${key}`, detail, rememberedDetails);
    }
    return found;
  }
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
