import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  customFieldKeysQuery,
  customFieldRow,
  customFieldsRequirement,
  editCustomFieldsQuery,
  fieldAvailable,
  resourceKey,
  type CustomFieldKeys,
  type CustomFieldRow,
  type CustomFieldsField,
  type EditCustomFieldsResponse,
} from '@hesab/contract';
import { queryRows, type Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { FieldErrors, ForbiddenError } from '../../http/errors.ts';
import type { DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
import { textSearch } from '../../http/text-search.ts';
import { actorOf } from '../activity-log/index.ts';
import { audienceOf } from '../tenancy/index.ts';
import { columnOf, type BindingLookup, type TableBinding } from './binding.ts';
import { RecordStore } from './record-store.ts';

/** Keys an autocomplete offers at once. */
const keysShown = 50;

interface Target {
  binding: TableBinding;
  field: CustomFieldsField;
}

function customFieldsOf(binding: TableBinding): CustomFieldsField | undefined {
  return binding.definition.fields.find((f): f is CustomFieldsField => f.type === 'customFields');
}

const storedRows = z.array(customFieldRow);

function rowsOf(value: unknown): CustomFieldRow[] {
  const parsed = storedRows.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/**
 * The records `type` names, if the member may use their custom fields: a type without them is a 422 on `type`,
 * a business with the feature off a 403 (the getdetail route has checked the permission already).
 */
function targetOf(request: FastifyRequest, lookup: BindingLookup, names: ReadonlySet<string>, type: string): Target {
  const binding = names.has(type) ? lookup(type) : undefined;
  const field = binding && customFieldsOf(binding);
  if (!binding || !field) throw new FieldErrors({ type: [{ key: 'invalid-value' }] });
  if (!fieldAvailable(field, audienceOf(requireMember(request)))) throw new ForbiddenError('custom-fields-off');
  return { binding, field };
}

/** The distinct keys of the type's records in this business, matching the search. */
async function keysOf(db: Database, businessId: number, target: Target, search: string | undefined): Promise<string[]> {
  const { table } = target.binding;
  const key = sql`(entry.item->>'key')`;
  const matching = search ? textSearch([key], search) : undefined;
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select distinct ${key} as key
        from ${table} cross join lateral jsonb_array_elements(${columnOf(table, target.field.name)}) as entry(item)
        where ${and(eq(table.businessId, businessId), matching)}
        order by key
        limit ${keysShown}`,
  );
  return rows.map((row) => row.key);
}

/** Renames `oldKey` in every record of the type in one transaction, each record changed and logged as an edit. */
async function renameKey(
  db: Database,
  lookup: BindingLookup,
  request: FastifyRequest,
  target: Target,
  change: { oldKey: string; key: string },
): Promise<number> {
  const actor = actorOf(request);
  const { binding, field } = target;
  const { table, definition } = binding;
  const store = new RecordStore(db, binding, lookup);
  const column = columnOf(table, field.name);
  const keyColumn = columnOf(table, resourceKey(definition));
  return db.transaction(async (tx) => {
    const holding = await tx
      .select({ key: keyColumn, rows: column })
      .from(table)
      .where(and(eq(table.businessId, actor.businessId), sql`${column} @> ${JSON.stringify([{ key: change.oldKey }])}::jsonb`))
      .for('update');
    for (const record of holding) {
      const renamed = rowsOf(record.rows).map((row) => (row.key === change.oldKey ? { ...row, key: change.key } : row));
      await store.updateIn(tx, actor, String(record.key), { [field.name]: renamed });
    }
    return holding.length;
  });
}

/**
 * `getdetail?select=customFieldKeys` and `select=editCustomFields` (spec 02 section 7) over every table-backed
 * resource with a customFields field, named by `type`.
 */
export function customFieldSelects(db: Database, tables: ReadonlyMap<string, TableBinding>, lookup: BindingLookup) {
  const names = new Set([...tables.values()].filter((binding) => customFieldsOf(binding)).map((b) => b.definition.name));
  const access = { permission: customFieldsRequirement.permission };
  const selects: Record<string, DetailSelect> = {
    customFieldKeys: {
      access,
      handler: async (request): Promise<CustomFieldKeys> => {
        const query = customFieldKeysQuery.parse(request.query);
        const target = targetOf(request, lookup, names, query.type);
        return { data: await keysOf(db, requireMember(request).businessId, target, query.search) };
      },
    },
    editCustomFields: {
      access,
      handler: async (request): Promise<EditCustomFieldsResponse> => {
        const query = editCustomFieldsQuery.parse(request.query);
        const target = targetOf(request, lookup, names, query.type);
        const count = query.oldKey === query.key ? 0 : await renameKey(db, lookup, request, target, query);
        return { message: translateServerMessage(request.lang, 'custom-field-renamed', { count }), count };
      },
    },
  };
  return selects;
}
