import { z } from 'zod';
import { accountSystemRoles, type AccountSystemRole } from '@hesab/domain';
import { listQuery } from './resources/schema.ts';
import type { RouteName } from './routes.ts';

/**
 * Who sees the given accounts' balances in their picker (`getdetail?select=account`, `remain`): a member who may open
 * the trial balance or the book, which show them. Others pick accounts by name alone.
 */
export const accountBalancePermissions: readonly RouteName[] = ['AccountingBalance', 'AccountingBook'];

export const accountLevels = ['group', 'total', 'given'] as const;
export const groupTypes = ['balanceSheet', 'costBenefit', 'guarantee'] as const;
/** Groups: notImportant, debtor, creditor. Totals and givens: debtor, creditor, or null for neutral. */
export const accountNatures = ['notImportant', 'debtor', 'creditor'] as const;
export const accountKinds = ['always', 'temporary'] as const;
/** A given account's nature as its dialog names it (`type`): neutral is no nature. */
export const givenAccountTypes = ['neutral', 'debtor', 'creditor'] as const;

/** An account of the chart as `GET coding` answers it (spec 02 "Accounting code"). */
export const codingAccount = z.object({
  id: z.number().int(),
  level: z.enum(accountLevels),
  name: z.string(),
  /** the account's own number */
  number: z.string(),
  /** the full code: group + total + given numbers */
  code: z.string(),
  /** a group's type (a total carries its group's); for a given account, its nature as the spec names it */
  type: z.string().nullable(),
  balance_type: z.enum(accountNatures).nullable(),
  kind: z.enum(accountKinds),
  content: z.string().nullable(),
  status: z.enum(['active', 'deactive']),
  /** the group it belongs to (totals and givens) */
  group: z.number().int().nullable(),
  /** the total it belongs to (givens) */
  total: z.number().int().nullable(),
  system: z.string().nullable(),
  tracking: z.boolean(),
  currencyFeature: z.boolean(),
  interpretable: z.boolean(),
  /** a given account's `some` switch (spec 02); false on groups and totals */
  some: z.boolean(),
});
export type CodingAccount = z.infer<typeof codingAccount>;

export { accountSystemRoles, type AccountSystemRole };

/**
 * `POST coding` and `PUT coding/{id}`: a group names its type; a total its group; a given its total. A given's
 * `type` is its nature (neutral, debtor, creditor), as `GET coding` answers it; `balance_type`, when sent, wins.
 */
export const codingInput = z.object({
  level: z.enum(accountLevels),
  name: z.string().trim().min(1, 'is-required').max(249),
  number: z.string().trim().regex(/^\d{1,4}$/, 'invalid-value'),
  type: z.enum([...groupTypes, ...givenAccountTypes]).nullable().optional(),
  balance_type: z.enum(accountNatures).nullable().optional(),
  kind: z.enum(accountKinds).optional(),
  content: z.string().trim().max(5000).nullable().optional(),
  status: z.enum(['active', 'deactive']).optional(),
  group: z.number().int().positive().nullable().optional(),
  total: z.number().int().positive().nullable().optional(),
  tracking: z.boolean().optional(),
  currencyFeature: z.boolean().optional(),
  interpretable: z.boolean().optional(),
  some: z.boolean().optional(),
  /** a given's system link; unsent keeps the stored one */
  system: z.enum(accountSystemRoles).nullable().optional(),
});
export type CodingInput = z.infer<typeof codingInput>;

/** What `GET coding` sorts by (spec 02 section 7: search, page, type, sortBy). */
export const codingSortFields = ['code', 'name', 'level', 'status'] as const;

export const codingQuery = z.object({
  search: z.string().trim().max(200).optional(),
  /** one level only: `given` lists the accounts documents post to */
  type: z.enum(accountLevels).optional(),
  parent_id: z.coerce.number().int().positive().optional(),
  /** without a page the whole chart (or level) in code order: the tree; with one, a page of it */
  page: z.coerce.number().int().min(1).optional(),
  perPage: listQuery.shape.perPage,
  sortBy: listQuery.shape.sortBy,
});
export type CodingQuery = z.infer<typeof codingQuery>;

/** `GET coding`: every account asked for, or a page of them with the list's paging fields. */
export const codingList = z.object({
  data: z.array(codingAccount),
  total: z.number().int().optional(),
  current_page: z.number().int().optional(),
  last_page: z.number().int().optional(),
  from: z.number().int().optional(),
});
export type CodingList = z.infer<typeof codingList>;
