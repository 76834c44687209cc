import { planTiers, type PlanTier } from '@hesab/contract';
import { formatMobile, localizeDigits, toLatinDigits } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isLoggedIn } from '../../shared/api/session-store.ts';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { planQueryKeys, plansApi } from './plans-api.ts';
import { PlansFrame } from './plans-frame.tsx';
import { usePlanName } from './plans-page.tsx';

interface Extending {
  key: string;
  name: string;
}

/** Days more and, if chosen, another tier for one business. */
function ExtendDialog({ business, onClose }: { business: Extending; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const planName = usePlanName();
  const [days, setDays] = useState('30');
  const [plan, setPlan] = useState<PlanTier | ''>('');
  const count = Number(toLatinDigits(days));
  const extend = useMutation({
    mutationFn: () => plansApi.extend({ key: business.key, days: count, ...(plan === '' ? {} : { plan }) }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: planQueryKeys.administration });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('plans.extendTitle', { name: business.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('plans.extendDays')}
            value={localizeDigits(days, language)}
            onChange={(event) => setDays(toLatinDigits(event.target.value).replace(/\D/g, ''))}
            error={!(count >= 1 && count <= 3660)}
            autoFocus
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'extend-days' } }}
          />
          <TextField select label={t('plans.adminPlan')} value={plan} onChange={(event) => setPlan(planTiers.find((tier) => tier === event.target.value) ?? '')}>
            <MenuItem value="">—</MenuItem>
            {planTiers.map((tier) => (
              <MenuItem key={tier} value={tier}>
                {planName(tier)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('plans.close')}</Button>
        <Button variant="contained" disabled={extend.isPending || !(count >= 1 && count <= 3660)} onClick={() => extend.mutate()} data-testid="extend-confirm">
          {t('plans.extend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** plan-administration/index: for the service's operator, every business with its plan and expiry, each extendable. */
export function PlanAdministrationPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const planName = usePlanName();
  const businesses = useQuery({ queryKey: planQueryKeys.administration, queryFn: plansApi.businesses, enabled: isLoggedIn(), retry: false });
  const [extending, setExtending] = useState<Extending | null>(null);
  if (!isLoggedIn()) return <Navigate to="/login" replace />;
  const date = (iso: string | null) => (iso === null ? t('plans.noExpiry') : formatBusinessDate(iso.slice(0, 10), 'fa', language));
  return (
    <PlansFrame title={t('plans.adminTitle')}>
      {businesses.isPending && <LinearProgress />}
      {businesses.isError && <Alert severity="error">{businesses.error.message}</Alert>}
      {businesses.data && (
        <TableContainer component={Paper} variant="outlined" data-testid="plan-administration">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('plans.adminBusiness')}</TableCell>
                <TableCell>{t('plans.adminOwner')}</TableCell>
                <TableCell>{t('plans.adminPlan')}</TableCell>
                <TableCell>{t('plans.expiresOn')}</TableCell>
                <TableCell>{t('plans.smsCredit')}</TableCell>
                <TableCell>{t('plans.adminCreated')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {businesses.data.data.map((business) => (
                <TableRow key={business.key} data-testid="plan-administration-row">
                  <TableCell>{business.name}</TableCell>
                  <TableCell>
                    <bdi>{business.owner?.username ?? ''}</bdi>
                    {business.owner?.mobile ? <div dir="ltr">{localizeDigits(formatMobile(business.owner.mobile), language)}</div> : null}
                  </TableCell>
                  <TableCell>{planName(business.plan)}</TableCell>
                  <TableCell>{date(business.expiresOn)}</TableCell>
                  <TableCell>{localizeDigits(String(business.smsCredit), language)}</TableCell>
                  <TableCell>{date(business.createdAt)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setExtending({ key: business.key, name: business.name })}>
                      {t('plans.extend')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {extending && <ExtendDialog business={extending} onClose={() => setExtending(null)} />}
    </PlansFrame>
  );
}
