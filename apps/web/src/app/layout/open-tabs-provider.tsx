import { appRoutes } from '@hesab/contract';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storageKeys } from '../../shared/api/session-store.ts';
import { RecordTabContext, type RecordTab } from '../../shared/navigation/record-tab-context.ts';
import { OpenTabsContext, type OpenTab, type OpenTabs } from './open-tabs-context.ts';
import { retargetTab, visitTab } from './open-tabs-list.ts';

/** A tab as local storage holds it; older versions stored no visit stamp or label. */
type StoredTab = Pick<OpenTab, 'name' | 'pathname' | 'search'> & { visited?: unknown; label?: unknown };

function isStoredTab(value: unknown): value is StoredTab {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    Object.hasOwn(appRoutes, value.name) &&
    'pathname' in value &&
    typeof value.pathname === 'string' &&
    'search' in value &&
    typeof value.search === 'string'
  );
}

/** A tab stored without a stamp counts as visited before the others, in its order. */
function openTabOf({ name, pathname, search, visited, label }: StoredTab, index: number): OpenTab {
  return {
    name,
    pathname,
    search,
    visited: typeof visited === 'number' ? visited : index,
    ...(typeof label === 'string' ? { label } : {}),
  };
}

/** Tabs survive reloads and logouts in local storage; entries of routes that no longer exist are dropped. */
function readStoredTabs(): OpenTab[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.tabs) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isStoredTab).map(openTabOf) : [];
  } catch {
    return [];
  }
}

export function OpenTabsProvider({ children }: { children: ReactNode }) {
  const [tabs, setTabs] = useState<OpenTab[]>(readStoredTabs);

  useEffect(() => {
    localStorage.setItem(storageKeys.tabs, JSON.stringify(tabs));
  }, [tabs]);

  const visit = useCallback((tab: Omit<OpenTab, 'visited' | 'label'>) => {
    setTabs((current) => visitTab(current, tab));
  }, []);

  const close = useCallback((pathname: string) => {
    setTabs((current) => current.filter((tab) => tab.pathname !== pathname));
  }, []);

  const recordTab = useMemo<RecordTab>(
    () => ({ showRecord: (from, to, label) => setTabs((current) => retargetTab(current, from, to, label)) }),
    [],
  );

  const value = useMemo<OpenTabs>(() => ({ tabs, visit, close }), [tabs, visit, close]);
  return (
    <OpenTabsContext.Provider value={value}>
      <RecordTabContext.Provider value={recordTab}>{children}</RecordTabContext.Provider>
    </OpenTabsContext.Provider>
  );
}
