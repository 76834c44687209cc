import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { printFontFamily } from '../../shared/print/print-font.ts';
import { documentHtml, printAgent } from '../../shared/print/print-agent.ts';
import { PrintedBusinessContext, type PrintedBusiness } from '../../shared/print/printed-business.ts';
import { RollReceipt, rollPageStyles, type RollReceiptContent } from '../../shared/print/roll-receipt.tsx';

/** The roll's paper in cm: 80 mm wide, as long as the receipt drawn (its margins of 2 mm each side included). */
function rollPaperOf(sheet: Document) {
  const centimetres = (sheet.documentElement.scrollHeight / 96) * 2.54 + 0.4;
  return { width: 8, height: Math.ceil(centimetres * 10) / 10 };
}

/**
 * The receipt printed from a frame of the till's own, drawn into it by this page: nothing is fetched, so it prints
 * with no network, and the till stays on screen. The frame's styles go into its own head; it prints once its fonts
 * are in, and says so with `onPrinted`; `onFocusBack` gives the till the focus again, and a character typed while the
 * frame holds the focus goes to `onTyped` (each must keep its identity: the frame prints again if one changes).
 */
export function ReceiptFrame({
  receipt,
  business,
  onPrinted,
  onFocusBack,
  onTyped,
}: {
  receipt: RollReceiptContent;
  business: PrintedBusiness;
  onPrinted: () => void;
  onFocusBack: () => void;
  onTyped: (character: string) => void;
}) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const sheet = frame?.contentDocument ?? null;
  const cache = useMemo(() => (sheet ? createCache({ key: 'receipt', container: sheet.head }) : null), [sheet]);
  useEffect(() => {
    if (!sheet) return;
    sheet.documentElement.dir = document.documentElement.dir;
    sheet.documentElement.lang = document.documentElement.lang;
    // Printing focuses the frame (Chromium takes keys while it prints), and what a scanner types meanwhile would be
    // lost in it: the focus goes back to the till, a character into the scan field, any other key (Enter, F9) to
    // what now holds the focus, whose handlers and the window's shortcuts hear it.
    const win = frame?.contentWindow;
    const forward = (event: KeyboardEvent) => {
      event.preventDefault();
      onFocusBack();
      const typed = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
      if (typed) onTyped(event.key);
      else (document.activeElement ?? window).dispatchEvent(new KeyboardEvent('keydown', { key: event.key, code: event.code, ctrlKey: event.ctrlKey, shiftKey: event.shiftKey, altKey: event.altKey, metaKey: event.metaKey, bubbles: true, cancelable: true }));
    };
    win?.addEventListener('keydown', forward);
    let cancelled = false;
    // The receipt is drawn into the frame by now; it prints once its print faces have loaded (or failed to).
    const faces = [400, 700].map((weight) => sheet.fonts.load(`${weight} 12px '${printFontFamily}'`));
    void Promise.allSettled(faces).then(() => {
      if (cancelled) return;
      // A paired print agent prints it without a dialog; otherwise the browser's print, which focuses the frame.
      if (printAgent.isPaired()) printAgent.print({ title: t('cashier.receipt'), html: documentHtml(sheet), paper: rollPaperOf(sheet) });
      else frame?.contentWindow?.print();
      onFocusBack();
      onPrinted();
    });
    return () => {
      cancelled = true;
      win?.removeEventListener('keydown', forward);
    };
  }, [sheet, frame, onPrinted, onFocusBack, onTyped, t]);
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
