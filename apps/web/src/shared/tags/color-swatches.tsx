import type { TagColor } from '@hesab/domain';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { tagColorCss, tagSwatches } from './tag-colors.ts';

const swatchSize = 28;

interface ColorSwatchesProps {
  /** the id of the label that names the group */
  labelId: string;
  value: unknown;
  onClick(color: TagColor): void;
  disabled?: boolean;
  testId?: string;
  swatchTestId?(color: TagColor): string;
}

/** The palette of spec 01 section 3 as a row of round swatches (a radio group); the chosen one is ticked. */
export function ColorSwatches({ labelId, value, onClick, disabled, testId, swatchTestId }: ColorSwatchesProps) {
  const { t } = useTranslation();
  return (
    <Box role="radiogroup" aria-labelledby={labelId} data-testid={testId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {tagSwatches.map((color) => {
        const chosen = value === color;
        return (
          <Tooltip key={color} title={t(`colors.${color}`)}>
            <ButtonBase
              role="radio"
              aria-checked={chosen}
              aria-label={t(`colors.${color}`)}
              data-color={color}
              data-testid={swatchTestId?.(color)}
              disabled={disabled}
              onClick={() => onClick(color)}
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
  );
}
