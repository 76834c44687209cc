import { and, asc, eq, inArray } from 'drizzle-orm';
import { treasuryKinds, type TreasuryKind } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { addMoney, compareMoney, subtractMoney, type Money, type Posted, type SystemAccounts } from '@hesab/domain';
import { BusinessRuleError } from '../../http/errors.ts';
import type { DocumentHooks, DocumentWrite } from '../documents/index.ts';
import { detailBalanceOn } from '../ledger/index.ts';
import { businessSettings } from '../tenancy/index.ts';
import { treasuryTables } from './financial-access.ts';

/** A treasury account a posting takes money out of: its kind, given account and detail account. */
interface Credited {
  kind: TreasuryKind;
  accountId: number;
  detailId: number;
}

/**
 * The treasury accounts a journal takes money out of, net (a receipt's bank fee does not, its amount coming in
 * beside it), each once, in a fixed order so that locks are taken in it.
 */
function creditedAccounts(posted: Posted, accounts: SystemAccounts): Credited[] {
  const found = new Map<string, Credited & { net: Money }>();
  for (const line of posted.journal?.lines ?? []) {
    const kind = treasuryKinds.find((candidate) => accounts.get(candidate) === line.accountId);
    const { detailId } = line;
    if (!kind || detailId === null || detailId === undefined) continue;
    const key = `${kind}:${detailId}`;
    const net = subtractMoney(addMoney(found.get(key)?.net ?? '0', line.debit), line.credit);
    found.set(key, { kind, accountId: line.accountId, detailId, net });
  }
  return [...found.values()]
    .filter((account) => compareMoney(account.net, '0') < 0)
    .map(({ kind, accountId, detailId }) => ({ kind, accountId, detailId }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.detailId - b.detailId);
}

/** Locks the rows of the accounts until the transaction ends, kind by kind in the order given. */
async function lockAccounts(tx: Executor, businessId: number, credited: readonly Credited[]): Promise<void> {
  for (const kind of treasuryKinds) {
    const details = credited.filter((account) => account.kind === kind).map((account) => account.detailId);
    if (details.length === 0) continue;
    const table = treasuryTables[kind];
    await tx
      .select({ detailId: table.detail_id })
      .from(table)
      .where(and(eq(table.businessId, businessId), inArray(table.detail_id, details)))
      .orderBy(asc(table.detail_id))
      .for('update');
  }
}

/** The name of the account, for the refusal that names it. */
async function accountName(tx: Executor, businessId: number, account: Credited): Promise<string> {
  const table = treasuryTables[account.kind];
  const [row] = await tx
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.businessId, businessId), eq(table.detail_id, account.detailId)));
  return row ? String(row.name) : String(account.detailId);
}

/**
 * A payment, transfer or cost that would take a bank account, cash box or petty cash fund below zero on its date
 * (or, through later postings, after it) is refused with 420 "The payment amount is more than the bank balance",
 * unless the business allows negative treasury balances. The accounts' rows are locked before the journal is
 * written and the balances read after, so two payments at once from one account take turns and the second sees
 * the first.
 */
export const overdraftGuard: Pick<DocumentHooks, 'beforeJournal' | 'afterJournal' | 'guards'> = {
  beforeJournal: ({ tx, actor }: DocumentWrite, posted, accounts) => lockCredited(tx, actor.businessId, posted, accounts),
  afterJournal: ({ tx, actor }: DocumentWrite, posted, accounts) => refuseOverdraft(tx, actor.businessId, posted, accounts),
  // A posting that takes money out of no treasury account (a receipt) has nothing to check.
  guards: (posted, accounts) => creditedAccounts(posted, accounts).length > 0,
};

/** Before a journal is written: the rows of the treasury accounts it takes money out of, locked in a fixed order. */
export async function lockCredited(tx: Executor, businessId: number, posted: Posted, accounts: SystemAccounts): Promise<void> {
  const credited = creditedAccounts(posted, accounts);
  if (credited.length > 0) await lockAccounts(tx, businessId, credited);
}

/** After it is written: refused where an account it took money out of is now below zero. */
export async function refuseOverdraft(tx: Executor, businessId: number, posted: Posted, accounts: SystemAccounts): Promise<void> {
  const credited = creditedAccounts(posted, accounts);
  const date = posted.journal?.date;
  if (credited.length === 0 || !date) return;
  if ((await businessSettings(tx, businessId)).negativeTreasury) return;
  for (const account of credited) {
    const { onDate, latest } = await detailBalanceOn(tx, businessId, account.accountId, account.detailId, date);
    const short = compareMoney(onDate, '0') < 0 ? onDate : compareMoney(latest, '0') < 0 ? latest : null;
    if (short !== null) throw new BusinessRuleError('treasury-overdrawn', { name: await accountName(tx, businessId, account), balance: short, date });
  }
}
