import { useEffect, useLayoutEffect, useRef } from 'react';

export interface KeyShortcut {
  /** `KeyboardEvent.key`, e.g. 'F2' */
  key: string;
  /** whether shift must be held (true) or not (false); any when absent */
  shift?: boolean;
}

/**
 * A screen's key (F2 adds a row, shift+F2 saves a dialog…) while it is mounted and enabled, instead of the
 * browser's; the latest `action` runs, so callers need not memoise it.
 */
export function useKeyShortcut({ key, shift }: KeyShortcut, action: () => void, enabled = true): void {
  const latest = useRef(action);
  // Before the screen is painted: a key pressed as soon as a change shows (F9 once the scanned line is on the
  // counter) must run the action that sees it, not the one of the render before.
  useLayoutEffect(() => {
    latest.current = action;
  }, [action]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key || (shift !== undefined && event.shiftKey !== shift)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, shift, enabled]);
}
