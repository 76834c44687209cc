import { decideLatinDigitsInPersian } from '@hesab/domain';
import { useSyncExternalStore } from 'react';

/**
 * Whether this browser writes Persian with Latin digits: the business's iranSansEnNum setting, followed from the
 * session (see business-digits.ts). Every localizing helper of the domain reads it, so no call site passes it along.
 */
let latinDigitsInPersian = false;
const listeners = new Set<() => void>();
decideLatinDigitsInPersian(() => latinDigitsInPersian);

export function writePersianWithLatinDigits(on: boolean): void {
  if (on === latinDigitsInPersian) return;
  latinDigitsInPersian = on;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller when the business switches between Latin and Persian digits. */
export function useLatinDigitsInPersian(): boolean {
  return useSyncExternalStore(subscribe, () => latinDigitsInPersian);
}
