import {
  clampMoneyOnBlur,
  compareMoney,
  formatMoney,
  isMoney,
  moneyInputMaxLength,
  MoneyFormatError,
  sanitizeMoneyTyping,
} from '@hesab/domain';
import { amountCell } from './excel-cell.ts';
import type { DisplayProps, FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { useFormatContext, type FormatContext } from './format-context.ts';
import { FormattedTextInput } from './formatted-text-input.tsx';

type MoneyLike = FieldOf<'money'>;

export function moneyPrecision(field: FieldOf<'money' | 'percent'>, context: FormatContext): number {
  return field.precision ?? context.currencyPrecision;
}

/** The text a money box edits: the stored amount, or what was typed so far. */
export function amountEditText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function formatAmount(value: unknown, precision: number, context: FormatContext): string {
  if (!isMoney(value)) return amountEditText(value);
  return formatMoney(value, { precision, language: context.language });
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

function MoneyInput({ field, value, onChange, onBlur, label, error, disabled }: InputProps<MoneyLike>) {
  const context = useFormatContext();
  const precision = moneyPrecision(field, context);
  return (
    <FormattedTextInput
      name={field.name}
      label={label}
      required={field.required}
      disabled={disabled}
      error={error}
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      maxLength={moneyInputMaxLength}
      editText={amountEditText(value)}
      formatted={formatAmount(value, precision, context)}
      onType={(text) => {
        const kept = sanitizeMoneyTyping(text, precision);
        onChange(kept);
        return kept;
      }}
      onBlur={() => {
        const clamped = clampAmount(value, precision);
        if (clamped !== undefined) onChange(clamped);
        onBlur();
      }}
    />
  );
}

/** Amounts render left to right inside right-to-left text, so a minus stays before the digits. */
function MoneyDisplay({ field, value, context }: DisplayProps<MoneyLike>) {
  return <bdi dir="ltr">{formatAmount(value, moneyPrecision(field, context), context)}</bdi>;
}

export const moneyType: FieldTypeSpec<MoneyLike> = {
  empty: () => '',
  toInput: (value) => (value === '' ? null : value),
  text: (value, field, context) => formatAmount(value, moneyPrecision(field, context), context),
  cell: amountCell,
  Display: MoneyDisplay,
  Input: MoneyInput,
};
