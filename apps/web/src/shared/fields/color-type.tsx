import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isTagColor, tagColorCss, tagSwatches } from '../tags/tag-colors.ts';
import { TagDot } from '../tags/tag-dot.tsx';
import type { DisplayProps, FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type ColorLike = FieldOf<'color'>;

const swatchSize = 28;

function ColorInput({ field, value, onChange, onBlur, label, error, disabled }: InputProps<ColorLike>) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl error={error !== undefined} disabled={disabled} component="fieldset" onBlur={onBlur}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        data-testid={`color-${field.name}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {tagSwatches.map((color) => {
          const selected = value === color;
          return (
            <Tooltip key={color} title={t(`colors.${color}`)}>
              <ButtonBase
                role="radio"
                aria-checked={selected}
                aria-label={t(`colors.${color}`)}
                data-color={color}
                disabled={disabled}
                // A second click on the chosen colour clears it; the field is optional.
                onClick={() => onChange(selected && !field.required ? null : color)}
                sx={{
                  width: swatchSize,
                  height: swatchSize,
                  borderRadius: '50%',
                  bgcolor: tagColorCss(color),
                  color: 'common.white',
                  outline: selected ? 2 : 0,
                  outlineColor: 'text.primary',
                  outlineOffset: 2,
                }}
              >
                {selected && <CheckIcon fontSize="small" />}
              </ButtonBase>
            </Tooltip>
          );
        })}
      </Box>
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
