import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businessId, id } from './columns.ts';

/**
 * One row for every create, update and remove (and every call made with an API key), written in the transaction of the change itself. No foreign key to
 * `business` or `app_user`, for the reason `journal` keeps none (migration 0017): every write of a business would
 * key-share lock the same two rows. Both come from the signed-in actor, and neither is ever deleted.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    businessId: businessId(),
    id: id(),
    refAction: text('ref_action').$type<'create' | 'update' | 'remove' | 'call'>().notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    refNumber: text('ref_number'),
    content: text('content'),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    platform: text('platform'),
    userAgent: text('user_agent'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('activity_log_at_idx').on(t.businessId, t.at),
    index('activity_log_ref_idx').on(t.businessId, t.refType, t.refId),
  ],
);
