import { useState } from 'react';
import { flushSync } from 'react-dom';

/** Prints the page's print table: it must be on the page before the browser's print dialog takes its picture. */
export function usePrint(): { printing: boolean; print(): void } {
  const [printing, setPrinting] = useState(false);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };
  return { printing, print };
}
