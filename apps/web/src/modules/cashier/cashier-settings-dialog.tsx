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
import { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import type { CashierSetup } from './cashier-setup.ts';
import { CustomerPicker } from './customer-picker.tsx';
import type { CashierDatabase } from './local-database.ts';

const accounts = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });
const bankTerminals = z.object({ terminals: z.array(z.object({ name: z.string(), terminal: z.string() })) });

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
  const cashBoxes = useQuery({ queryKey: ['cashier', 'cash'], queryFn: () => api.get('cash', accounts, { perPage: 500 }), enabled: online });
  const banks = useQuery({ queryKey: ['cashier', 'bank'], queryFn: () => api.get('bank', accounts, { perPage: 500 }), enabled: online });
  const terminals = useQuery({
    queryKey: ['cashier', 'bank', setup.bank],
    queryFn: () => api.get(`bank/${String(setup.bank)}/edit`, bankTerminals),
    enabled: online && setup.bank !== null,
  });
  const known = (list: { data: { id: number; name: string }[] } | undefined, id: number | null) =>
    list?.data ?? (id === null ? [] : [{ id, name: String(id) }]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('cashier.settings')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <IdSelect label={t('cashier.entrepot')} value={setup.entrepot} options={warehouses} onChange={(entrepot) => setSetup({ ...setup, entrepot })} testId="cashier-setup-entrepot" />
          <CustomerPicker database={database} label={t('cashier.walkIn')} value={setup.person} onChange={(person) => setSetup({ ...setup, person })} name="cashier-setup-person" />
          <IdSelect label={t('cashier.cashBox')} value={setup.cash} options={known(cashBoxes.data, setup.cash)} onChange={(cash) => setSetup({ ...setup, cash })} testId="cashier-setup-cash" />
          <IdSelect
            label={t('cashier.bankTerminal')}
            value={setup.bank}
            options={known(banks.data, setup.bank)}
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
              {(terminals.data?.terminals ?? (setup.terminal ? [{ name: setup.terminal, terminal: setup.terminal }] : [])).map((terminal) => (
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
