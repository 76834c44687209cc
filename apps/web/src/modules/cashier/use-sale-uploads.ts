import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { CashierDatabase, LocalSale } from './local-database.ts';
import { nextPendingSale, uploadIntervalMs, uploadSale } from './sale-uploads.ts';
import { useOnline } from './use-online.ts';

/**
 * Sends the sales kept on the device while a cashier screen is open: one every 10 seconds (spec 02 section 4), the
 * first at once when the network comes back. Answers the kept sales, newest first, as they change.
 */
export function useSaleUploads(database: CashierDatabase | null): LocalSale[] | undefined {
  const online = useOnline();
  useEffect(() => {
    if (!database || !online) return;
    let busy = false;
    const sendNext = async () => {
      if (busy) return;
      busy = true;
      try {
        const sale = await nextPendingSale(database);
        if (sale) await uploadSale(database, sale);
      } finally {
        busy = false;
      }
    };
    void sendNext();
    const timer = setInterval(() => void sendNext(), uploadIntervalMs);
    return () => clearInterval(timer);
  }, [database, online]);
  return useLiveQuery(async () => (database ? (await database.invoice.orderBy('createdAt').reverse().toArray()) : []), [database]);
}
