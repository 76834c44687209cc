import type { RouteName } from '@hesab/contract';
import { createContext, useContext } from 'react';

/** One open tab per path; the query string is kept so returning to a tab restores its list state. */
export interface OpenTab {
  name: RouteName;
  pathname: string;
  search: string;
  /** when it was last visited, as an increasing stamp: the tab untouched longest closes first */
  visited: number;
  /** the record the page shows (a saved form's name or number), after the route's title */
  label?: string;
}

export interface OpenTabs {
  tabs: readonly OpenTab[];
  visit(tab: Omit<OpenTab, 'visited' | 'label'>): void;
  close(pathname: string): void;
}

export const OpenTabsContext = createContext<OpenTabs | null>(null);

export function useOpenTabs(): OpenTabs {
  const openTabs = useContext(OpenTabsContext);
  if (!openTabs) throw new Error('useOpenTabs needs an OpenTabsProvider');
  return openTabs;
}
