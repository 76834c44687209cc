import { amountCell, compareMoney, isMoney } from '@hesab/domain';
import PercentIcon from '@mui/icons-material/Percent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { DisplayProps, FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { useFormatContext, type FormatContext } from './format-context.ts';
import { AmountInput, amountEditText, clampAmount, formatAmount } from './money-type.tsx';

type PercentLike = FieldOf<'percent'>;

/** Percentages without a precision of their own keep two decimals (12.5 %), whatever the currency. */
const defaultPercentPrecision = 2;
const hundred = '100';

function percentPrecision(field: PercentLike): number {
  return field.precision ?? defaultPercentPrecision;
}

function percentText(value: unknown, field: PercentLike, context: FormatContext): string {
  if (amountEditText(value) === '') return '';
  const sign = context.language === 'en' ? '%' : '٪';
  return `${formatAmount(value, percentPrecision(field), context)}${sign}`;
}

/** Like a money box, with a percent-mode toggle: switching the mode resets the value to 0 (spec 01 section 4). */
function PercentInput(props: InputProps<PercentLike>) {
  const { field, value, onChange, disabled } = props;
  const context = useFormatContext();
  const [percentMode, setPercentMode] = useState(true);
  const precision = percentPrecision(field);
  return (
    <AmountInput
      {...props}
      precision={precision}
      formatted={percentMode ? percentText(value, field, context) : formatAmount(value, precision, context)}
      settle={() => {
        const settled = clampAmount(value, precision) ?? amountEditText(value);
        const capped = percentMode && isMoney(settled) && compareMoney(settled, hundred) > 0 ? hundred : settled;
        if (capped !== amountEditText(value)) onChange(capped);
      }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            size="small"
            edge="end"
            disabled={disabled}
            aria-pressed={percentMode}
            aria-label={context.t('form.percentMode')}
            onClick={() => {
              setPercentMode(!percentMode);
              onChange('0');
            }}
          >
            <PercentIcon fontSize="small" color={percentMode ? 'primary' : 'disabled'} />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

function PercentDisplay({ field, value, context }: DisplayProps<PercentLike>) {
  return <bdi dir="ltr">{percentText(value, field, context)}</bdi>;
}

export const percentType: FieldTypeSpec<PercentLike> = {
  empty: () => '',
  toInput: (value) => (value === '' ? null : value),
  text: percentText,
  cell: amountCell,
  Display: PercentDisplay,
  Input: PercentInput,
};
