import { and, eq, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { account, type Executor } from '@hesab/db';
import { accountSystemRoles, MissingSystemAccountError, systemAccountsOf, type AccountSystemRole, type SystemAccounts } from '@hesab/domain';
import type { ServerMessageKey } from '@hesab/i18n';
import { BusinessRuleError } from '../../http/errors.ts';

const roles = new Set<string>(accountSystemRoles);
const isRole = (role: string | null): role is AccountSystemRole => role !== null && roles.has(role);

/**
 * The chart's system accounts of a business by role, in one query: the active given accounts that hold a role. Every
 * posting reads this one map (through `systemAccountsOf`), so a missing or inactive account is refused the same way
 * everywhere, before anything is written.
 */
export async function loadSystemAccounts(tx: Executor, businessId: number): Promise<SystemAccounts> {
  return systemAccountsFrom(await tx.select({ id: account.id, role: account.systemRole }).from(account).where(systemAccountHolders(businessId)));
}

/** The accounts that hold a role: the active given accounts of the business with one. */
const systemAccountHolders = (businessId: number | Placeholder) =>
  and(eq(account.businessId, businessId), isNotNull(account.systemRole), eq(account.level, 'given'), eq(account.status, 'active'));

/** The same as a query of `id` and `role`, for a statement that reads them beside other things (`businessId` bound). */
export const systemAccountHolderRows = (businessId: Placeholder): SQL =>
  sql`select ${account.id}::bigint as id, ${account.systemRole}::text as role from ${account} where ${systemAccountHolders(businessId)}`;

/** The system accounts by role, from the rows of the accounts that hold one. */
export function systemAccountsFrom(holders: readonly { id: number | string; role: string | null }[]): SystemAccounts {
  return new Map(holders.flatMap((row) => (isRole(row.role) ? [[row.role, Number(row.id)] as const] : [])));
}

/** The system accounts of `roles`, or the refusal `missing` (a 420 saying which part of the chart to restore). */
export async function requireSystemAccounts<const R extends readonly AccountSystemRole[]>(
  tx: Executor,
  businessId: number,
  roles: R,
  missing: ServerMessageKey,
): Promise<{ [K in R[number]]: number }> {
  try {
    return systemAccountsOf(await loadSystemAccounts(tx, businessId), roles);
  } catch (error) {
    throw error instanceof MissingSystemAccountError ? new BusinessRuleError(missing) : error;
  }
}
