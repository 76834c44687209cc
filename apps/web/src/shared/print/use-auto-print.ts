import { useEffect } from 'react';
import { after, printDelayMs } from './print-timing.ts';

/**
 * A print window prints itself 2,000 ms after it opened (spec 02 section 9), and not before its document is drawn
 * and its fonts are in.
 */
export function useAutoPrint(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    let cancelled = false;
    const cancel = after(printDelayMs, () => {
      void document.fonts.ready.then(() => {
        if (!cancelled) window.print();
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [when]);
}
