import { decideLatinDigitsInPersian } from '@hesab/domain';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether this browser writes Persian with Latin digits: the business's iranSansEnNum setting, followed from the
 * session (see business-digits.ts), or on a page with no session from what the page read (usePageDigits: a shared
 * invoice). Every localizing helper of the domain reads it, so no call site passes it along.
 */
let ofSession = false;
/** A page without a session that knows its business's choice (a shared invoice's), while it is open. */
let ofPage: boolean | null = null;
let latinDigitsInPersian = false;
const listeners = new Set<() => void>();
decideLatinDigitsInPersian(() => latinDigitsInPersian);

function decide(): void {
  const on = ofPage ?? ofSession;
  if (on === latinDigitsInPersian) return;
  latinDigitsInPersian = on;
  for (const listener of listeners) listener();
}

export function writePersianWithLatinDigits(on: boolean): void {
  ofSession = on;
  decide();
}

/** Writes the open page's digits as its business chose (`undefined` while not known), whatever the session says. */
export function usePageDigits(latin: boolean | undefined): void {
  useEffect(() => {
    ofPage = latin ?? null;
    decide();
    return () => {
      ofPage = null;
      decide();
    };
  }, [latin]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller when the business switches between Latin and Persian digits. */
export function useLatinDigitsInPersian(): boolean {
  return useSyncExternalStore(subscribe, () => latinDigitsInPersian);
}
