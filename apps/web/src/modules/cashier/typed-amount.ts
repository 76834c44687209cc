import { compareMoney, MoneyFormatError, parseMoney, type Money } from '@hesab/domain';

/**
 * An amount as the cashier types it (any digits, grouped or not): null when nothing is typed, undefined when it is
 * not an amount of zero or more.
 */
export function typedAmount(text: string): Money | null | undefined {
  if (!text.trim()) return null;
  try {
    const amount = parseMoney(text);
    return compareMoney(amount, '0') < 0 ? undefined : amount;
  } catch (error) {
    if (error instanceof MoneyFormatError) return undefined;
    throw error;
  }
}
