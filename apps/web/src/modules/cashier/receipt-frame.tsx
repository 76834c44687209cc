import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { printFontFamily } from '../../shared/print/print-font.ts';
import { PrintedBusinessContext, type PrintedBusiness } from '../../shared/print/printed-business.ts';
import { RollReceipt, rollPageStyles, type RollReceiptContent } from '../../shared/print/roll-receipt.tsx';

/**
 * The receipt printed from a frame of the till's own, drawn into it by this page: nothing is fetched, so it prints
 * with no network, and the till stays on screen. The frame's styles go into its own head; it prints once its fonts
 * are in, and gives the focus back with `onPrinted` (which must keep its identity: the frame prints again if it
 * changes).
 */
export function ReceiptFrame({ receipt, business, onPrinted }: { receipt: RollReceiptContent; business: PrintedBusiness; onPrinted: () => void }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const sheet = frame?.contentDocument ?? null;
  const cache = useMemo(() => (sheet ? createCache({ key: 'receipt', container: sheet.head }) : null), [sheet]);
  useEffect(() => {
    if (!sheet) return;
    sheet.documentElement.dir = document.documentElement.dir;
    sheet.documentElement.lang = document.documentElement.lang;
    // Printing focuses the frame, and a key pressed meanwhile (F9 for the next sale) would land in it: each goes on
    // to the till's window, whose shortcuts hear it, and the focus back to the scan field.
    const win = frame?.contentWindow;
    const forward = (event: KeyboardEvent) => {
      event.preventDefault();
      onPrinted();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, code: event.code, ctrlKey: event.ctrlKey, shiftKey: event.shiftKey, altKey: event.altKey, metaKey: event.metaKey, bubbles: true, cancelable: true }));
    };
    win?.addEventListener('keydown', forward);
    let cancelled = false;
    // The receipt is drawn into the frame by now; it prints once its print faces have loaded (or failed to).
    const faces = [400, 700].map((weight) => sheet.fonts.load(`${weight} 12px '${printFontFamily}'`));
    void Promise.allSettled(faces).then(() => {
      if (cancelled) return;
      frame?.contentWindow?.print();
      // Printing focuses the frame: the next scan must go to the till again.
      onPrinted();
    });
    return () => {
      cancelled = true;
      win?.removeEventListener('keydown', forward);
    };
  }, [sheet, frame, onPrinted]);
  return (
    <>
      <Box
        component="iframe"
        ref={setFrame}
        title={t('cashier.receipt')}
        data-testid="cashier-printing"
        // Off screen, not hidden: a frame that is not laid out prints blank.
        sx={{ position: 'fixed', insetInlineStart: -10000, top: 0, width: '80mm', height: 200, border: 0 }}
      />
      {sheet &&
        cache &&
        createPortal(
          <CacheProvider value={cache}>
            <PrintedBusinessContext.Provider value={business}>
              <GlobalStyles styles={rollPageStyles} />
              <RollReceipt receipt={receipt} />
            </PrintedBusinessContext.Provider>
          </CacheProvider>,
          sheet.body,
        )}
    </>
  );
}
