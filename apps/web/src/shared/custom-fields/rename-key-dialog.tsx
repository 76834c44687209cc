import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useNotify } from '../notify/notify-context.ts';
import { CustomFieldKeyInput } from './custom-field-key-input.tsx';
import { customFieldKeysQueryKey, renameCustomFieldKey } from './custom-fields-api.ts';

interface RenameKeyDialogProps {
  /** the records' type whose key is renamed in every record */
  type: string;
  /** the key to start from, e.g. the row the dialog was opened from */
  initialKey: string;
  onClose(): void;
  onRenamed(change: { oldKey: string; key: string }): void;
}

/** Renames a custom-field key in every record of the type (spec 02 section 7, editCustomFields). */
export function RenameKeyDialog({ type, initialKey, onClose, onRenamed }: RenameKeyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const [oldKey, setOldKey] = useState(initialKey);
  const [key, setKey] = useState('');
  const [touched, setTouched] = useState(false);
  const change = { oldKey: oldKey.trim(), key: key.trim() };

  const rename = useMutation({
    mutationFn: () => renameCustomFieldKey(type, change.oldKey, change.key),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: customFieldKeysQueryKey(type) });
      onRenamed(change);
    },
    onError: handleError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the record's form: its submit must not save the record.
    event.stopPropagation();
    setTouched(true);
    if (change.oldKey !== '' && change.key !== '' && !rename.isPending) rename.mutate();
  };
  const requiredText = (value: string) => (touched && value === '' ? t('validation.is-required') : undefined);

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} data-testid="custom-field-rename-dialog">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('customFields.renameTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('customFields.renameHint')}</DialogContentText>
          <Stack spacing={2}>
            <CustomFieldKeyInput
              type={type}
              value={oldKey}
              onChange={setOldKey}
              label={t('customFields.oldKey')}
              error={requiredText(change.oldKey)}
              testId="custom-field-rename-old"
            />
            <CustomFieldKeyInput
              type={type}
              value={key}
              onChange={setKey}
              label={t('customFields.newKey')}
              error={requiredText(change.key)}
              autoFocus
              testId="custom-field-rename-new"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={rename.isPending}
            startIcon={rename.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="custom-field-rename-save"
          >
            {t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
