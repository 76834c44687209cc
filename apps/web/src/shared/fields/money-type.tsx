import {
  amountCell,
  clampMoneyOnBlur,
  compareMoney,
  formatMoney,
  isMoney,
  moneyInputMaxLength,
  MoneyFormatError,
  sanitizeMoneyTyping,
} from '@hesab/domain';
import type { ReactNode } from 'react';
import type { DisplayProps, FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { useFormatContext, type FormatContext } from './format-context.ts';
import { fieldBoxProps, FormattedTextInput } from './formatted-text-input.tsx';

type MoneyLike = FieldOf<'money'>;

export function moneyPrecision(field: FieldOf<'money' | 'percent'>, context: FormatContext): number {
  return field.precision ?? context.currencyPrecision;
}

/** The text a money box edits: the stored amount, or what was typed so far. */
export function amountEditText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `trimZeros`: only the decimals the value has, for counts and rates (a stock of 50 is 50, not 50.0000). */
export function formatAmount(value: unknown, precision: number, context: FormatContext, trimZeros = false): string {
  if (!isMoney(value)) return amountEditText(value);
  return formatMoney(value, { precision, language: context.language, trimZeros });
}

/** A quantity shows only the decimals it has; an amount keeps all its currency's (or its precision's). */
function fieldAmount(value: unknown, field: MoneyLike, context: FormatContext): string {
  return formatAmount(value, moneyPrecision(field, context), context, field.quantity === true);
}

/**
 * Spec 01 section 5: on blur an amount is clamped into 0..1e23 and an empty box becomes 0. Answers the value
 * to store, or undefined when the amount stays the same (a loaded "1.5000" is not a change to "1.5").
 */
export function clampAmount(value: unknown, precision: number): string | undefined {
  try {
    const clamped = clampMoneyOnBlur(amountEditText(value), precision);
    return isMoney(value) && compareMoney(clamped, value) === 0 ? undefined : clamped;
  } catch (error) {
    if (error instanceof MoneyFormatError) return undefined;
    throw error;
  }
}

interface AmountInputProps extends InputProps<FieldOf<'money' | 'percent'>> {
  precision: number;
  formatted: string;
  /** settles the typed amount; the form's own onBlur follows */
  settle(): void;
  endAdornment?: ReactNode;
}

/** The box of money and percent fields: typing keeps only what an amount of the precision may hold. */
export function AmountInput(props: AmountInputProps) {
  const { value, onChange, precision } = props;
  return (
    <FormattedTextInput
      {...fieldBoxProps(props)}
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      maxLength={moneyInputMaxLength}
      editText={amountEditText(value)}
      formatted={props.formatted}
      onType={(text) => {
        const kept = sanitizeMoneyTyping(text, precision);
        onChange(kept);
        return kept;
      }}
      onBlur={() => {
        props.settle();
        props.onBlur();
      }}
      endAdornment={props.endAdornment}
    />
  );
}

function MoneyInput(props: InputProps<MoneyLike>) {
  const { field, value, onChange } = props;
  const context = useFormatContext();
  const precision = moneyPrecision(field, context);
  return (
    <AmountInput
      {...props}
      precision={precision}
      formatted={fieldAmount(value, field, context)}
      settle={() => {
        const clamped = clampAmount(value, precision);
        if (clamped !== undefined) onChange(clamped);
      }}
    />
  );
}

/** Amounts render left to right inside right-to-left text, so a minus stays before the digits. */
function MoneyDisplay({ field, value, context }: DisplayProps<MoneyLike>) {
  return <bdi dir="ltr">{fieldAmount(value, field, context)}</bdi>;
}

export const moneyType: FieldTypeSpec<MoneyLike> = {
  empty: () => '',
  toInput: (value) => (value === '' ? null : value),
  text: fieldAmount,
  cell: amountCell,
  Display: MoneyDisplay,
  Input: MoneyInput,
};
