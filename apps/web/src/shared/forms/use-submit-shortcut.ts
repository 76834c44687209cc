import { useEffect, useRef, type FormEvent } from 'react';

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

/**
 * A form's submit: validate, then save unless a save is under way; shift+F3 does the same. Answers the form
 * element's onSubmit.
 */
export function useValidatedSubmit<T>(validate: () => T | null, save: { isPending: boolean; mutate(input: T): void }) {
  const submit = () => {
    if (save.isPending) return;
    const input = validate();
    if (input) save.mutate(input);
  };
  useSubmitShortcut(submit);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
}
