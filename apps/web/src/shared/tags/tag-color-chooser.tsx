import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormLabel from '@mui/material/FormLabel';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tagColorCss, tagSwatches } from './tag-colors.ts';

interface TagColorChooserProps {
  value: string | null;
  onChange(color: string): void;
}

const swatchSize = 28;

/** The palette of spec 01 section 3 as a row of round swatches (a radio group). */
export function TagColorChooser({ value, onChange }: TagColorChooserProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1 }}>
        {t('fields.color')}
      </FormLabel>
      <Box role="radiogroup" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {tagSwatches.map((color) => {
          const chosen = value === color;
          return (
            <Tooltip key={color} title={t(`colors.${color}`)}>
              <ButtonBase
                role="radio"
                aria-checked={chosen}
                aria-label={t(`colors.${color}`)}
                data-testid={`tag-color-${color}`}
                onClick={() => onChange(color)}
                sx={{
                  width: swatchSize,
                  height: swatchSize,
                  borderRadius: '50%',
                  bgcolor: tagColorCss(color),
                  color: 'common.white',
                  outline: chosen ? 2 : 0,
                  outlineColor: 'text.primary',
                  outlineOffset: 2,
                }}
              >
                {chosen && <CheckIcon fontSize="small" />}
              </ButtonBase>
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
}
