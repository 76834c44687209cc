import { useEffect, useRef } from 'react';

/** The boxes Tab reaches among a form's fields: inputs, text areas and MUI's select boxes, none disabled or hidden. */
const fieldSelector = [
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]):not([aria-hidden="true"])',
  'textarea:not([disabled])',
  '[role="combobox"][tabindex="0"]',
].join(', ');

/**
 * Focuses the first field of a form as it opens, so typing starts at once. Not on a touch screen, where a focus
 * would push the on-screen keyboard over the form before the user has chosen a field.
 */
export function useFocusFirstField<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!window.matchMedia('(pointer: fine)').matches) return;
    ref.current?.querySelector<HTMLElement>(fieldSelector)?.focus();
  }, []);
  return ref;
}
