import type { RouteName } from '@hesab/contract';
import { createContext, useContext } from 'react';

/** One open tab per path; the query string is kept so returning to a tab restores its list state. */
export interface OpenTab {
  name: RouteName;
  pathname: string;
  search: string;
}

export interface OpenTabs {
  tabs: readonly OpenTab[];
  visit(tab: OpenTab): void;
  close(pathname: string): void;
}

export const OpenTabsContext = createContext<OpenTabs | null>(null);

export function useOpenTabs(): OpenTabs {
  const openTabs = useContext(OpenTabsContext);
  if (!openTabs) throw new Error('useOpenTabs needs an OpenTabsProvider');
  return openTabs;
}
