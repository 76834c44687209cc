import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';
import { useNavigationGuard } from './navigation-guard-context.ts';

/** navigate() that first asks a page with unsaved work whether it may be left. */
export function useGuardedNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const guard = useNavigationGuard();
  return useCallback(
    (to, options) => {
      void guard.confirmLeave().then((leave) => {
        if (leave) navigate(to, options);
      });
    },
    [navigate, guard],
  );
}
