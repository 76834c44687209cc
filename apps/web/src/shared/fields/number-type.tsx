import { localizeDigits, toLatinDigits } from '@hesab/domain';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { useFormatContext } from './format-context.ts';
import { fieldBoxProps, FormattedTextInput } from './formatted-text-input.tsx';

type NumberLike = FieldOf<'number'>;

const wholeNumber = /^-?\d+$/;

/** Digits only (and a leading minus where negatives are allowed); any script of digits is read. */
function typedNumber(text: string, negative: boolean): string {
  const digits = toLatinDigits(text).replace(/[^\d-]/g, '');
  const sign = negative && digits.startsWith('-') ? '-' : '';
  return sign + digits.replaceAll('-', '');
}

function NumberInput(props: InputProps<NumberLike>) {
  const { field, value, onChange, onBlur } = props;
  const { language } = useFormatContext();
  const editText = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return (
    <FormattedTextInput
      {...fieldBoxProps(props)}
      inputMode="numeric"
      editText={editText}
      formatted={localizeDigits(editText, language)}
      onType={(text) => {
        const kept = typedNumber(text, (field.min ?? 0) < 0);
        // A lone minus stays text, which the schema refuses as invalid-value.
        onChange(kept === '' ? null : wholeNumber.test(kept) ? Number(kept) : kept);
        return kept;
      }}
      onBlur={onBlur}
    />
  );
}

export const numberType: FieldTypeSpec<NumberLike> = {
  empty: () => null,
  text: (value, _field, { language }) => (typeof value === 'number' ? localizeDigits(String(value), language) : ''),
  cell: (value) => (typeof value === 'number' ? value : ''),
  Input: NumberInput,
};
