import { and, count, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import {
  pickerExtras,
  resourceKey,
  writableFields,
  type ListQuery,
  type PickerItem,
  type PickerPage,
  type ReferenceField,
  type ResourceDefinition,
  type TagsField,
} from '@hesab/contract';
import { insertRows, nextIds, type Database, type Executor } from '@hesab/db';
import { FieldErrors, NotFoundError } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { parseRecordId } from '../../http/record-id.ts';
import { describeChanges, writeLog, writeLogs, type Actor } from '../activity-log/index.ts';
import {
  columnOf,
  type BindingLookup,
  type PagedRecords,
  type ResourceRow,
  type ResourceStore,
  type ResourceTable,
  type TableBinding,
} from './binding.ts';
import { checkCurrencyDigits } from './currency-digits.ts';
import { translateDatabaseError } from './database-errors.ts';
import { requireInScope, type KindScope } from './kind-scope.ts';
import { listConditions, listOrder } from './list-query.ts';
import { tagIdsOf, tagResourceName, tagsFields, textsOf, withTagTexts } from './tag-values.ts';

/** How many rows one read of labels, tags and computed values names at most. */
const readablePart = 5_000;

/** The name the count of all rows takes beside a page's columns; no table has such a column. */
const totalColumn = '__total';

/** The field a reference or a picker shows: a record's name, or a tag's text. */
export function labelColumnName(definition: ResourceDefinition): string {
  return definition.fields.some((f) => f.name === 'name') ? 'name' : 'text';
}

function referenceFields(definition: ResourceDefinition): ReferenceField[] {
  return definition.fields.filter((f): f is ReferenceField => f.type === 'reference');
}

/** The columns a client sees: the definition's fields and the id; never business_id or bookkeeping columns. */
/**
 * The keys a record has on the wire, as an object parsed from JSON: V8 gives that one fixed shape, and a copy of it
 * keeps the shape. A record built key by key (60 and more for a person) falls into dictionary mode, which
 * JSON.stringify walks at about a third of the speed: with a list of 25 persons, the request's largest cost.
 */
const recordTemplates = new WeakMap<ResourceDefinition, ResourceRow>();

function recordTemplate(definition: ResourceDefinition): ResourceRow {
  let template = recordTemplates.get(definition);
  if (!template) {
    const keys = [
      'id',
      ...definition.fields.map((field) => field.name),
      ...referenceFields(definition).map((field) => `${field.name}_label`),
      ...tagsFields(definition).map((field) => `${field.name}_colors`),
    ];
    template = JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, null])))) as ResourceRow;
    recordTemplates.set(definition, template);
  }
  return template;
}

function present(definition: ResourceDefinition, row: ResourceRow): ResourceRow {
  const record: ResourceRow = { ...recordTemplate(definition) };
  record.id = row.id;
  for (const field of definition.fields) record[field.name] = row[field.name] ?? null;
  for (const field of referenceFields(definition)) record[`${field.name}_label`] = row[`${field.name}_label`] ?? null;
  for (const field of tagsFields(definition)) record[`${field.name}_colors`] = row[`${field.name}_colors`] ?? [];
  return record;
}

interface PickerOptions {
  search?: string;
  page: number;
  parentId?: number;
  /** one record by id, for naming a reference already chosen */
  id?: number;
  /** the records the member may reach (the binding's memberScope) */
  reach?: SQL;
  /** whether the member may see the records' balances (the definition's `picker.remain`) */
  remain: boolean;
}

