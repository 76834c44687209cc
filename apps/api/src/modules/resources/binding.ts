import { getTableColumns, type SQL } from 'drizzle-orm';
import type { ListQuery, ResourceDefinition } from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DetailSelect } from '../../http/getdetail.ts';
import type { Actor } from '../activity-log/index.ts';
import type { Member } from '../tenancy/index.ts';
import type { KindScope } from './kind-scope.ts';

export type ResourceRow = Record<string, unknown>;

/** A business-owned table: business_id and id lead its key. */
export type ResourceTable = PgTable & { businessId: PgColumn; id: PgColumn };

/** A table's column by its property name, which is the field's name on the wire. */
export function columnOf(table: PgTable, name: string): PgColumn {
  const column = getTableColumns(table)[name];
  if (!column) throw new Error(`table has no column ${name}`);
  return column;
}

export interface HookContext {
  tx: Executor;
  actor: Actor;
}

/**
 * What is special about an entity, beside its definition. Hooks run inside the write's transaction; they refuse
 * by throwing the product's errors (FieldErrors for 422, BusinessRuleError for 420).
 */
export interface ResourceHooks {
  /** before a create or an update is written; `before` is the stored row on update */
  beforeWrite?(context: HookContext, values: ResourceRow, before: ResourceRow | null): Promise<void>;
  /**
   * after a create or an update is written, in the same transaction: rows of other tables that name the record
   * (a product's opening stock movements) need its id; `values` are the written input, `row` the stored row
   */
  afterWrite?(context: HookContext, row: ResourceRow, values: ResourceRow): Promise<void>;
  /**
   * The rules of beforeWrite and afterWrite for many new records at once (an import's), which a record store
   * otherwise runs record by record: all `values` are checked and prepared before their rows are written, and
   * `rows` follow in the same order, each the stored values with its id (not read back: a column's default is not
   * among them). A refusal need not name its record: the import then writes that batch again record by record,
   * through beforeWrite and afterWrite, and the record refused there is the one named.
   */
  beforeCreateMany?(context: HookContext, values: ResourceRow[]): Promise<void>;
  afterCreateMany?(context: HookContext, rows: ResourceRow[], values: ResourceRow[]): Promise<void>;
  beforeRemove?(context: HookContext, row: ResourceRow): Promise<void>;
  /** after the row is deleted, in the same transaction: what it pointed at may go now (a person's detail account) */
  afterRemove?(context: HookContext, row: ResourceRow): Promise<void>;
  /**
   * Adds the values of read-only fields the table does not keep (a person's balance, read from the ledger) to
   * rows as they are read: lists, gets, pickers and write answers alike.
   */
  readValues?(db: Executor, businessId: number, rows: ResourceRow[]): Promise<void>;
  /**
   * What a picker item shows of those values (its `remain`), read for pickers in place of readValues: a picker names
   * `columns` of the table beside its own (id, label, colour, extras) and reads no more. Without it a binding with
   * readValues has its pickers read whole rows and every value.
   */
  pickerValues?: {
    columns: readonly string[];
    read(db: Executor, businessId: number, rows: ResourceRow[], remain: boolean): Promise<void>;
  };
  /** The condition of a filter on such a field; undefined leaves the field to the plain column filter. */
  computedFilter?: ComputedFilter;
  /**
   * Values only one record's form needs (its uploads, a grouped copy of some fields), read for a get-for-edit and
   * a save's answer and added to the record beside its fields.
   */
  readForEdit?(db: Executor, businessId: number, row: ResourceRow): Promise<ResourceRow>;
  /** What of a record read for its form (a get-for-edit, a save's answer) the member is shown: its extras may need more. */
  shownTo?(member: Member, row: ResourceRow): ResourceRow;
}

export type ComputedFilter = (field: string, values: readonly (string | number | boolean)[]) => SQL | undefined;

/**
 * What the generic routes need of an entity's records; a table binding gets RecordStore. Where the definition has
 * kinds, `scope` names the kinds the member may reach by the action: lists read only those, and a record of
 * another kind is refused (403). Only RecordStore serves kinds, and `reach`, a table binding's memberScope: a
 * record outside it is not found.
 */
export interface ResourceStore {
  list(businessId: number, query: ListQuery, scope?: KindScope, reach?: SQL): Promise<PagedRecords>;
  get(businessId: number, key: string, scope?: KindScope, reach?: SQL): Promise<ResourceRow>;
  create(actor: Actor, input: ResourceRow, scope?: KindScope): Promise<ResourceRow>;
  update(actor: Actor, key: string, input: ResourceRow, scope?: KindScope): Promise<ResourceRow>;
  remove(actor: Actor, key: string, scope?: KindScope): Promise<void>;
}

export interface PagedRecords {
  data: ResourceRow[];
  total: number;
  current_page: number;
  last_page: number;
  from: number;
}

/** An entity kept in one table: the engine does all of it. */
export interface TableBinding {
  definition: ResourceDefinition;
  table: ResourceTable;
  hooks?: ResourceHooks;
  /**
   * The spec edits tags and branches with a GET: `GET tags/{text}/edit?oldText&text&color`. With this set, a
   * get-for-edit that carries writable fields saves them (with the edit permission) instead of only reading.
   */
  editByGet?: boolean;
  /** The spec also sends the form as multipart fields (`POST shortcut`): create and update read them as the JSON body. */
  multipartForm?: boolean;
  /**
   * Commands the spec sends as `GET <name>/show` with a flag in the query (`customer/show?remainSms=active&id=`),
   * by the flag's name; without one of them the path is the list.
   */
  showCommands?: Record<string, DetailSelect>;
  /** Commands the spec sends as `GET <name>` with a flag in the query (`products?checkCode`), by the flag's name. */
  listCommands?: Record<string, DetailSelect>;
  /**
   * The records a member may reach, as a condition on the table (a user's listed treasury accounts); undefined
   * where they reach every one. The list, the picker and a get-for-edit keep to them: another is not found.
   */
  memberScope?(member: Member): SQL | undefined;
}

/** An entity spread over several tables (a member is a login and a membership): it brings its own store. */
export interface StoreBinding {
  definition: ResourceDefinition;
  createStore(db: Database): ResourceStore;
}

export type ResourceBinding = TableBinding | StoreBinding;

/** Finds the table binding of a resource by name (the table a reference or a tag points at). */
export type BindingLookup = (name: string) => TableBinding;
