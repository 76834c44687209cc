import { bigint, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessId, createdAt, id } from './columns.ts';
import { business } from './tenancy.ts';

/**
 * An online payment for a plan or for SMS credit (issue 20): written pending when the gateway gives it an
 * authority, paid once the gateway verifies it (which sets the business's plan or raises its credit), failed when
 * the buyer cancels or the gateway does not verify it. The amount is what was asked of the gateway, and what is
 * verified against it on return.
 */
export const planPayment = pgTable(
  'plan_payment',
  {
    businessId: businessId().references(() => business.id, { onDelete: 'cascade' }),
    id: id(),
    kind: text('kind').$type<'plan' | 'sms'>().notNull(),
    /** the tier bought (contract planTiers), for a plan */
    plan: text('plan'),
    days: integer('days'),
    smsCount: integer('sms_count'),
    /** rials */
    amount: numeric('amount').notNull(),
    /** the gateway's id of the payment, which the buyer's browser comes back with */
    authority: text('authority').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    /** the gateway's reference of a verified payment */
    refId: text('ref_id'),
    /** who bought it */
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('plan_payment_authority_key').on(t.businessId, t.authority),
    // The return names the authority alone: no business is chosen on the gateway's way back.
    index('plan_payment_authority_idx').on(t.authority),
  ],
);
