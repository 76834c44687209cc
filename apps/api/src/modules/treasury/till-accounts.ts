import { and, asc, eq } from 'drizzle-orm';
import type { CashierAccounts } from '@hesab/contract';
import { bankAccount, cashBox, type Executor } from '@hesab/db';
import type { Member } from '../tenancy/index.ts';
import { allowedAccounts } from './financial-access.ts';

/**
 * The cash boxes and bank accounts a till may take money into: the active ones the member's financial access
 * allows, banks with their card terminals. Read through the till's own permission, so a cashier's role needs no
 * right to the treasury screens to be paid.
 */
export async function tillAccounts(db: Executor, member: Member): Promise<CashierAccounts> {
  const cash = await db
    .select({ id: cashBox.id, name: cashBox.name })
    .from(cashBox)
    .where(and(eq(cashBox.businessId, member.businessId), eq(cashBox.status, 'active'), allowedAccounts(member, cashBox)))
    .orderBy(asc(cashBox.name));
  const bank = await db
    .select({ id: bankAccount.id, name: bankAccount.name, terminals: bankAccount.terminals })
    .from(bankAccount)
    .where(and(eq(bankAccount.businessId, member.businessId), eq(bankAccount.status, 'active'), allowedAccounts(member, bankAccount)))
    .orderBy(asc(bankAccount.name));
  return { cash, bank };
}
