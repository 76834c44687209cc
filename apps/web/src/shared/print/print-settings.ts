import { defaultPrintSettings, printQuery, printSearch, type PrintSettings } from '@hesab/contract';
import { createContext, useCallback, useContext, useState } from 'react';
import { storageKeys } from '../api/session-store.ts';
import { useInit } from '../session/session-queries.ts';

/** The settings a query string carries; a bad or missing one is the new dialog's. */
export function printSettingsOf(search: URLSearchParams | string): PrintSettings {
  const parsed = printQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
  return parsed.success ? parsed.data : defaultPrintSettings;
}

/** Whether a page's query names any print setting: a print window or the server's PDF opened it with its own. */
function carriesSettings(search: URLSearchParams): boolean {
  return Object.keys(defaultPrintSettings).some((key) => search.has(key));
}

function storedSettings(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.print) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The print entry of a kind's key: its settings under the kind's name, the panel's state beside them. */
const panelKey = (kind: string) => `${kind}:panel`;

/** Whether a kind's settings panel is open: as it was last left in this browser, else `initially`. */
export function usePanelOpen(kind: string, initially: boolean): [boolean, (open: boolean) => void] {
  const stored = storedSettings()[panelKey(kind)];
  const [open, setOpen] = useState(stored === undefined ? initially : stored === 'open');
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      localStorage.setItem(storageKeys.print, JSON.stringify({ ...storedSettings(), [panelKey(kind)]: next ? 'open' : 'closed' }));
    },
    [kind],
  );
  return [open, change];
}

/**
 * A document kind's print settings: those of the page's query when it names any (the settings the print window or
 * the PDF was asked for), else those last chosen for the kind in this browser, else the business's defaults. A change
 * is remembered for the kind.
 */
export function usePrintSettings(kind: string, search: URLSearchParams): [PrintSettings, (next: PrintSettings) => void] {
  const business = useInit().data?.printDefaults;
  const [settings, setSettings] = useState(() => {
    if (carriesSettings(search)) return printSettingsOf(search);
    const chosen = storedSettings()[kind];
    // Never chosen in this browser: the business's print defaults (setting/index).
    return chosen === undefined && business ? { ...defaultPrintSettings, ...business } : printSettingsOf(chosen ?? '');
  });
  const change = useCallback(
    (next: PrintSettings) => {
      setSettings(next);
      // The warehouse print is opened for one printout, not kept as the kind's look.
      localStorage.setItem(storageKeys.print, JSON.stringify({ ...storedSettings(), [kind]: printSearch({ ...next, slip: false }).toString() }));
    },
    [kind],
  );
  return [settings, change];
}

/** The settings the sheet is printed with, for the printed parts of a kind (an invoice's remaining balance). */
export const PrintSettingsContext = createContext<PrintSettings>(defaultPrintSettings);

export const usePrinted = () => useContext(PrintSettingsContext);
