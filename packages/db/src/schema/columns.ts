import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** The columns every table spells the same way. */
export const id = () => bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity();
export const businessId = () => bigint('business_id', { mode: 'number' }).notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const status = () => text('status').$type<'active' | 'deactive'>().notNull().default('active');
