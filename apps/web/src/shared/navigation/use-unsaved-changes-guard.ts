import { useEffect } from 'react';
import { useNavigationGuard } from './navigation-guard-context.ts';

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

/**
 * While `isDirty`, leaving the page asks first: in-app links through the navigation guard,
 * reloading or closing the browser tab through the browser's own question.
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const guard = useNavigationGuard();
  useEffect(() => {
    if (!isDirty) return;
    const release = guard.hold();
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      release();
      window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [isDirty, guard]);
}
