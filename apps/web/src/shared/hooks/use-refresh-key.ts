import { useKeyShortcut } from './use-key-shortcut.ts';

/**
 * F5 reloads the screen's data instead of the whole app (spec 02 "Chart of accounts"); only while the screen
 * is mounted, so every other screen keeps the browser's reload.
 */
export function useRefreshKey(refresh: () => void): void {
  useKeyShortcut({ key: 'F5' }, refresh);
}
