import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashierAccounts } from '@hesab/contract';
import { api } from '../../shared/api/client.ts';
import type { CashierSetup } from './cashier-setup.ts';
import { CustomerPicker } from './customer-picker.tsx';
import type { CashierDatabase } from './local-database.ts';

/** A select of ids, "none" among them where the choice may be left empty. */
function IdSelect(props: { label: string; value: number | null; options: readonly { id: number; name: string }[]; onChange(id: number | null): void; testId: string; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={props.label}
      value={props.value === null ? '' : String(props.value)}
      onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{ htmlInput: { 'data-testid': props.testId } }}
    >
      {props.optional && <MenuItem value="">{t('cashier.none')}</MenuItem>}
      {props.options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The till's setup: the warehouse its sales leave and its walk-in customer (from the local copy), the cash box cash goes into and the bank
 * account and terminal of card payments (read from the server, so set while online).
 */
export function CashierSettingsDialog(props: { database: CashierDatabase; setup: CashierSetup; online: boolean; onSave(setup: CashierSetup): void; onClose(): void }) {
  const { database, online, onSave, onClose } = props;
  const { t } = useTranslation();
  const [setup, setSetup] = useState(props.setup);
  const warehouses = useLiveQuery(() => database.entrepot.toArray(), [database]) ?? [];
  // The till's own read of where money goes (the permission to sell), not the treasury screens' lists.
  const accounts = useQuery({
    queryKey: ['cashier', 'accounts'],
    queryFn: async () => (await api.get('getdetail', cashierAccounts, { select: 'cashierAccounts' })).data,
    enabled: online,
  });
  const known = (list: readonly { id: number; name: string }[] | undefined, id: number | null) =>
    list ?? (id === null ? [] : [{ id, name: String(id) }]);
  const terminals = accounts.data?.bank.find((bank) => bank.id === setup.bank)?.terminals;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('cashier.settings')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <IdSelect label={t('cashier.entrepot')} value={setup.entrepot} options={warehouses} onChange={(entrepot) => setSetup({ ...setup, entrepot })} testId="cashier-setup-entrepot" />
          <CustomerPicker database={database} label={t('cashier.walkIn')} value={setup.person} onChange={(person) => setSetup({ ...setup, person })} name="cashier-setup-person" />
          <IdSelect label={t('cashier.cashBox')} value={setup.cash} options={known(accounts.data?.cash, setup.cash)} onChange={(cash) => setSetup({ ...setup, cash })} testId="cashier-setup-cash" />
          <IdSelect
            label={t('cashier.bankTerminal')}
            value={setup.bank}
            options={known(accounts.data?.bank, setup.bank)}
            onChange={(bank) => setSetup({ ...setup, bank, terminal: null })}
            testId="cashier-setup-bank"
            optional
          />
          {setup.bank !== null && (
            <TextField
              select
              label={t('cashier.terminal')}
              value={setup.terminal ?? ''}
              onChange={(event) => setSetup({ ...setup, terminal: event.target.value || null })}
              slotProps={{ htmlInput: { 'data-testid': 'cashier-setup-terminal' } }}
            >
              {(terminals ?? (setup.terminal ? [{ name: setup.terminal, terminal: setup.terminal }] : [])).map((terminal) => (
                <MenuItem key={terminal.terminal} value={terminal.terminal}>
                  {`${terminal.name} (${terminal.terminal})`}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cashier.cancel')}</Button>
        <Button variant="contained" onClick={() => onSave(setup)} data-testid="cashier-setup-save">
          {t('cashier.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
