import { useEffect, useRef } from 'react';

/** shift+F3 submits the form on screen (spec 01 section 2); F3 alone stays the browser's find. */
export function useSubmitShortcut(submit: () => void, enabled = true): void {
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  }, [submit]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F3' || !event.shiftKey) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
