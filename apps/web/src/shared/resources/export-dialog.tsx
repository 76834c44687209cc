import type { ResourceDefinition, ResourceRecord } from '@hesab/contract';
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
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import type { FormatContext } from '../fields/format-context.ts';
import { downloadXlsx, xlsxBytes } from './excel-file.ts';
import { exportedFields, exportTable } from './export-table.ts';
import { apiQueryOf, type ListState } from './list-state.ts';
import { fetchPage } from './resource-api.ts';

const headerLanguages = ['system', 'en'] as const;
type HeaderLanguage = (typeof headerLanguages)[number];
const scopes = ['all', 'page'] as const;
type Scope = (typeof scopes)[number];

interface ExportDialogProps {
  definition: ResourceDefinition;
  state: ListState;
  pageRows: readonly ResourceRecord[];
  context: FormatContext;
  onClose(): void;
}

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
 * Spec 02 "Excel export dialog": headers in the system language or English, every row (`all=true` with the
 * list's search, sort and filters) or only the page on screen; the .xlsx is built in the browser.
 */
export function ExportDialog({ definition, state, pageRows, context, onClose }: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const handleError = useApiErrorHandler();
  const [headerLanguage, setHeaderLanguage] = useState<HeaderLanguage>('system');
  const [scope, setScope] = useState<Scope>('all');
  const [busy, setBusy] = useState(false);

  const exportRows = async () => {
    setBusy(true);
    try {
      const rows =
        scope === 'page' ? pageRows : (await fetchPage(definition, { ...apiQueryOf(state), all: 'true' })).data;
      const language: Language = headerLanguage === 'en' ? 'en' : context.language;
      const sheetContext: FormatContext = { ...context, language, t: i18n.getFixedT(language) };
      const table = exportTable(exportedFields(definition), rows, sheetContext);
      const bytes = await xlsxBytes(table, sheetContext.t(definition.title), isRightToLeft(language));
      downloadXlsx(bytes, `${definition.name.replaceAll('/', '-')}.xlsx`);
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
          <ChoiceGroup<Scope>
            name="export-rows"
            label={t('export.rows')}
            options={scopes}
            value={scope}
            onChange={setScope}
            optionLabel={(option) => t(option === 'all' ? 'export.allRows' : 'export.currentPage')}
          />
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
