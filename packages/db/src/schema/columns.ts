import { sql } from 'drizzle-orm';
import { bigint, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/** The columns every table spells the same way. */
export const id = () => bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity();
export const businessId = () => bigint('business_id', { mode: 'number' }).notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const status = () => text('status').$type<'active' | 'deactive'>().notNull().default('active');

/**
 * A record's tags as ids of the business's tags: the wire speaks their texts, and the ids keep a renamed or
 * recoloured tag on every record without rewriting them.
 */
export const tagIds = () => bigint('tag_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`);

/** A record's custom-field rows, `[{key, value}]`. */
export const customFields = () =>
  jsonb('custom_fields').$type<{ key: string; value: string }[]>().notNull().default([]);
