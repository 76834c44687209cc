import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSwatches } from './color-swatches.tsx';

interface TagColorChooserProps {
  value: string | null;
  onChange(color: string): void;
}

/** The tag edit dialog's colour: a tag always has one, so a click only ever chooses. */
export function TagColorChooser({ value, onChange }: TagColorChooserProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1 }}>
        {t('fields.color')}
      </FormLabel>
      <ColorSwatches labelId={labelId} value={value} onClick={onChange} swatchTestId={(color) => `tag-color-${color}`} />
    </Box>
  );
}
