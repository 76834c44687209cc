import type { Field } from '@hesab/contract';
import type { FormatContext } from '../fields/format-context.ts';
import { fieldSpec } from '../fields/registry.ts';

/*
 * What every document has beside its own fields (its date, the list's range and amounts) as fields of the shared
 * types, so the field-type registry gives them the same Jalali date box, money box, display, print text and Excel
 * cell as every other screen.
 */

export const dateField = { name: 'date', type: 'date', label: 'documents.date', required: true } as const satisfies Field;
export const fromDateField = { name: 'from', type: 'date', label: 'documents.fromDate' } as const satisfies Field;
export const toDateField = { name: 'to', type: 'date', label: 'documents.toDate' } as const satisfies Field;
export const amountField = { name: 'amount', type: 'money', label: 'documents.amount' } as const satisfies Field;

/** An amount as every list, print and sheet writes it (the registry's money text). */
export function amountText(value: string, context: FormatContext): string {
  return fieldSpec(amountField).text(value, amountField, context, {});
}

/** A date in the business's calendar (Jalali for a Persian business), as the registry's date text writes it. */
export function dateText(value: string, context: FormatContext): string {
  return fieldSpec(dateField).text(value, dateField, context, {});
}

/** The test id of a total's figure: `debit_total` is `document-debit-total`. */
export function totalTestId(name: string): string {
  return `document-${name.replaceAll('_', '-')}`;
}
