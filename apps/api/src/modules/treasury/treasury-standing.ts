import { and, asc, eq } from 'drizzle-orm';
import type { ChequeDirection, ChequeStatus, TreasuryKind } from '@hesab/contract';
import { bankAccount, cashBox, pettyCash, type Executor } from '@hesab/db';
import type { ReferenceTables } from '../documents/index.ts';
import { detailBalances } from '../ledger/index.ts';
import type { Member } from '../tenancy/index.ts';
import { chequeRecords } from './cheque-records.ts';
import { allowedAccounts, reachedAccounts } from './financial-access.ts';

/* Where the money stands: each treasury account's balance, and the cheques falling due. */

/** A bank account, cash box or petty cash fund with its balance (debits less credits of its detail account). */
export interface TreasuryAccountBalance {
  kind: TreasuryKind;
  id: number;
  name: string;
  detailId: number;
  balance: string;
}

/**
 * The accounts of `kinds` the member may use (issue 15's financial access), each with its balance, by kind and code:
 * the active ones, and an inactive one while it still holds money.
 */
export async function treasuryAccountBalances(db: Executor, member: Member, kinds: readonly TreasuryKind[]): Promise<TreasuryAccountBalance[]> {
  const accounts: (TreasuryAccountBalance & { active: boolean })[] = [];
  for (const kind of kinds) {
    const table = { bank: bankAccount, cash: cashBox, petty: pettyCash }[kind];
    const rows = await db
      .select({ id: table.id, name: table.name, detailId: table.detail_id, status: table.status })
      .from(table)
      .where(and(eq(table.businessId, member.businessId), allowedAccounts(member, table)))
      .orderBy(asc(table.code), asc(table.id));
    accounts.push(...rows.map((row) => ({ kind, id: Number(row.id), name: String(row.name), detailId: Number(row.detailId), balance: '0', active: row.status === 'active' })));
  }
  const balances = await detailBalances(db, member.businessId, accounts.map((account) => account.detailId));
  return accounts.flatMap(({ active, ...account }) => {
    const balance = balances.get(account.detailId) ?? '0';
    return active || balance !== '0' ? [{ ...account, balance }] : [];
  });
}

/** A cheque not yet cleared: a received one in hand or in the bank for collection, a paid one issued and not passed. */
export const openChequeStatuses: Record<ChequeDirection, ChequeStatus[]> = { received: ['fund', 'inBank'], paid: ['issued'] };

/**
 * The normal (not guarantee) cheques of a direction not yet cleared and due from `from` to `to`: the `first` by due
 * date as the cheque lists read them for the member (the person's name with each), how many there are and their sum.
 */
export async function dueCheques(db: Executor, references: ReferenceTables, member: Member, direction: ChequeDirection, range: { from: string; to: string }, first: number) {
  const banks = (await reachedAccounts(member, db))?.bank ?? null;
  return chequeRecords(db, references).list(member.businessId, [direction], {
    direction,
    status: openChequeStatuses[direction],
    kind: 'normal',
    dueFrom: range.from,
    dueTo: range.to,
    page: 1,
    perPage: first,
  }, banks);
}
