import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import type { CashierDatabase } from './local-database.ts';
import { copyMade, fillCashierCopy, type FillProgress } from './offline-fill.ts';

export interface CopyFill {
  /** undefined while the flag is being read */
  made: boolean | undefined;
  progress: FillProgress | null;
  /** a failed fill's reason: a local database error is shown, never swallowed (spec 02 section 8) */
  error: string | null;
  fill(): Promise<void>;
}

/** The local copy's state and its (re)fill, with the progress shown while it runs. */
export function useCopyFill(database: CashierDatabase | null): CopyFill {
  const made = useLiveQuery(async () => (database ? copyMade(database) : false), [database]);
  const [progress, setProgress] = useState<FillProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fill = useCallback(async () => {
    if (!database) return;
    setError(null);
    setProgress({ table: 'products', loaded: 0, total: 0 });
    try {
      await fillCashierCopy(database, setProgress);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  }, [database]);
  return { made, progress, error, fill };
}
