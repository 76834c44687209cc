import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from './field-message.ts';
import { issuesToErrors, type ValidationIssue } from './validation-issues.ts';

export type FormValues = Record<string, unknown>;

/** What the form needs of a zod schema. */
export interface FormSchema<T> {
  safeParse(data: unknown): ParseResult<T>;
}

type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly ValidationIssue[] } };

export interface FormStateOptions<T> {
  initialValues: FormValues;
  schema: FormSchema<T>;
  /** the values as the schema reads them (e.g. an empty amount as null) */
  toInput(values: FormValues): Record<string, unknown>;
}

export interface FormState<T> {
  values: FormValues;
  errors: FieldErrors;
  isDirty: boolean;
  change(name: string, value: unknown): void;
  /** validates the field that lost focus */
  blur(name: string): void;
  /** validates every field and shows what is wrong; the parsed input when all is valid */
  validate(): T | null;
  showErrors(errors: FieldErrors): void;
  /** the current values become the saved state, so the form is no longer dirty */
  markSaved(): void;
}

function sameValues(a: FormValues, b: FormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The field's own message and those of parts of its value (`rows.0.key` belongs to `rows`). */
function belongsTo(name: string): (path: string) => boolean {
  return (path) => path === name || path.startsWith(`${name}.`);
}

function withoutField(errors: FieldErrors, name: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !belongsTo(name)(path)));
}

function fieldOnly(errors: FieldErrors, name: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => belongsTo(name)(path)));
}

/** A small form state: values, errors from the zod schema on blur and on submit, and whether anything changed. */
export function useFormState<T>({ initialValues, schema, toInput }: FormStateOptions<T>): FormState<T> {
  const [values, setValues] = useState(initialValues);
  const [saved, setSaved] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A blur often follows a change in the same event (an amount clamped on blur), so it reads the latest values.
  const latest = useRef(values);

  const check = useCallback(
    (current: FormValues): { data: T | null; errors: FieldErrors } => {
      const input = toInput(current);
      const result = schema.safeParse(input);
      return result.success
        ? { data: result.data, errors: {} }
        : { data: null, errors: issuesToErrors(result.error.issues, input) };
    },
    [schema, toInput],
  );

  const change = useCallback((name: string, value: unknown) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    setErrors((current) => (Object.keys(current).some(belongsTo(name)) ? withoutField(current, name) : current));
  }, []);

  const blur = useCallback(
    (name: string) => {
      const found = check(latest.current).errors;
      setErrors((current) => ({ ...withoutField(current, name), ...fieldOnly(found, name) }));
    },
    [check],
  );

  const validate = useCallback(() => {
    const result = check(latest.current);
    setErrors(result.errors);
    return result.data;
  }, [check]);

  const markSaved = useCallback(() => setSaved(latest.current), []);

  return useMemo(
    () => ({
      values,
      errors,
      isDirty: !sameValues(values, saved),
      change,
      blur,
      validate,
      showErrors: setErrors,
      markSaved,
    }),
    [values, errors, saved, change, blur, validate, markSaved],
  );
}