function optionalText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * A row as a picker item, with the extras its definition names (a person's phone, mobile, email and code); its
 * balance only where `withRemain`, else the key is left out.
 */
function pickerItemOf(definition: ResourceDefinition, row: ResourceRow, withRemain: boolean): PickerItem {
  const label = String(row[labelColumnName(definition)] ?? '');
  const item: PickerItem = { id: row.id as number, name: label, label, color: typeof row.color === 'string' ? row.color : null };
  if (withRemain) item.remain = typeof row.remain === 'string' ? row.remain : null;
  for (const extra of pickerExtras) {
    const field = definition.picker?.extras[extra];
    if (field !== undefined) item[extra] = optionalText(row[field]);
  }
  return item;
}

export class RecordStore implements ResourceStore {
  constructor(
    private readonly db: Database,
    private readonly binding: TableBinding,
    private readonly lookup: BindingLookup,
  ) {}

  private get definition(): ResourceDefinition {
    return this.binding.definition;
  }
  private get table(): ResourceTable {
    return this.binding.table;
  }

  /** The key in a path as the column's type: a number for ids, the text itself for tags. */
  private keyCondition(businessId: number, key: string) {
    const name = resourceKey(this.definition);
    if (name === 'id') {
      const id = parseRecordId(key);
      if (id === null) throw new NotFoundError();
      return and(eq(this.table.businessId, businessId), eq(this.table.id, id));
    }
    return and(eq(this.table.businessId, businessId), eq(columnOf(this.table, name), key));
  }

  /** Adds `<field>_label` for each reference field, read from the referenced table in one query each. */
  private async withLabels(db: Executor, businessId: number, rows: ResourceRow[]): Promise<ResourceRow[]> {
    for (const field of referenceFields(this.definition)) {
      const ids = [...new Set(rows.map((row) => row[field.name]).filter((id): id is number => typeof id === 'number'))];
      if (ids.length === 0) continue;
      const target = this.lookup(field.resource);
      const labels = await db
        .select({ id: target.table.id, label: columnOf(target.table, labelColumnName(target.definition)) })
        .from(target.table)
        .where(and(eq(target.table.businessId, businessId), inArray(target.table.id, ids)));
      const byId = new Map(labels.map((row) => [row.id, row.label]));
      for (const row of rows) row[`${field.name}_label`] = byId.get(row[field.name]) ?? null;
    }
    return rows;
  }

  /**
   * Rows as the wire has them: reference labels added, tag ids turned into texts, computed values read. A long
   * list (`all=true` over 200,000 persons) is read in parts: one statement naming every id overflows the query
   * builder's stack.
   */
  private async readable(db: Executor, businessId: number, rows: ResourceRow[]): Promise<ResourceRow[]> {
    if (rows.length <= readablePart) return this.readablePart(db, businessId, rows);
    const parts: ResourceRow[] = [];
    for (let start = 0; start < rows.length; start += readablePart) parts.push(...(await this.readablePart(db, businessId, rows.slice(start, start + readablePart))));
    return parts;
  }

  private async readablePart(db: Executor, businessId: number, rows: ResourceRow[]): Promise<ResourceRow[]> {
    const labelled = await this.withLabels(db, businessId, rows);
    const fields = tagsFields(this.definition);
    const shown = fields.length === 0 ? labelled : await tagValues(this.db, this.lookup).show(db, businessId, fields, labelled);
    await this.binding.hooks?.readValues?.(db, businessId, shown);
    return shown;
  }

  /**
   * Rows of the kinds in scope. A list filtered on a kind out of scope finds nothing rather than a 403, as a filter
   * naming another business's record does: the scope is one more condition on the rows, not a refusal of the query.
   */
  private kindCondition(scope: KindScope | undefined): SQL | undefined {
    const field = this.definition.kinds?.field;
    if (scope === undefined || field === undefined) return undefined;
    return scope.length === 0 ? sql`false` : inArray(columnOf(this.table, field), [...scope]);
  }

  private conditions(businessId: number, query: ListQuery, scope?: KindScope, reach?: SQL) {
    const listed = listConditions(this.definition, this.table, businessId, query, this.lookup, this.binding.hooks?.computedFilter);
    return and(listed, this.kindCondition(scope), reach);
  }

  async list(businessId: number, query: ListQuery, scope?: KindScope, reach?: SQL): Promise<PagedRecords> {
    const where = this.conditions(businessId, query, scope, reach);
    const { rows, window } = await this.page(where, listOrder(this.definition, this.table, query.sortBy), query);
    const data = (await this.readable(this.db, businessId, rows)).map((row) => present(this.definition, row));
    return { data, ...window.meta };
  }

  /**
   * A page of rows and the count of all, in one round trip: the count is a subquery the page's statement runs once
   * (the page keeps its own plan, an index walk that stops at the page). A page past the end, which finds no row to
   * carry the count, is counted apart and answered as the last page.
   */
  private async page(where: SQL | undefined, order: SQL[], query: { page: number; perPage: number; all?: string }, columns = getTableColumns(this.table)) {
    const wanted = pageWindow(Number.MAX_SAFE_INTEGER, query);
    const counted = sql<number>`(select count(*) from ${this.table} where ${where})`.mapWith(Number);
    const select = this.db
      .select({ ...columns, [totalColumn]: counted })
      .from(this.table)
      .where(where)
      .orderBy(...order);
    const found = query.all === 'true' ? await select : await select.limit(wanted.limit).offset(wanted.offset);
    const total = found[0]?.[totalColumn] ?? (wanted.offset === 0 ? 0 : (await this.db.select({ total: count() }).from(this.table).where(where))[0]?.total ?? 0);
    const window = pageWindow(Number(total), query);
    const rows: ResourceRow[] =
      found.length > 0 || window.offset === wanted.offset
        ? found.map(({ [totalColumn]: _total, ...row }) => row)
        : await this.db.select(columns).from(this.table).where(where).orderBy(...order).limit(window.limit).offset(window.offset);
    return { rows, window };
  }

  private async find(db: Executor, businessId: number, key: string, reach?: SQL): Promise<ResourceRow> {
    const [row] = await db.select().from(this.table).where(and(this.keyCondition(businessId, key), reach)).limit(1);
    if (!row) throw new NotFoundError();
    return row;
  }

  async get(businessId: number, key: string, scope?: KindScope, reach?: SQL): Promise<ResourceRow> {
    const row = await this.find(this.db, businessId, key, reach);
    requireInScope(this.definition, scope, row);
    const [shown = row] = await this.readable(this.db, businessId, [row]);
    const extras = await this.binding.hooks?.readForEdit?.(this.db, businessId, shown);
    return { ...present(this.definition, shown), ...extras };
  }

  /** A reference must point at a record of the same business; said on the field, before the database would. */
  private async checkReferences(tx: Executor, businessId: number, values: ResourceRow): Promise<void> {
    for (const field of referenceFields(this.definition)) {
      const id = values[field.name];
      if (typeof id !== 'number') continue;
      const target = this.lookup(field.resource);
      const [found] = await tx
        .select({ id: target.table.id })
        .from(target.table)
        .where(and(eq(target.table.businessId, businessId), eq(target.table.id, id)));
      if (!found) throw new FieldErrors({ [field.name]: [{ key: 'invalid-value' }] });
    }
  }

  /** `checkReferences` for many records: one read a reference field, naming every id the records give it. */
  private async checkReferencesOfMany(tx: Executor, businessId: number, values: readonly ResourceRow[]): Promise<void> {
    for (const field of referenceFields(this.definition)) {
      const ids = [...new Set(values.map((each) => each[field.name]).filter((id): id is number => typeof id === 'number'))];
      if (ids.length === 0) continue;
      const target = this.lookup(field.resource);
      const found = await tx
        .select({ id: target.table.id })
        .from(target.table)
        .where(and(eq(target.table.businessId, businessId), inArray(target.table.id, ids)));
      if (found.length < ids.length) throw new FieldErrors({ [field.name]: [{ key: 'invalid-value' }] });
    }
  }

  /**
   * Values the table cannot keep as they are, said on their fields before the database would fail the write: an
   * amount finer than its currency, or no value where the column needs one (a product's code emptied on edit).
   */
  private async checkStorable(tx: Executor, businessId: number, values: ResourceRow, before: ResourceRow | null): Promise<void> {
    await checkCurrencyDigits(tx, businessId, this.definition, values, before);
    const columns = getTableColumns(this.table);
    const missing = Object.keys(values).filter((name) => values[name] === null && columns[name]?.notNull);
    if (missing.length > 0) throw new FieldErrors(Object.fromEntries(missing.map((name) => [name, [{ key: 'is-required' }]])));
  }

  private writable(input: ResourceRow, existing: ResourceRow | null): ResourceRow {
    const values: ResourceRow = {};
    for (const field of writableFields(this.definition)) {
      if (existing && field.lockedOnEdit) continue;
      if (field.name in input) values[field.name] = input[field.name];
    }
    return values;
  }

  private async inTransaction<T>(action: 'write' | 'remove', work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.translated(() => this.db.transaction(work), action);
  }

  /** A constraint the work breaks as the answer it means (a duplicate on its field). */
  private async translated<T>(work: () => Promise<T>, action: 'write' | 'remove' = 'write'): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw translateDatabaseError(error, getTableName(this.table), action);
    }
  }

  private logNumber(row: ResourceRow): string | null {
    const name = this.definition.numberField;
    return name && row[name] != null ? String(row[name]) : null;
  }

  /** The values as the table keeps them: tag texts as tag ids, new tags made in the same transaction. */
  private async stored(tx: Executor, actor: Actor, values: ResourceRow): Promise<ResourceRow> {
    const stored = { ...values };
    const tags = tagValues(this.db, this.lookup);
    for (const field of tagsFields(this.definition)) {
      if (field.name in values) stored[field.name] = await tags.idsOf(tx, actor, values[field.name]);
    }
    return stored;
  }

  /** `stored` for many records: each tags field's texts over all of them made ids in one go. */
  private async storedMany(tx: Executor, actor: Actor, values: readonly ResourceRow[]): Promise<ResourceRow[]> {
    const idsByField = new Map<string, Map<string, number | undefined>>();
    const tags = tagValues(this.db, this.lookup);
    for (const field of tagsFields(this.definition)) {
      const texts = [...new Set(values.flatMap((each) => textsOf(each[field.name])))];
      const ids = await tags.idsOf(tx, actor, texts);
      idsByField.set(field.name, new Map(texts.map((text, index) => [text, ids[index]])));
    }
    return values.map((each) => {
      const stored = { ...each };
      for (const [name, idOf] of idsByField) if (name in each) stored[name] = [...new Set(textsOf(each[name]))].map((text) => idOf.get(text));
      return stored;
    });
  }

  /** Writes a new record and its log row in the caller's transaction; the stored row is returned. */
  async insertIn(tx: Executor, actor: Actor, input: ResourceRow): Promise<ResourceRow> {
    const values = this.writable(input, null);
    await this.checkReferences(tx, actor.businessId, values);
    await this.binding.hooks?.beforeWrite?.({ tx, actor }, values, null);
    await this.checkStorable(tx, actor.businessId, values, null);
    const [row] = await tx
      .insert(this.table)
      .values({ ...(await this.stored(tx, actor, values)), businessId: actor.businessId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await this.binding.hooks?.afterWrite?.({ tx, actor }, row, values);
    await writeLog(tx, actor, {
      action: 'create',
      type: this.definition.logType,
      id: String(row.id),
      number: this.logNumber(row),
      content: describeChanges({}, values),
    });
    return row;
  }

  /** Whether new records can be written many at once: each hook that runs record by record has its batch form. */
  get createsInBatches(): boolean {
    const hooks = this.binding.hooks;
    return (hooks?.beforeWrite === undefined || hooks.beforeCreateMany !== undefined) && (hooks?.afterWrite === undefined || hooks.afterCreateMany !== undefined);
  }

  /**
   * Writes many new records (an import's) in the caller's transaction with a few statements for them all, under
   * the same rules as one record's create: the kind defaulted and checked, references, the hooks' batch forms, the
   * stored values, the rows and their log rows. All or nothing; a refusal does not name its record (the caller
   * writes them one by one to learn which). The rows are not read back: reading sixty columns of thousands of rows
   * cost more than writing them.
   */
  async insertManyInScope(tx: Executor, actor: Actor, inputs: readonly ResourceRow[], scope?: KindScope): Promise<void> {
    if (!this.createsInBatches) throw new Error(`${this.definition.name} writes its records one at a time`);
    const values = inputs.map((input) => {
      const withKind = this.withKind(input);
      requireInScope(this.definition, scope, withKind);
      return this.writable(withKind, null);
    });
    return this.translated(async () => {
      await this.checkReferencesOfMany(tx, actor.businessId, values);
      await this.binding.hooks?.beforeCreateMany?.({ tx, actor }, values);
      for (const each of values) await this.checkStorable(tx, actor.businessId, each, null);
      const stored = await this.storedMany(tx, actor, values);
      // The ids are taken first, for the hooks and log rows to name.
      const ids = await nextIds(tx, this.table, stored.length);
      const rows = stored.map((each, index) => ({ ...each, id: ids[index], businessId: actor.businessId }));
      await insertRows(tx, this.table, rows);
      await this.binding.hooks?.afterCreateMany?.({ tx, actor }, rows, values);
      await writeLogs(
        tx,
        actor,
        rows.map((row, index) => ({ action: 'create', type: this.definition.logType, id: String(row.id), number: this.logNumber(row), content: describeChanges({}, values[index] ?? {}) })),
      );
    });
  }

  /** create's write in the caller's transaction (an import's rows): the kind given its default, a duplicate said on its field. */
  async insertInScope(tx: Executor, actor: Actor, input: ResourceRow, scope?: KindScope): Promise<ResourceRow> {
    const values = this.withKind(input);
    requireInScope(this.definition, scope, values);
    return this.translated(() => this.insertIn(tx, actor, values));
  }

  /** update's write in the caller's transaction (an import's rows), a duplicate said on its field. */
  async updateInScope(tx: Executor, actor: Actor, key: string, input: ResourceRow, scope?: KindScope): Promise<ResourceRow> {
    return this.translated(() => this.updateIn(tx, actor, key, input, scope));
  }

  async create(actor: Actor, input: ResourceRow, scope?: KindScope): Promise<ResourceRow> {
    const values = this.withKind(input);
    requireInScope(this.definition, scope, values);
    const created = await this.inTransaction('write', (tx) => this.insertIn(tx, actor, values));
    return this.get(actor.businessId, String(created[resourceKey(this.definition)]));
  }

  /** A new record's input with its kind, the default one where it names none, so the kind checked is the one written. */
  private withKind(input: ResourceRow): ResourceRow {
    const kinds = this.definition.kinds;
    return kinds ? { ...input, [kinds.field]: input[kinds.field] ?? kinds.default } : input;
  }

  /** Changes a record and writes its log row in the caller's transaction; the stored row is returned. */
  async updateIn(tx: Executor, actor: Actor, key: string, input: ResourceRow, scope?: KindScope): Promise<ResourceRow> {
    // The row is locked, so two saves of one record cannot interleave.
    const [before] = await tx.select().from(this.table).where(this.keyCondition(actor.businessId, key)).for('update');
    if (!before) throw new NotFoundError();
    requireInScope(this.definition, scope, before);
    // The kind written too: it stays as stored (locked on edit), but a form of a kind out of scope is refused.
    const written = this.definition.kinds?.field;
    if (written !== undefined && input[written] != null) requireInScope(this.definition, scope, input);
    const values = this.writable(input, before);
    await this.checkReferences(tx, actor.businessId, values);
    await this.binding.hooks?.beforeWrite?.({ tx, actor }, values, before);
    await this.checkStorable(tx, actor.businessId, values, before);
    const [shownBefore = before] = await this.readable(tx, actor.businessId, [before]);
    const [row] = await tx
      .update(this.table)
      .set(await this.stored(tx, actor, values))
      .where(and(eq(this.table.businessId, actor.businessId), eq(this.table.id, before.id as number)))
      .returning();
    if (!row) throw new NotFoundError();
    await this.binding.hooks?.afterWrite?.({ tx, actor }, row, values);
    await writeLog(tx, actor, {
      action: 'update',
      type: this.definition.logType,
      id: String(row.id),
      number: this.logNumber(row),
      content: describeChanges(shownBefore, values),
    });
    return row;
  }

  async update(actor: Actor, key: string, input: ResourceRow, scope?: KindScope): Promise<ResourceRow> {
    const updated = await this.inTransaction('write', (tx) => this.updateIn(tx, actor, key, input, scope));
    return this.get(actor.businessId, String(updated[resourceKey(this.definition)]));
  }

  async remove(actor: Actor, key: string, scope?: KindScope): Promise<void> {
    await this.inTransaction('remove', async (tx) => {
      const row = await this.find(tx, actor.businessId, key);
      requireInScope(this.definition, scope, row);
      await this.binding.hooks?.beforeRemove?.({ tx, actor }, row);
      const [shown = row] = await this.readable(tx, actor.businessId, [row]);
      await tx
        .delete(this.table)
        .where(and(eq(this.table.businessId, actor.businessId), eq(this.table.id, row.id as number)));
      await this.binding.hooks?.afterRemove?.({ tx, actor }, row);
      await writeLog(tx, actor, {
        action: 'remove',
        type: this.definition.logType,
        id: String(row.id),
        number: this.logNumber(row),
        content: describeChanges(present(this.definition, shown), {}),
      });
    });
  }

  /** Only active records are offered where the kind has a status. */
  private offeredCondition() {
    return this.definition.fields.some((f) => f.name === 'status' && f.type === 'status')
      ? sql`${columnOf(this.table, 'status')} = 'active'`
      : sql`true`;
  }

  /** The columns a picker item is made of (pickerItemOf) and those its binding's pickerValues read. */
  private pickerColumns() {
    const all = getTableColumns(this.table);
    const names = ['id', labelColumnName(this.definition), 'color', ...Object.values(this.definition.picker?.extras ?? {}), ...(this.binding.hooks?.pickerValues?.columns ?? [])];
    return Object.fromEntries(names.filter((name) => name in all).map((name) => [name, all[name]!]));
  }

  /**
   * Picker items, searched and paged like the list; `parentId` narrows chained pickers. With `id` the page holds
   * that one record whatever its status (a reference already chosen is named), or nothing outside the business.
   */
  async pickerPage(businessId: number, options: PickerOptions): Promise<PickerPage> {
    const parentField = referenceFields(this.definition)[0];
    const filters = options.parentId !== undefined && parentField ? JSON.stringify({ [parentField.name]: options.parentId }) : undefined;
    const query = { search: options.search, filters, page: options.id === undefined ? options.page : 1, perPage: 10 };
    const where =
      options.id === undefined
        ? and(this.conditions(businessId, query, undefined, options.reach), this.offeredCondition())
        : and(eq(this.table.businessId, businessId), eq(this.table.id, options.id), options.reach);
    const { readValues, pickerValues } = this.binding.hooks ?? {};
    const whole = readValues !== undefined && pickerValues === undefined;
    const { rows, window } = await this.page(where, listOrder(this.definition, this.table, undefined), query, whole ? undefined : this.pickerColumns());
    if (whole) await readValues(this.db, businessId, rows);
    else await pickerValues?.read(this.db, businessId, rows, options.remain);
    const data = rows.map((row) => pickerItemOf(this.definition, row, options.remain));
    return { data, current_page: window.meta.current_page, last_page: window.meta.last_page };
  }
}

/** Tags as records other than resources carry them (a document's): texts on the wire, ids in their column. */
export interface TagValues {
  /** the ids of the tags with these texts, in the caller's transaction; a text that is no tag yet is made one */
  idsOf(tx: Executor, actor: Actor, value: unknown): Promise<number[]>;
  /** the rows with each tags field's ids as texts, and their colours beside them */
  show(db: Executor, businessId: number, fields: readonly TagsField[], rows: readonly ResourceRow[]): Promise<ResourceRow[]>;
}

/** The tags resource's own write makes a new tag (the palette's next colour, its log row). */
export function tagValues(db: Database, lookup: BindingLookup): TagValues {
  return {
    idsOf(tx, actor, value) {
      const tags = lookup(tagResourceName);
      const tagStore = new RecordStore(db, tags, lookup);
      return tagIdsOf(tx, tags.table, actor.businessId, value, async (text) => Number((await tagStore.insertIn(tx, actor, { text })).id));
    },
    show: (reader, businessId, fields, rows) => withTagTexts(reader, lookup(tagResourceName).table, businessId, fields, rows),
  };
}
