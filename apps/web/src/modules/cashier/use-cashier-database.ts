import { useEffect, useMemo } from 'react';
import { readAppKey } from '../../shared/api/session-store.ts';
import { useInit } from '../../shared/session/session-queries.ts';
import { cashierDatabase, type CashierDatabase } from './local-database.ts';

/** The user the copy belongs to, remembered per business so the cashier opens on it without a network. */
const userKey = (appKey: string) => `cashierUser:${appKey}`;

/**
 * The local copy of the logged-in user in the current business: known from the session while online, and from
 * what was remembered the last time otherwise. Null until one of them has said who the user is.
 */
export function useCashierDatabase(): CashierDatabase | null {
  const appKey = readAppKey();
  const init = useInit();
  const known = init.data?.userId;
  useEffect(() => {
    if (appKey && known !== undefined) localStorage.setItem(userKey(appKey), String(known));
  }, [appKey, known]);
  const userId = known ?? (appKey ? Number(localStorage.getItem(userKey(appKey)) ?? Number.NaN) : Number.NaN);
  return useMemo(() => (appKey && Number.isInteger(userId) ? cashierDatabase(appKey, userId) : null), [appKey, userId]);
}
