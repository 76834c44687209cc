/**
 * The parts given accounts play in the product's own postings (the given account's "system link", spec 02): each
 * is held by exactly one given account of a business, so invoices, receipts and closings know where to post.
 */
export const accountSystemRoles = [
  'cash',
  'bank',
  'petty',
  'notesReceivable',
  'notesInCollection',
  'receivable',
  'otherReceivable',
  'inventory',
  'goodsInTransit',
  'vatReceivable',
  'purchasePrepayment',
  'notesPayable',
  'payable',
  'otherPayable',
  'vatPayable',
  'incomeTaxPayable',
  'salesPrepayment',
  'capital',
  'retainedEarnings',
  'opening',
  'closing',
  'incomeSummary',
  'sales',
  'salesReturn',
  'serviceSales',
  'otherIncome',
  'inventoryGain',
  'costOfSales',
  'salesDiscount',
  'commissionExpense',
  'investorShare',
  'purchase',
  'purchaseReturn',
  'bankCharges',
  'inventoryLoss',
  'guaranteesReceived',
  'guaranteesReceivedContra',
  'guaranteesGiven',
  'guaranteesGivenContra',
] as const;
export type AccountSystemRole = (typeof accountSystemRoles)[number];

/** The chart's system accounts of one business, by role: active given accounts only, loaded once per write. */
export type SystemAccounts = ReadonlyMap<AccountSystemRole, number>;

/** A posting needs a system account the chart no longer has (deleted, deactivated, or its role moved away). */
export class MissingSystemAccountError extends Error {
  override readonly name = 'MissingSystemAccountError';
  constructor(readonly roles: readonly AccountSystemRole[]) {
    super(`The chart has no active system account for ${roles.join(', ')}`);
  }
}

/** The accounts of the roles asked for, all or none: a posting never half-finds its accounts. */
export function systemAccountsOf<const R extends readonly AccountSystemRole[]>(accounts: SystemAccounts, roles: R): { [K in R[number]]: number } {
  const missing = roles.filter((role) => !accounts.has(role));
  if (missing.length > 0) throw new MissingSystemAccountError(missing);
  return Object.fromEntries(roles.map((role) => [role, accounts.get(role)])) as { [K in R[number]]: number };
}
