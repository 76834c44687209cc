import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface PickerNameDialogProps {
  title: string;
  /** the typed search when adding, the current name when renaming */
  initialName: string;
  onCancel(): void;
  /** resolves when saved; a rejection keeps the dialog open (the caller has shown the error) */
  onSave(name: string): Promise<void>;
}

/** The small dialog of a picker's "add new" and "edit": one name, required (spec 01 section 5). */
export function PickerNameDialog({ title, initialName, onCancel, onSave }: PickerNameDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const missing = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits over the picker's form: its submit must not submit that form too.
    event.stopPropagation();
    setTouched(true);
    if (missing || saving) return;
    setSaving(true);
    try {
      await onSave(name.trim());
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby={titleId} data-testid="picker-name-dialog">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t('fields.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing}
            helperText={touched && missing ? t('common.required') : undefined}
            slotProps={{ htmlInput: { maxLength: 249, 'data-testid': 'picker-name-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving} data-testid="picker-name-save">
            {t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
