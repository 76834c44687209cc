import type { Field, FieldType, ResourceRecord } from '@hesab/contract';
import type { ReactNode } from 'react';
import type { FormValues } from '../forms/use-form-state.ts';
import type { FormatContext } from './format-context.ts';

/** The field interface of one field type, e.g. FieldOf<'money'> is the MoneyField. */
export type FieldOf<T extends FieldType> = Field & { type: T };

export interface DisplayProps<F extends Field> {
  field: F;
  value: unknown;
  row: ResourceRecord;
  /** read once per list, not once per cell */
  context: FormatContext;
}

export interface InputProps<F extends Field> {
  field: F;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  /** translated */
  label: string;
  /** translated */
  error?: string;
  /** translated messages of parts of the value by their path under the field (`0.key`): a row's own key */
  partErrors?: Readonly<Record<string, string>>;
  disabled?: boolean;
  /** the whole form: a chained picker reads its parent here */
  values: FormValues;
  /** the record being edited: a picker's first label is its `<field>_label` */
  record?: ResourceRecord;
  /** the definition's name: a description's drafts are kept under it */
  resource: string;
}

export interface FilterProps<F extends Field> {
  field: F;
  value: unknown;
  /** undefined clears the filter */
  onChange(value: unknown): void;
  label: string;
}

/** One value of a field with a fixed set of values, e.g. a status; `label` is an i18n key. */
export interface Choice {
  value: string | boolean;
  label: string;
}

/**
 * What the app knows of one field type. The functions are written as methods on purpose: TypeScript checks
 * method parameters bivariantly, so the spec of MoneyField fits a registry slot read through `Field`, and the
 * registry (keyed by `type`) guarantees each spec only ever sees fields of its own type.
 */
export interface FieldTypeSpec<F extends Field> {
  /** a new record's value */
  empty(field: F): unknown;
  /** a stored value as the input first shows it (a mobile as 0912 123 4567); unchanged when absent */
  edited?(value: unknown, field: F): unknown;
  /** the value as the schema and the server read it (an empty amount is null); unchanged when absent */
  toInput?(value: unknown): unknown;
  /** plain text, for print and Excel */
  text(value: unknown, field: F, context: FormatContext, row: ResourceRecord): string;
  /** the Excel cell; the text when absent */
  cell?(value: unknown, field: F, context: FormatContext, row: ResourceRecord): string | number;
  /** a list cell or read view; the text when absent */
  Display?(props: DisplayProps<F>): ReactNode;
  Input(props: InputProps<F>): ReactNode;
  /** the values a list filter offers; a free-text filter when absent (and no Filter) */
  choices?(field: F): readonly Choice[];
  Filter?(props: FilterProps<F>): ReactNode;
  /** takes a whole row of the form */
  wide?: boolean;
}
