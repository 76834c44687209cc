import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountBalancePermissions, type PickerPage } from '@hesab/contract';
import { account, type Database } from '@hesab/db';
import type { DetailSelect } from '../../http/getdetail.ts';
import { pageWindow } from '../../http/paging.ts';
import { requireMember } from '../../http/request-context.ts';
import { textSearch } from '../../http/text-search.ts';
import type { ServerMessageKey } from '@hesab/i18n';
import { holdsPermission } from '../tenancy/index.ts';
import { profitAndLossSide, type ProfitAndLossSide } from './statements.ts';

const pickerQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/**
 * `getdetail?select=account`: the active given accounts a line can post to, by code, with each one's balance as
 * `remain` (debit minus credit) so that the person entering a document sees where the account stands, where they may
 * see balances (`withRemain`; the key is left out otherwise, and the balances not read).
 */
async function givenAccountPage(
  db: Database,
  businessId: number,
  query: { search?: string; page: number },
  withRemain: boolean,
  side?: ProfitAndLossSide,
): Promise<PickerPage> {
  const { search, page } = query;
  const where = and(
    eq(account.businessId, businessId),
    eq(account.level, 'given'),
    eq(account.status, 'active'),
    side ? onSide(side) : undefined,
    search ? textSearch([account.name, account.code], search) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(account).where(where);
  const window = pageWindow(counted?.total ?? 0, { page, perPage: 10 });
  // Spelled out: drizzle writes the outer table's columns unqualified in a select field.
  const remain = withRemain
    ? sql<string>`(select coalesce(sum(b.debit - b.credit), 0)::text from account_day_balance b
        where b.business_id = "account"."business_id" and b.account_id = "account"."id")`
    : sql<null>`null`;
  const rows = await db
    .select({ id: account.id, code: account.code, name: account.name, remain })
    .from(account)
    .where(where)
    .orderBy(asc(account.code))
    .limit(window.limit)
    .offset(window.offset);
  return {
    data: rows.map((row) => ({ id: row.id, name: row.name, label: row.code, color: null, ...(withRemain ? { remain: row.remain } : {}) })),
    current_page: window.meta.current_page,
    last_page: window.meta.last_page,
  };
}

/**
 * The given accounts as a document's reference to `account` finds them (the document engine's ReferenceTable): any of
 * the business's is named on a read, and a document may name an active given account, as the picker offers.
 */
const givenAccountReference = {
  table: account,
  labelField: 'name',
  namable: sql`${account.level} = 'given' and ${account.status} = 'active'`,
};

/** Whether the account (the table's row, spelled out as the picker's and the references' statements name it) is on `side`. */
const onSide = (side: ProfitAndLossSide) => sql`${profitAndLossSide(sql`"account"."business_id"`, sql`"account"."parent_id"`)} = ${side}`;

/**
 * The given accounts a cost's rows (`expense`) or an income's (`income`) may name, as the profit and loss places them:
 * another is refused on the row with `refusal`.
 */
const profitAndLossAccountReference = (side: ProfitAndLossSide, refusal: ServerMessageKey) => ({
  table: account,
  labelField: 'name',
  namable: sql`${givenAccountReference.namable} and ${onSide(side)}`,
  refusal,
});

/** The references to given accounts: any active one, or those of a side of the profit and loss (a cost's, an income's rows). */
export const givenAccountReferences = {
  account: givenAccountReference,
  expenseAccount: profitAndLossAccountReference('expense', 'cost-account-not-expense'),
  incomeAccount: profitAndLossAccountReference('income', 'income-account-not-income'),
};

/** The accounting module's kinds of `getdetail`. */
export function accountingDetailSelects(db: Database): Record<string, DetailSelect> {
  // Every form that posts picks accounts, so any member may; a cost's rows pick among expenses, an income's among income.
  const picker = (side?: ProfitAndLossSide): DetailSelect => ({
    access: 'member',
    handler: async (request) => {
      const member = requireMember(request);
      const withRemain = accountBalancePermissions.some((permission) => holdsPermission(member, permission));
      return givenAccountPage(db, member.businessId, pickerQuery.parse(request.query), withRemain, side);
    },
  });
  return { account: picker(), expenseAccount: picker('expense'), incomeAccount: picker('income') };
}
