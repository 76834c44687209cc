import { appRoutes } from '@hesab/contract';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storageKeys } from '../../shared/api/session-store.ts';
import { OpenTabsContext, type OpenTab, type OpenTabs } from './open-tabs-context.ts';

function isOpenTab(value: unknown): value is OpenTab {
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

/** Tabs survive reloads and logouts in local storage; entries of routes that no longer exist are dropped. */
function readStoredTabs(): OpenTab[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.tabs) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isOpenTab) : [];
  } catch {
    return [];
  }
}

export function OpenTabsProvider({ children }: { children: ReactNode }) {
  const [tabs, setTabs] = useState<OpenTab[]>(readStoredTabs);

  useEffect(() => {
    localStorage.setItem(storageKeys.tabs, JSON.stringify(tabs));
  }, [tabs]);

  const visit = useCallback((tab: OpenTab) => {
    setTabs((current) => {
      const index = current.findIndex((open) => open.pathname === tab.pathname);
      if (index === -1) return [...current, tab];
      const open = current[index];
      if (open?.search === tab.search && open.name === tab.name) return current;
      return current.map((existing, i) => (i === index ? tab : existing));
    });
  }, []);

  const close = useCallback((pathname: string) => {
    setTabs((current) => current.filter((tab) => tab.pathname !== pathname));
  }, []);

  const value = useMemo<OpenTabs>(() => ({ tabs, visit, close }), [tabs, visit, close]);
  return <OpenTabsContext.Provider value={value}>{children}</OpenTabsContext.Provider>;
}
