import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessId, createdAt, id, status } from './columns.ts';
import { business } from './tenancy.ts';

/**
 * The chart of accounts in three levels (spec 02 "Accounting code"): groups, totals under a group, given
 * accounts under a total. `code` is the composed code (group + total + given numbers), unique in a business.
 */
export const account = pgTable(
  'account',
  {
    businessId: businessId().references(() => business.id, { onDelete: 'cascade' }),
    id: id(),
    level: text('level').$type<'group' | 'total' | 'given'>().notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** the account's own number; the code prefixes its parent's code */
    number: text('number').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** groups: balanceSheet, costBenefit or guarantee */
    type: text('type').$type<'balanceSheet' | 'costBenefit' | 'guarantee'>(),
    /** groups: notImportant, debtor or creditor; totals and givens: debtor, creditor or null (neutral) */
    nature: text('nature').$type<'notImportant' | 'debtor' | 'creditor'>(),
    kind: text('kind').$type<'always' | 'temporary'>().notNull().default('always'),
    content: text('content'),
    status: status(),
    /** the part an account plays in the product's own postings (cash, sales, VAT payable…); one account each */
    systemRole: text('system_role'),
    tracking: boolean('tracking').notNull().default(false),
    currencyFeature: boolean('currency_feature').notNull().default(false),
    interpretable: boolean('interpretable').notNull().default(false),
    /** the given account's `some` switch of spec 02, kept as the dialog sets it */
    some: boolean('some').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('account_code_key').on(t.businessId, t.code),
    uniqueIndex('account_system_role_key').on(t.businessId, t.systemRole).where(sql`${t.systemRole} is not null`),
    foreignKey({ columns: [t.businessId, t.parentId], foreignColumns: [t.businessId, t.id] }),
    index('account_parent_idx').on(t.businessId, t.parentId),
  ],
);
