import { and, asc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { account, accountBalance, detailAccount, type Executor } from '@hesab/db';
import type { JournalLine } from '@hesab/domain';
import { BusinessRuleError } from '../../http/errors.ts';
import type { LedgerBalance } from './closing-lines.ts';
import { requireSystemAccounts } from './system-accounts.ts';

/**
 * Non-zero balances per given account and detail account up to and including `asOf`, summed in SQL over the
 * daily balances, of the given accounts `which` selects. Everything before the day counts, not only this year's:
 * what earlier years left on an account is part of what closes now.
 */
export async function balancesUpTo(tx: Executor, businessId: number, asOf: string, which: SQL): Promise<LedgerBalance[]> {
  const net = sql`sum(${accountBalance.debit} - ${accountBalance.credit})`;
  return tx
    .select({ accountId: accountBalance.accountId, detailId: accountBalance.detailId, balance: sql<string>`${net}::text` })
    .from(accountBalance)
    .innerJoin(account, and(eq(account.businessId, accountBalance.businessId), eq(account.id, accountBalance.accountId)))
    .where(and(eq(accountBalance.businessId, businessId), lte(accountBalance.day, asOf), which))
    .groupBy(accountBalance.accountId, accountBalance.detailId, account.code)
    .having(sql`${net} <> 0`)
    .orderBy(asc(account.code), asc(accountBalance.detailId));
}

export type ClosingAccounts = Awaited<ReturnType<typeof closingAccounts>>;

/** The system accounts the closing posts to; refused when one is gone or inactive, before anything is written. */
export function closingAccounts(tx: Executor, businessId: number) {
  return requireSystemAccounts(tx, businessId, ['incomeSummary', 'retainedEarnings', 'opening', 'closing'], 'year-closing-accounts-missing');
}

/**
 * A balance on an inactive account or detail account must close too, but the ledger posts only to active ones:
 * the user is told which to activate, instead of a row error on a document they never wrote.
 */
export async function refuseInactive(tx: Executor, businessId: number, lines: readonly JournalLine[]): Promise<void> {
  const accountIds = [...new Set(lines.map((l) => l.accountId))];
  const detailIds = [...new Set(lines.map((l) => l.detailId ?? 0).filter((id) => id !== 0))];
  const accounts = await tx
    .select({ name: account.name })
    .from(account)
    .where(and(eq(account.businessId, businessId), inArray(account.id, accountIds), ne(account.status, 'active')));
  const details =
    detailIds.length === 0
      ? []
      : await tx
          .select({ name: detailAccount.name })
          .from(detailAccount)
          .where(and(eq(detailAccount.businessId, businessId), inArray(detailAccount.id, detailIds), ne(detailAccount.status, 'active')));
  const names = [...accounts, ...details].map((row) => row.name);
  if (names.length > 0) throw new BusinessRuleError('year-closing-inactive-accounts', { names: names.join('، ') });
}
