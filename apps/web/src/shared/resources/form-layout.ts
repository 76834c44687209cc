import type { FieldAudience, ResourceRecord } from '@hesab/contract';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../forms/field-message.ts';
import type { FormValues } from '../forms/use-form-state.ts';

/** What a screen's rules read besides the form's values. */
export interface FormContext {
  editing: boolean;
  record?: ResourceRecord;
  /** the user's permissions and the business's config; null until loaded */
  audience: FieldAudience | null;
}

/** What the current values make of a field: not shown, or shown but not editable. */
export interface FieldState {
  hidden?: boolean;
  disabled?: boolean;
  /** an i18n key naming the field for these values instead of its own label (a company's name) */
  label?: string;
}

export interface FormTab {
  /** i18n key of its title */
  label: string;
  fields: readonly string[];
  /** whether the tab is offered with these values; always when absent */
  shown?(values: FormValues, context: FormContext): boolean;
  /** offered but not openable (a tab the user lacks the permission of) */
  disabled?(context: FormContext): boolean;
  /** what the tab shows under its fields (a record's documents) */
  content?(context: FormContext): ReactNode;
}

/**
 * How a screen arranges and governs a definition's fields beyond what each field says of itself: tabs, fields in
 * the header, fields hidden or disabled by other values, and values one change implies.
 */
export interface FormLayout {
  /** shown beside the title (an active switch), outside the tabs */
  headerFields?: readonly string[];
  tabs?: readonly FormTab[];
  fieldState?(name: string, values: FormValues, context: FormContext): FieldState;
  /**
   * values that follow from the change just made (a positive price with no nature becomes debtor); `previous` are
   * the values before it, so a rule can tell which row changed
   */
  implied?(name: string, values: FormValues, previous: FormValues): FormValues;
  /**
   * values that follow once a change to one of `fields` has settled: after a pause in typing (the price from a
   * tax-inclusive price, after 1 s), or after the change has been shown (a repeated choice cleared, delay 0)
   */
  settled?: readonly SettledRule[];
}

export interface SettledRule {
  fields: readonly string[];
  delayMs: number;
  /** `previous` are the values before the change that started the wait */
  implied(name: string, values: FormValues, previous: FormValues): FormValues;
}

/** The tabs offered with these values. */
export function offeredTabs(layout: FormLayout, values: FormValues, context: FormContext): readonly FormTab[] {
  return (layout.tabs ?? []).filter((tab) => tab.shown?.(values, context) ?? true);
}

/** The first offered tab holding a field with an error, so a refused save shows what is wrong. */
export function firstTabWithErrors(tabs: readonly FormTab[], errors: FieldErrors): number {
  const paths = Object.keys(errors);
  return tabs.findIndex((tab) =>
    tab.fields.some((name) => paths.some((path) => path === name || path.startsWith(`${name}.`))),
  );
}
