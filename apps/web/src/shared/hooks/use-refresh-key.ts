import { useEffect, useRef } from 'react';

/**
 * F5 reloads the screen's data instead of the whole app (spec 02 "Chart of accounts"); only while the screen
 * is mounted, so every other screen keeps the browser's reload.
 */
export function useRefreshKey(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F5') return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
