import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { logActions, logFilterLabels, type LogAction, type LogFilters } from './log-state.ts';
import { logTypes } from './log-types.ts';

interface LogFilterDialogProps {
  filters: LogFilters;
  onApply(filters: LogFilters): void;
  onClose(): void;
}

function trimmed(text: string): string | undefined {
  const value = text.trim();
  return value ? value : undefined;
}

/** The filter dialog of the activity log (spec 02): user, action, id, number and record type. */
export function LogFilterDialog({ filters, onApply, onClose }: LogFilterDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [user, setUser] = useState(filters.user ?? '');
  const [action, setAction] = useState<LogAction | ''>(filters.action ?? '');
  const [id, setId] = useState(filters.id ?? '');
  const [number, setNumber] = useState(filters.number ?? '');
  const [type, setType] = useState(filters.type ?? '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      // Digits only: the server knows users by id.
      user: trimmed(user.replace(/\D/g, '')),
      action: action === '' ? undefined : action,
      id: trimmed(id),
      number: trimmed(number),
      type: trimmed(type),
    });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} data-testid="log-filter-dialog">
      <form noValidate onSubmit={apply}>
        <DialogTitle id={titleId}>{t('log.filters')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t(logFilterLabels.user)}
              value={user}
              onChange={(event) => setUser(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'log-filter-user' } }}
            />
            <TextField
              select
              label={t(logFilterLabels.action)}
              value={action}
              onChange={(event) => {
                const chosen = logActions.find((each) => each === event.target.value);
                setAction(chosen ?? '');
              }}
              slotProps={{ htmlInput: { 'data-testid': 'log-filter-action' } }}
            >
              <MenuItem value="">{t('list.all')}</MenuItem>
              {logActions.map((each) => (
                <MenuItem key={each} value={each} data-testid={`log-filter-action-${each}`}>
                  {t(`log.actions.${each}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t(logFilterLabels.id)}
              value={id}
              onChange={(event) => setId(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'log-filter-id' } }}
            />
            <TextField
              label={t(logFilterLabels.number)}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'log-filter-number' } }}
            />
            <TextField
              select
              label={t(logFilterLabels.type)}
              value={type}
              onChange={(event) => setType(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'log-filter-type' } }}
            >
              <MenuItem value="">{t('list.all')}</MenuItem>
              {logTypes.map((each) => (
                <MenuItem key={each.type} value={each.type} data-testid={`log-filter-type-${each.type}`}>
                  {t(each.title, { defaultValue: each.type })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onApply({})} data-testid="log-filters-clear">
            {t('log.clearFilters')}
          </Button>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="log-filters-apply">
            {t('log.applyFilters')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
