import { panelProductRow, type PanelProductRow } from '@hesab/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneDialog } from './phone-dialog.ts';

const idNames = ['code', 'variant'] as const;
type IdName = (typeof idNames)[number];

interface PanelRowDialogProps {
  /** the row to edit; a new row starts empty and active */
  row: PanelProductRow | null;
  onSave(row: PanelProductRow): void;
  onClose(): void;
}

/** Adds or edits one product row of a panel; both ids are required before it is taken (spec 01 section 5). */
export function PanelRowDialog({ row, onSave, onClose }: PanelRowDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<IdName, string>>({ code: row?.code ?? '', variant: row?.variant ?? '' });
  const [errors, setErrors] = useState<Partial<Record<IdName, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = panelProductRow.safeParse({ ...values, status: row?.status ?? 'active' });
    if (parsed.success) {
      onSave(parsed.data);
      return;
    }
    const failed = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    setErrors(Object.fromEntries(idNames.filter((name) => failed.has(name)).map((name) => [name, t('validation.is-required')])));
  };
  return (
    <Dialog open onClose={onClose} {...usePhoneDialog(800)}>
      <form noValidate onSubmit={submit} data-testid="panel-row-form">
        <DialogTitle>{t(row ? 'marketplacePanels.editRow' : 'marketplacePanels.addRow')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
            {idNames.map((name) => (
              <TextField
                key={name}
                label={t(`marketplacePanels.${name}`)}
                value={values[name]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [name]: event.target.value }));
                  setErrors((current) => ({ ...current, [name]: undefined }));
                }}
                error={errors[name] !== undefined}
                helperText={errors[name]}
                required
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': `panel-row-${name}` } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('marketplacePanels.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="panel-row-save">
            {t('marketplacePanels.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
