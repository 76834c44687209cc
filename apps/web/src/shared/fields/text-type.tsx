import { formatMobile, isolateBidi, localizeTextDigits, toLatinDigits } from '@hesab/domain';
import TextField from '@mui/material/TextField';
import { DescriptionField } from '../drafts/description-field.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import type { FormatContext } from './format-context.ts';

type TextLike = FieldOf<'text' | 'textarea' | 'code'>;

function TextInput({ field, value, onChange, onBlur, label, error, disabled, resource }: InputProps<TextLike>) {
  const { language } = useLanguage();
  const multiline = field.type === 'textarea';
  const text = typeof value === 'string' ? value : '';
  const numeral = isNumeral(field);
  if (multiline && field.drafts) {
    return (
      <DescriptionField
        type={resource}
        name={field.name}
        label={label}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        disabled={disabled}
      />
    );
  }
  return (
    <TextField
      fullWidth
      name={field.name}
      label={label}
      required={field.required}
      disabled={disabled}
      value={numeral ? localizeTextDigits(text, language) : text}
      onChange={(event) => onChange(numeral ? toLatinDigits(event.target.value) : event.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={error}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      // Codes and mobiles read left to right; any other text takes the direction of its first letter.
      slotProps={{ htmlInput: { maxLength: field.maxLength, dir: field.type === 'code' || isMobile(field) ? 'ltr' : 'auto' } }}
    />
  );
}

const isMobile = (field: TextLike) => field.type === 'text' && field.format === 'mobile';

/** Codes, barcodes, national codes and mobiles: stored with Latin digits, edited and shown in the language's. */
const isNumeral = (field: TextLike) => field.type === 'code' || field.format === 'nationalCode' || isMobile(field);

function textOf(value: unknown, field: TextLike, context: FormatContext): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const shown = isMobile(field) && value !== '' ? isolateBidi(formatMobile(String(value)), 'ltr') : String(value);
  // Other texts (names, descriptions) are shown as they were typed.
  return isNumeral(field) || field.localDigits === true ? localizeTextDigits(shown, context.language) : shown;
}

export const textType: FieldTypeSpec<TextLike> = {
  empty: () => '',
  // A mobile is stored as 9121234567 and shown as Iranians write it, one left-to-right run in any page.
  edited: (value, field) => (isMobile(field) && typeof value === 'string' ? formatMobile(value) : value),
  text: textOf,
  // A code stays a code in the spreadsheet: Latin digits, whatever the page shows.
  cell: (value, field, context) => {
    const text = textOf(value, field, context);
    return isNumeral(field) ? toLatinDigits(text) : text;
  },
  Input: TextInput,
};

export const textareaType: FieldTypeSpec<TextLike> = { ...textType, wide: true };
