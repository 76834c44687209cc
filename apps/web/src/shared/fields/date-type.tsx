import { dateEditText, isIsoDate, localizeDigits, parseDateText, toLatinDigits } from '@hesab/domain';
import { formatBusinessDate } from '../format/dates.ts';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { useFormatContext, type FormatContext } from './format-context.ts';
import { fieldBoxProps, FormattedTextInput } from './formatted-text-input.tsx';

type DateLike = FieldOf<'date'>;

/** The placeholder shows the shape of a date by an example (the first day of a recent Jalali year). */
const exampleDate = '2025-03-21';
const maxDateLength = 10;

function dateText(value: unknown, context: FormatContext): string {
  if (isIsoDate(value)) return formatBusinessDate(value, context.dateLocale, context.language);
  return typeof value === 'string' ? localizeDigits(value, context.language) : '';
}

/**
 * A typed date in the business's calendar (jYYYY/jMM/jDD when date_locale is fa), stored as ISO. Text that is
 * no date yet is kept as it is, so the schema refuses it as invalid-value.
 */
function DateInput(props: InputProps<DateLike>) {
  const { value, onChange, onBlur } = props;
  const context = useFormatContext();
  const typed = isIsoDate(value) ? dateEditText(value, context.dateLocale) : typeof value === 'string' ? value : '';
  // Focused, the box keeps the language's digits: only what it stores is Latin.
  const editText = localizeDigits(typed, context.language);
  return (
    <FormattedTextInput
      {...fieldBoxProps(props)}
      inputMode="numeric"
      maxLength={maxDateLength}
      placeholder={formatBusinessDate(exampleDate, context.dateLocale, context.language)}
      editText={editText}
      formatted={dateText(value, context)}
      onType={(text) => {
        const kept = toLatinDigits(text).replace(/[^\d/-]/g, '');
        onChange(kept === '' ? null : (parseDateText(kept, context.dateLocale) ?? kept));
        return localizeDigits(kept, context.language);
      }}
      onBlur={onBlur}
    />
  );
}

export const dateType: FieldTypeSpec<DateLike> = {
  empty: () => null,
  text: (value, _field, context) => dateText(value, context),
  Input: DateInput,
};
