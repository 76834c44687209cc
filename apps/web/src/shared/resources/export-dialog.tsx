import { isRightToLeft, type Language } from '@hesab/i18n';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type QueryParams } from '../api/client.ts';
import { saveFile } from '../api/save-file.ts';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { downloadXlsx, xlsxBytes } from './excel-file.ts';
import type { ExportTable } from './table-columns.ts';

const headerLanguages = ['system', 'en'] as const;
type HeaderLanguage = (typeof headerLanguages)[number];
const scopes = ['all', 'page'] as const;
export type ExportScope = (typeof scopes)[number];

interface CommonProps {
  fileName: string;
  /** false for a report that is all on screen: no choice of rows, `build` gets 'all'; true unless said otherwise */
  offerScope?: boolean;
  onClose(): void;
}

/** A sheet the browser writes from rows it has (a report on screen). */
interface BuiltSheet extends CommonProps {
  /** the sheet's title, through `t` in the header language */
  title(t: TFunction): string;
  /** the sheet: headers through `t` in the chosen header language, every row or only the page on screen */
  build(t: TFunction, language: Language, scope: ExportScope): Promise<ExportTable>;
}

/**
 * A list the server writes and streams (`GET <list>?export=xlsx&lang=…`, issue 18): `query` is the list's own
 * (search, filters, sort, and the page on screen, which `all=false` exports alone).
 */
interface ServedSheet extends CommonProps {
  list: { path: string; query: QueryParams };
}

export type ExportDialogProps = BuiltSheet | ServedSheet;

interface ChoiceGroupProps<T extends string> {
  name: string;
  label: string;
  options: readonly T[];
  value: T;
  onChange(value: T): void;
  optionLabel(option: T): ReactNode;
}

function ChoiceGroup<T extends string>({ name, label, options, value, onChange, optionLabel }: ChoiceGroupProps<T>) {
  return (
    <FormControl>
      <FormLabel id={`${name}-label`}>{label}</FormLabel>
      <RadioGroup
        name={name}
        aria-labelledby={`${name}-label`}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={optionLabel(option)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Spec 02 "Excel export dialog": headers in the system language or English, every row (the list's search, sort
 * and filters) or only the page on screen; a list's .xlsx is streamed by the server, a report's built here.
 */
export function ExportDialog(props: ExportDialogProps) {
  const { fileName, offerScope = true, onClose } = props;
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const handleError = useApiErrorHandler();
  const [headerLanguage, setHeaderLanguage] = useState<HeaderLanguage>('system');
  const [scope, setScope] = useState<ExportScope>('all');
  const [busy, setBusy] = useState(false);

  const exportRows = async () => {
    setBusy(true);
    try {
      const sheetLanguage: Language = headerLanguage === 'en' ? 'en' : language;
      if ('list' in props) {
        const query = { ...props.list.query, export: 'xlsx', lang: sheetLanguage, all: scope === 'all' ? undefined : 'false' };
        const { blob, name } = await api.getFile(props.list.path, query);
        saveFile(blob, name ?? fileName);
      } else {
        const sheetT = i18n.getFixedT(sheetLanguage);
        const table = await props.build(sheetT, sheetLanguage, scope);
        downloadXlsx(await xlsxBytes(table, props.title(sheetT), isRightToLeft(sheetLanguage)), fileName);
      }
      onClose();
    } catch (error) {
      handleError(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth data-testid="export-dialog">
      <DialogTitle>{t('export.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <ChoiceGroup<HeaderLanguage>
            name="export-language"
            label={t('export.headerLanguage')}
            options={headerLanguages}
            value={headerLanguage}
            onChange={setHeaderLanguage}
            optionLabel={(option) => t(option === 'en' ? 'export.english' : 'export.systemLanguage')}
          />
          {offerScope && (
            <ChoiceGroup<ExportScope>
              name="export-rows"
              label={t('export.rows')}
              options={scopes}
              value={scope}
              onChange={setScope}
              optionLabel={(option) => t(option === 'all' ? 'export.allRows' : 'export.currentPage')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void exportRows()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          data-testid="export-submit"
        >
          {t('export.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
