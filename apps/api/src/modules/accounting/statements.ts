import { and, eq } from 'drizzle-orm';
import { account, type Database } from '@hesab/db';
import { negateMoney, subtractMoney, sumMoney } from '@hesab/domain';
import { beforeAnyClosing, trialBalance } from './trial-balance.ts';

interface Line {
  code: string;
  name: string;
  amount: string;
}

/** The groups' types, by group code (the first digit of every code below it). */
async function groupTypes(db: Database, businessId: number): Promise<Map<string, string | null>> {
  const groups = await db
    .select({ code: account.code, type: account.type })
    .from(account)
    .where(and(eq(account.businessId, businessId), eq(account.level, 'group')));
  return new Map(groups.map((g) => [g.code, g.type]));
}

/** Totals-level balances of the chosen group type, as debit minus credit. */
async function balancesOfType(db: Database, businessId: number, from: string, to: string, type: string, period: boolean) {
  const types = await groupTypes(db, businessId);
  const { data } = await trialBalance(db, businessId, from, to, 'total', beforeAnyClosing);
  return data
    .filter((row) => types.get(row.code.slice(0, 1)) === type)
    .map((row) => ({
      code: row.code,
      name: row.name,
      // The period's movement for income and expenses; the closing balance for the balance sheet.
      net: period ? subtractMoney(row.debit, row.credit) : subtractMoney(row.closing_debit, row.closing_credit),
    }));
}

/** Profit and loss (report/profitCost): income is credit-natured, expenses debit-natured, over the period. */
export async function profitAndLoss(db: Database, businessId: number, from: string, to: string) {
  const rows = await balancesOfType(db, businessId, from, to, 'costBenefit', true);
  // Income groups carry credit balances: a negative net (debit minus credit) is income.
  const income: Line[] = rows.filter((r) => r.net.startsWith('-')).map((r) => ({ code: r.code, name: r.name, amount: negateMoney(r.net) }));
  const expenses: Line[] = rows.filter((r) => !r.net.startsWith('-') && r.net !== '0').map((r) => ({ code: r.code, name: r.name, amount: r.net }));
  const totalIncome = sumMoney(income.map((l) => l.amount));
  const totalExpenses = sumMoney(expenses.map((l) => l.amount));
  return { income, expenses, total_income: totalIncome, total_expenses: totalExpenses, net_profit: subtractMoney(totalIncome, totalExpenses) };
}

/** The balance sheet on a day: balance-sheet accounts' closing balances, and this year's profit so far in equity. */
export async function balanceSheetOn(db: Database, businessId: number, yearStart: string, date: string) {
  const rows = await balancesOfType(db, businessId, yearStart, date, 'balanceSheet', false);
  const assets: Line[] = rows.filter((r) => !r.net.startsWith('-') && r.net !== '0').map((r) => ({ code: r.code, name: r.name, amount: r.net }));
  const claims: Line[] = rows.filter((r) => r.net.startsWith('-')).map((r) => ({ code: r.code, name: r.name, amount: negateMoney(r.net) }));
  const { net_profit: currentProfit } = await profitAndLoss(db, businessId, yearStart, date);
  const totalAssets = sumMoney(assets.map((l) => l.amount));
  return {
    assets,
    liabilities_and_equity: claims,
    current_profit: currentProfit,
    total_assets: totalAssets,
    total_liabilities_and_equity: sumMoney([...claims.map((l) => l.amount), currentProfit]),
  };
}
