import { readAppKey, storageKeys } from '../../shared/api/session-store.ts';

/**
 * Where the till's sales go: the warehouse they leave, the walk-in customer a sale names when the cashier names
 * none (every invoice has a party: the ledger posts to it), the cash box cash goes into and the bank account and
 * terminal of card payments. The counter's, kept on the device per business (logout keeps it), since each till
 * has its own.
 */
export interface CashierSetup {
  entrepot: number | null;
  person: number | null;
  cash: number | null;
  bank: number | null;
  terminal: string | null;
}

export const emptySetup: CashierSetup = { entrepot: null, person: null, cash: null, bank: null, terminal: null };

function readAll(): Record<string, Partial<CashierSetup>> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.cashierSetup) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, Partial<CashierSetup>>) : {};
  } catch {
    return {};
  }
}

export function readSetup(): CashierSetup {
  return { ...emptySetup, ...readAll()[readAppKey() ?? ''] };
}

export function saveSetup(setup: CashierSetup): void {
  localStorage.setItem(storageKeys.cashierSetup, JSON.stringify({ ...readAll(), [readAppKey() ?? '']: setup }));
}
