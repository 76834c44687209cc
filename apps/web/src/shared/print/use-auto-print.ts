import { useEffect } from 'react';

/** A print window prints itself once its document is drawn and its fonts are in (spec 02: it prints shortly after opening). */
export function useAutoPrint(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    let cancelled = false;
    void document.fonts.ready.then(() => {
      if (!cancelled) window.print();
    });
    return () => {
      cancelled = true;
    };
  }, [when]);
}
