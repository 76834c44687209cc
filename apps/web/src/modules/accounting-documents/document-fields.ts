import type { Field } from '@hesab/contract';
import type { FormatContext } from '../../shared/fields/format-context.ts';
import { fieldSpec } from '../../shared/fields/registry.ts';

/*
 * The document screens are not resource definitions, but their dates and amounts are fields of the shared types,
 * so the field-type registry gives them the same Jalali date box, money box, display, print text and Excel cell as
 * every other screen.
 */

export const dateField = { name: 'date', type: 'date', label: 'documents.date', required: true } as const satisfies Field;
export const fromDateField = { name: 'from', type: 'date', label: 'documents.fromDate' } as const satisfies Field;
export const toDateField = { name: 'to', type: 'date', label: 'documents.toDate' } as const satisfies Field;
export const amountField = { name: 'amount', type: 'money', label: 'documents.amount' } as const satisfies Field;
export const debitField = { name: 'debit', type: 'money', label: 'documents.debit' } as const satisfies Field;
export const creditField = { name: 'credit', type: 'money', label: 'documents.credit' } as const satisfies Field;

/** A grid line's money box: named after its row, as the server names its errors (`rows.2.debit`). */
export function lineAmountField(side: 'debit' | 'credit', line: number): Field {
  return { ...(side === 'debit' ? debitField : creditField), name: `rows.${line}.${side}` };
}

/** An amount as every list, print and sheet writes it (the registry's money text). */
export function amountText(value: string, context: FormatContext): string {
  return fieldSpec(amountField).text(value, amountField, context, {});
}

/** A date in the business's calendar (Jalali for a Persian business), as the registry's date text writes it. */
export function dateText(value: string, context: FormatContext): string {
  return fieldSpec(dateField).text(value, dateField, context, {});
}
