import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businessId, id } from './columns.ts';
import { appUser, business } from './tenancy.ts';

/** One row for every create, update and remove, written in the transaction of the change itself. */
export const activityLog = pgTable(
  'activity_log',
  {
    businessId: businessId().references(() => business.id, { onDelete: 'cascade' }),
    id: id(),
    refAction: text('ref_action').$type<'create' | 'update' | 'remove'>().notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    refNumber: text('ref_number'),
    content: text('content'),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id),
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
