import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { labelFormats, type LabelFormat } from './label-format.ts';
import { labelFields, labelSymbologies } from './label-sheet.ts';
import type { LabelSettings } from './label-settings.ts';

const selectWidth = { width: { xs: '100%', sm: 260 } } as const;

/** The label stock, the barcode's symbology and the fields a print shows; each change is the caller's to keep. */
export function LabelOptions({ settings, onChange }: { settings: LabelSettings; onChange(settings: LabelSettings): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const digits = (value: number) => localizeDigits(String(value), language);
  const formatText = (format: LabelFormat) => {
    const size = { width: digits(format.label.width), height: digits(format.label.height) };
    return format.kind === 'roll'
      ? t('productTools.labels.roll', size)
      : t('productTools.labels.sheet', { ...size, columns: digits(format.columns), rows: digits(format.rows) });
  };
  const options = (kind: LabelFormat['kind']) =>
    labelFormats
      .filter((format) => format.kind === kind)
      .map((format) => (
        <MenuItem key={format.id} value={format.id} data-testid={`labels-format-${format.id}`}>
          {formatText(format)}
        </MenuItem>
      ));

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('productTools.labels.format')}
        value={settings.format}
        onChange={(event) => onChange({ ...settings, format: event.target.value })}
        sx={selectWidth}
      >
        <ListSubheader>{t('productTools.labels.rolls')}</ListSubheader>
        {options('roll')}
        <ListSubheader>{t('productTools.labels.sheets')}</ListSubheader>
        {options('sheet')}
      </TextField>
      <TextField
        select
        size="small"
        label={t('productTools.labels.symbology')}
        value={settings.symbology}
        onChange={(event) => onChange({ ...settings, symbology: event.target.value === 'qr' ? 'qr' : 'code128' })}
        sx={{ width: { xs: '100%', sm: 160 } }}
      >
        {labelSymbologies.map((each) => (
          <MenuItem key={each} value={each} data-testid={`labels-symbology-${each}`}>
            {t(`productTools.labels.symbologies.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormGroup row role="group" aria-label={t('productTools.labels.fields')}>
        {labelFields.map((field) => (
          <FormControlLabel
            key={field}
            data-testid={`labels-field-${field}`}
            label={t(`productTools.labels.fieldNames.${field}`)}
            control={
              <Checkbox
                size="small"
                checked={settings.fields.includes(field)}
                onChange={(event) =>
                  onChange({
                    ...settings,
                    fields: labelFields.filter((each) => (each === field ? event.target.checked : settings.fields.includes(each))),
                  })
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
