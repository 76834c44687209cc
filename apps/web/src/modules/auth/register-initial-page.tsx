import { bankResource, cashResource, entrepotResource } from '@hesab/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { readAppKey, readToken } from '../../shared/api/session-store.ts';
import { createRecord } from '../../shared/resources/resource-api.ts';
import { AuthFrame } from './auth-frame.tsx';
import { businessNameOf } from './signup-state.ts';
import { SignupSteps } from './signup-steps.tsx';

/**
 * /register/initial: the new business's first warehouse, cash box and bank account, each made through its own
 * resource as the screens make them (with its detail account); one left empty is not made.
 */
export function RegisterInitialPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [warehouse, setWarehouse] = useState(() => t('signup.warehouseDefault'));
  const [cash, setCash] = useState(() => t('signup.cashDefault'));
  const [bank, setBank] = useState('');
  const finish = () => void navigate('/register/finish', { replace: true, state: { name: businessNameOf(state) } });
  const create = useMutation({
    mutationFn: async () => {
      // One after another: each answers its own refusal, and what was made stays made.
      if (warehouse.trim() !== '') await createRecord(entrepotResource, { name: warehouse.trim() });
      if (cash.trim() !== '') await createRecord(cashResource, { name: cash.trim() });
      if (bank.trim() !== '') await createRecord(bankResource, { name: bank.trim() });
    },
    onSuccess: finish,
  });
  if (readToken() === null) return <Navigate to="/register/index" replace />;
  if (readAppKey() === null) return <Navigate to="/register/shop" replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <AuthFrame title={t('signup.initialTitle')} wide heading={<SignupSteps active="initial" title={t('signup.initialTitle')} />} hint={t('signup.initialHint')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="register-initial-form">
        <TextField label={t('signup.warehouse')} name="warehouse" value={warehouse} onChange={(event) => setWarehouse(event.target.value)} autoFocus fullWidth />
        <TextField label={t('signup.cash')} name="cash" value={cash} onChange={(event) => setCash(event.target.value)} fullWidth />
        <TextField label={t('signup.bank')} name="bank" value={bank} onChange={(event) => setBank(event.target.value)} fullWidth />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={finish}>{t('signup.skip')}</Button>
          <Button type="submit" variant="contained" size="large" disabled={create.isPending} data-testid="register-initial-continue">
            {t('signup.continue')}
          </Button>
        </Stack>
      </Stack>
    </AuthFrame>
  );
}
