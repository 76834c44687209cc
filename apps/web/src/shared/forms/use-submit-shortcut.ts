import { useEffect, useRef, type FormEvent } from 'react';

/**
 * The forms that answer shift+F3, in the order they appeared: only the newest does, so a form in a dialog over a
 * form page (a person added from a picker) submits itself and not the page under it.
 */
const submitters: { current: () => void }[] = [];

function onSubmitKey(event: KeyboardEvent) {
  const newest = submitters.at(-1);
  if (event.key !== 'F3' || !event.shiftKey || !newest) return;
  event.preventDefault();
  newest.current();
}

/** shift+F3 submits the form on screen (spec 01 section 2); F3 alone stays the browser's find. */
export function useSubmitShortcut(submit: () => void, enabled = true): void {
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  }, [submit]);

  useEffect(() => {
    if (!enabled) return;
    submitters.push(latest);
    if (submitters.length === 1) window.addEventListener('keydown', onSubmitKey);
    return () => {
      submitters.splice(submitters.indexOf(latest), 1);
      if (submitters.length === 0) window.removeEventListener('keydown', onSubmitKey);
    };
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
    // React bubbles a submit through portals: a dialog's form must not submit the form of the page under it.
    event.stopPropagation();
    submit();
  };
}
