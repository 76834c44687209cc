import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { ColorSwatches } from '../tags/color-swatches.tsx';
import { isTagColor } from '../tags/tag-colors.ts';
import { TagDot } from '../tags/tag-dot.tsx';
import type { DisplayProps, FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type ColorLike = FieldOf<'color'>;

function ColorInput({ field, value, onChange, onBlur, label, error, disabled }: InputProps<ColorLike>) {
  const labelId = useId();
  return (
    <FormControl error={error !== undefined} disabled={disabled} component="fieldset" onBlur={onBlur}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <ColorSwatches
        labelId={labelId}
        value={value}
        disabled={disabled}
        testId={`color-${field.name}`}
        // A second click on the chosen colour clears it; the field is optional.
        onClick={(color) => onChange(value === color && !field.required ? null : color)}
      />
      {error !== undefined && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

function ColorDisplay({ value, context }: DisplayProps<ColorLike>) {
  if (!isTagColor(value)) return typeof value === 'string' ? value : null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <TagDot color={value} size={14} />
      {context.t(`colors.${value}`)}
    </Box>
  );
}

export const colorType: FieldTypeSpec<ColorLike> = {
  empty: () => null,
  text: (value, _field, { t }) => (isTagColor(value) ? t(`colors.${value}`) : typeof value === 'string' ? value : ''),
  Display: ColorDisplay,
  Input: ColorInput,
  wide: true,
};
