import { isRightToLeft, type Language } from '@hesab/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { downloadXlsx, xlsxBytes } from '../resources/excel-file.ts';
import type { ExportTable } from '../resources/export-table.ts';
import '../pieces-i18n.ts';

export type ExportScope = 'all' | 'page';
type HeaderLanguage = 'system' | 'en';

export interface ExcelExportDialogProps {
  /** the sheet's title, in the header language */
  title(t: TFunction): string;
  fileName: string;
  /** the sheet: headers through `t` in the chosen header language, every row or only the page on screen */
  build(t: TFunction, language: Language, scope: ExportScope): Promise<ExportTable>;
  onClose(): void;
}

interface ChoiceProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}

function Choice<T extends string>({ label, options, value, onChange }: ChoiceProps<T>) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Spec 02 "Excel export dialog": headers in the system language or English, every row or only the current page. */
export function ExcelExportDialog({ title, fileName, build, onClose }: ExcelExportDialogProps) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const handleError = useApiErrorHandler();
  const [headerLanguage, setHeaderLanguage] = useState<HeaderLanguage>('system');
  const [scope, setScope] = useState<ExportScope>('all');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const sheetLanguage: Language = headerLanguage === 'en' ? 'en' : language;
      const sheetT = i18n.getFixedT(sheetLanguage);
      const table = await build(sheetT, sheetLanguage, scope);
      downloadXlsx(await xlsxBytes(table, title(sheetT), isRightToLeft(sheetLanguage)), fileName);
      onClose();
    } catch (error) {
      handleError(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth data-testid="pieces-export-dialog">
      <DialogTitle>{t('pieces.export.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Choice<HeaderLanguage>
            label={t('pieces.export.headerLanguage')}
            value={headerLanguage}
            onChange={setHeaderLanguage}
            options={[
              { value: 'system', label: t('pieces.export.systemLanguage') },
              { value: 'en', label: t('pieces.export.english') },
            ]}
          />
          <Choice<ExportScope>
            label={t('pieces.export.rows')}
            value={scope}
            onChange={setScope}
            options={[
              { value: 'all', label: t('pieces.export.allRows') },
              { value: 'page', label: t('pieces.export.currentPage') },
            ]}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('pieces.common.cancel')}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => void download()} data-testid="pieces-export-submit">
          {t('pieces.export.export')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
