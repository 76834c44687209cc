import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parseSortBy, type Field, type ListQuery, type ResourceDefinition } from '@hesab/contract';
import { mobileSearchDigits, toLatinDigits } from '@hesab/domain';
import { FieldErrors } from '../../http/errors.ts';
import { textSearch } from '../../http/text-search.ts';
import { columnOf, type BindingLookup, type ComputedFilter, type ResourceTable } from './binding.ts';
import { tagResourceName } from './tag-values.ts';

/** The `filters` parameter: a JSON object of field -> value; anything else is a 422 on `filters`. */
export function parseJsonFilters(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below as a field error
  }
  throw new FieldErrors({ filters: [{ key: 'invalid-value' }] });
}

function parseFilters(definition: ResourceDefinition, query: ListQuery): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.filterable && typeof query[field.name] === 'string') plain[field.name] = query[field.name];
  }
  return { ...plain, ...parseJsonFilters(query.filters) };
}

/** A filter's value as its field's column compares it: ids and numbers must be whole numbers (`{"category":"abc"}` is refused). */
function filterValue(field: Field, value: string | number | boolean): string | number | boolean {
  if (field.type !== 'reference' && field.type !== 'number') return value;
  const number = Number(toLatinDigits(String(value)));
  if (!Number.isSafeInteger(number)) throw new FieldErrors({ filters: [{ key: 'invalid-value' }] });
  return number;
}

/** Records carrying any of the tags with these texts; the column holds tag ids (see tag-values.ts). */
function tagFilter(column: PgColumn, tagTable: ResourceTable, businessId: number, texts: readonly string[]): SQL {
  const wanted = and(eq(tagTable.businessId, businessId), inArray(columnOf(tagTable, 'text'), texts));
  return sql`${column} && array(select ${tagTable.id} from ${tagTable} where ${wanted})`;
}

/**
 * The WHERE of a list: this business, the search over searchable fields, and filters on filterable ones;
 * `lookup` finds the tables a filter reads beside the list's own (the tags of a tags field); `computed` answers
 * filters on fields the table does not keep.
 */
export function listConditions(
  definition: ResourceDefinition,
  table: ResourceTable,
  businessId: number,
  query: ListQuery,
  lookup: BindingLookup,
  computed?: ComputedFilter,
): SQL {
  const conditions: SQL[] = [eq(table.businessId, businessId)];
  if (query.search) {
    const searchable = definition.fields.filter((field) => field.searchable);
    // A mobile is stored without +98 or 0; a search typed with either finds it too.
    const mobiles = searchable.filter((field) => 'format' in field && field.format === 'mobile');
    const mobileDigits = mobiles.length > 0 ? mobileSearchDigits(query.search) : null;
    const anyMatch = or(
      textSearch(searchable.map((field) => columnOf(table, field.name)), query.search),
      mobileDigits ? textSearch(mobiles.map((field) => columnOf(table, field.name)), mobileDigits) : undefined,
    );
    if (anyMatch) conditions.push(anyMatch);
  }
  for (const [name, value] of Object.entries(parseFilters(definition, query))) {
    const field = definition.fields.find((f) => f.name === name && f.filterable);
    if (!field) throw new FieldErrors({ filters: [{ key: 'invalid-value' }] });
    if (value === null || value === '' || value === undefined) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!values.every((v): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v))) {
      throw new FieldErrors({ filters: [{ key: 'invalid-value' }] });
    }
    const special = computed?.(name, values);
    if (special) {
      conditions.push(special);
      continue;
    }
    const column = columnOf(table, name);
    conditions.push(
      field.type === 'tags'
        ? tagFilter(column, lookup(tagResourceName).table, businessId, values.map(String))
        : inArray(column, values.map((value) => filterValue(field, value))),
    );
  }
  return and(...conditions) ?? sql`true`;
}

/** The ORDER BY of a list: the requested sortable fields in order, else the default, and id to keep pages stable. */
export function listOrder(definition: ResourceDefinition, table: ResourceTable, sortBy: string | undefined): SQL[] {
  const terms = parseSortBy(sortBy);
  const chosen = terms.length > 0 ? terms : [definition.defaultSort];
  const order = chosen.map((term) => {
    // id is the order of entry, which every list may sort by (the row-number column).
    const sortable =
      term === definition.defaultSort || term.field === 'id' || definition.fields.some((f) => f.name === term.field && f.sortable);
    if (!sortable) throw new FieldErrors({ sortBy: [{ key: 'invalid-sort' }] });
    const column = columnOf(table, term.field);
    return term.order === 'desc' ? desc(column) : asc(column);
  });
  return [...order, asc(table.id)];
}
