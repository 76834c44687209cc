import { createContext, useContext } from 'react';

/** Lets a form page name its tab in the bar of open tabs after its record; the app's layout provides it. */
export interface RecordTab {
  /**
   * The tab of the page at `from` becomes the record's page `to`, titled with `label`: a new record's form, once
   * saved, is that record's tab instead of a second "new" one.
   */
  showRecord(from: string, to: string, label: string): void;
}

export const RecordTabContext = createContext<RecordTab | null>(null);

export function useRecordTab(): RecordTab {
  const recordTab = useContext(RecordTabContext);
  if (!recordTab) throw new Error('useRecordTab needs the OpenTabsProvider');
  return recordTab;
}
