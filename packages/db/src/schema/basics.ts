import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessId, createdAt, customFields, id, status, tagIds } from './columns.ts';
import { business } from './tenancy.ts';

/* The simple entities every business keeps: labels, groupings, departments. */

const owner = () => businessId().references(() => business.id, { onDelete: 'cascade' });

function labelTable(name: 'tag' | 'branch') {
  return pgTable(
    name,
    {
      businessId: owner(),
      id: id(),
      text: text('text').notNull(),
      color: text('color'),
      type: text('type'),
      ref_id: bigint('ref_id', { mode: 'number' }),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.businessId, t.id] }), uniqueIndex(`${name}_text_key`).on(t.businessId, t.text)],
  );
}

/** Tags, keyed by their text within a business (the spec's tags/{text} paths). */
export const tag = labelTable('tag');
/** Branches share the tag's shape and paths (branch/{text}). */
export const branch = labelTable('branch');

function namedTable(name: 'product_group' | 'category' | 'department') {
  return pgTable(
    name,
    {
      businessId: owner(),
      id: id(),
      name: text('name').notNull(),
      code: text('code'),
      description: text('description'),
      status: status(),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.businessId, t.id] }),
      uniqueIndex(`${name}_name_key`).on(t.businessId, t.name),
      uniqueIndex(`${name}_code_key`).on(t.businessId, t.code).where(sql`${t.code} is not null`),
    ],
  );
}

export const productGroup = namedTable('product_group');
export const category = namedTable('category');
export const department = namedTable('department');

/** Sub-groups hang under a main group; a main group with sub-groups cannot be removed. */
export const productSubgroup = pgTable(
  'product_subgroup',
  {
    businessId: owner(),
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    parent_id: bigint('parent_id', { mode: 'number' }).notNull(),
    description: text('description'),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('product_subgroup_name_key').on(t.businessId, t.parent_id, t.name),
    uniqueIndex('product_subgroup_code_key').on(t.businessId, t.code).where(sql`${t.code} is not null`),
    foreignKey({ columns: [t.businessId, t.parent_id], foreignColumns: [productGroup.businessId, productGroup.id] }),
    index('product_subgroup_parent_idx').on(t.businessId, t.parent_id),
  ],
);

/** Saved description texts, offered again in forms of the same type. */
export const descriptionDraft = pgTable(
  'description_draft',
  {
    businessId: owner(),
    id: id(),
    text: text('text').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.id] }), index('description_draft_type_idx').on(t.businessId, t.type)],
);

/** An uploaded file; its bytes live under the data directory (or the configured file store), keyed by storageKey. */
export const storedFile = pgTable(
  'stored_file',
  {
    businessId: owner(),
    id: id(),
    name: text('name').notNull(),
    title: text('title'),
    size: bigint('size', { mode: 'number' }).notNull(),
    extension: text('extension').notNull(),
    mimeType: text('mime_type').notNull(),
    /** what the file belongs to, e.g. customer 12 */
    refType: text('ref_type').notNull(),
    refId: text('ref_id'),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.id] }), index('stored_file_ref_idx').on(t.businessId, t.refType, t.refId)],
);

/** Detail (tafsili) accounts: the person, bank, cash box or cost centre a ledger line is about. */
export const detailAccount = pgTable(
  'detail_account',
  {
    businessId: owner(),
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    group: text('group').notNull(),
    system: text('system'),
    content: text('content'),
    status: status(),
    tags: tagIds(),
    customFields: customFields(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('detail_account_code_key').on(t.businessId, t.code).where(sql`${t.code} is not null`),
    index('detail_account_group_idx').on(t.businessId, t.group),
  ],
);
