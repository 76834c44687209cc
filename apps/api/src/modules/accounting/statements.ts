import { and, eq, sql, type SQL } from 'drizzle-orm';
import { account, queryRows, type Database, type Executor } from '@hesab/db';
import { negateMoney, subtractMoney, sumMoney } from '@hesab/domain';
import { beforeAnyClosing, trialBalance } from './trial-balance.ts';

interface Line {
  code: string;
  name: string;
  amount: string;
}

interface Group {
  type: string | null;
  nature: string | null;
}

/** The groups' types and natures, by group code (the first digit of every code below it). */
async function groupsByCode(db: Database, businessId: number): Promise<Map<string, Group>> {
  const groups = await db
    .select({ code: account.code, type: account.type, nature: account.nature })
    .from(account)
    .where(and(eq(account.businessId, businessId), eq(account.level, 'group')));
  return new Map(groups.map((g) => [g.code, { type: g.type, nature: g.nature }]));
}

/**
 * Totals-level balances of the chosen group type, as debit minus credit, each with its group's nature: a
 * statement places an account by its group (a creditor-natured group is income, or a liability), never by the
 * sign of its balance, so a supplier paid in advance stays among the liabilities, negative.
 */
async function balancesOfType(db: Database, businessId: number, from: string, to: string, type: string, period: boolean, reach: SQL | undefined) {
  const groups = await groupsByCode(db, businessId);
  const { data } = await trialBalance(db, businessId, from, to, 'total', beforeAnyClosing, reach);
  return data.flatMap((row) => {
    const group = groups.get(row.code.slice(0, 1));
    if (group?.type !== type) return [];
    // The period's movement for income and expenses; the closing balance for the balance sheet.
    const net = period ? subtractMoney(row.debit, row.credit) : subtractMoney(row.closing_debit, row.closing_credit);
    return net === '0' ? [] : [{ code: row.code, name: row.name, creditor: group.nature === 'creditor', net }];
  });
}

/** The lines of one side of a statement, each amount on that side's sign. */
function side(rows: Awaited<ReturnType<typeof balancesOfType>>, creditor: boolean): Line[] {
  return rows
    .filter((row) => row.creditor === creditor)
    .map((row) => ({ code: row.code, name: row.name, amount: creditor ? negateMoney(row.net) : row.net }));
}

/**
 * Profit and loss (report/profitCost): income from the creditor-natured groups, expenses from the others; of the
 * documents a member limited to some branches may open (`reach`, as the trial balance).
 */
export async function profitAndLoss(db: Database, businessId: number, from: string, to: string, reach?: SQL) {
  const rows = await balancesOfType(db, businessId, from, to, 'costBenefit', true, reach);
  const income = side(rows, true);
  const expenses = side(rows, false);
  const totalIncome = sumMoney(income.map((l) => l.amount));
  const totalExpenses = sumMoney(expenses.map((l) => l.amount));
  return { income, expenses, total_income: totalIncome, total_expenses: totalExpenses, net_profit: subtractMoney(totalIncome, totalExpenses) };
}

/** Where the profit and loss places a given account: with income or expenses, or neither. */
export type ProfitAndLossSide = 'income' | 'expense';

/**
 * Where the profit and loss places the given account of `businessId` and `parentId` (SQL naming its columns): income
 * under the creditor-natured groups of type costBenefit, expenses under the other costBenefit groups (sales, cost of
 * goods sold, costs...), null outside them. The one classification the statements, the dashboard and the cost and
 * income rows' accounts share.
 */
export function profitAndLossSide(businessId: SQL, parentId: SQL): SQL<ProfitAndLossSide | null> {
  return sql<ProfitAndLossSide | null>`(select case when grp.type <> 'costBenefit' then null when grp.nature = 'creditor' then 'income' else 'expense' end
    from ${account} pl_total join ${account} grp on grp.business_id = pl_total.business_id and grp.id = pl_total.parent_id
    where pl_total.business_id = ${businessId} and pl_total.id = ${parentId})`;
}

/** The given accounts of the profit and loss, split as it places them (profitAndLossSide). */
export async function profitAndLossAccounts(db: Executor, businessId: number): Promise<{ income: number[]; expenses: number[] }> {
  const rows = await queryRows<{ id: number | string; side: ProfitAndLossSide | null }>(
    db,
    sql`select g.id, ${profitAndLossSide(sql`g.business_id`, sql`g.parent_id`)} as side
        from ${account} g where g.business_id = ${businessId} and g.level = 'given'`,
  );
  const ids = (side: ProfitAndLossSide) => rows.filter((row) => row.side === side).map((row) => Number(row.id));
  return { income: ids('income'), expenses: ids('expense') };
}

/** The balance sheet on a day: balance-sheet accounts' closing balances, and this year's profit so far in equity (`reach` as the trial balance). */
export async function balanceSheetOn(db: Database, businessId: number, yearStart: string, date: string, reach?: SQL) {
  const rows = await balancesOfType(db, businessId, yearStart, date, 'balanceSheet', false, reach);
  const assets = side(rows, false);
  const claims = side(rows, true);
  const { net_profit: currentProfit } = await profitAndLoss(db, businessId, yearStart, date, reach);
  const totalAssets = sumMoney(assets.map((l) => l.amount));
  return {
    assets,
    liabilities_and_equity: claims,
    current_profit: currentProfit,
    total_assets: totalAssets,
    total_liabilities_and_equity: sumMoney([...claims.map((l) => l.amount), currentProfit]),
  };
}
