import { createContext, useContext } from 'react';

/**
 * In-app navigation passes through here so a page with unsaved work can ask before it is left.
 * (react-router's useBlocker needs a data router; the app uses the declarative BrowserRouter.)
 */
export interface NavigationGuard {
  /** marks one form as dirty until the returned function is called */
  hold(): () => void;
  /** true when nothing is dirty or the user agreed to lose the changes */
  confirmLeave(): Promise<boolean>;
}

export const NavigationGuardContext = createContext<NavigationGuard | null>(null);

export function useNavigationGuard(): NavigationGuard {
  const guard = useContext(NavigationGuardContext);
  if (!guard) throw new Error('useNavigationGuard needs a NavigationGuardProvider');
  return guard;
}
