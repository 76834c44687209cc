/** The three levels of the chart of accounts (spec 02 "Chart of accounts"). */
export type AccountLevel = 'group' | 'total' | 'given';

/** How many digits each level's own number has: 1 for a group, 2 for a total, 2 to 4 for a given. */
export const accountNumberDigits: Record<AccountLevel, { min: number; max: number }> = {
  group: { min: 1, max: 1 },
  total: { min: 2, max: 2 },
  given: { min: 2, max: 4 },
};

export function isValidAccountNumber(level: AccountLevel, number: string): boolean {
  const { min, max } = accountNumberDigits[level];
  return new RegExp(`^\\d{${min},${max}}$`).test(number);
}

/**
 * An account's full code: a total's is its group's number followed by its own; a given's joins the group's,
 * the total's and its own (spec 02 section 3 "Code composition"). `parentCode` is the parent's full code.
 */
export function composeAccountCode(parentCode: string | null, number: string): string {
  return `${parentCode ?? ''}${number}`;
}
