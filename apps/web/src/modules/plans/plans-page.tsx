import { smsCreditAmount, type PlanMonths, type PlanTier } from '@hesab/contract';
import { formatMoney, localizeDigits, toLatinDigits } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { readAppKey } from '../../shared/api/session-store.ts';
import { formatBusinessDate, todayIso } from '../../shared/format/dates.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useInit } from '../../shared/session/session-queries.ts';
import { planQueryKeys, plansApi } from './plans-api.ts';
import { PlansFrame } from './plans-frame.tsx';
import { PricingTable } from './pricing-table.tsx';

/** A plan's name as the user reads it: the tier's, or the stored name of one no longer sold. */
export function usePlanName(): (plan: string) => string {
  const { t } = useTranslation();
  return (plan) => t(`plans.tiers.${plan}`, { defaultValue: plan });
}

/** One fact of the business's plan: what it is, and its value. */
function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * /plans: the business's plan, its expiry and SMS credit, and, for its administrator, a tier to buy for 1, 3 or 12
 * months or messages of SMS credit: each goes to /plans/checkout, which sends the browser to the gateway.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const planName = usePlanName();
  const session = useInit();
  const catalogue = useQuery({ queryKey: planQueryKeys.catalogue, queryFn: plansApi.catalogue, staleTime: Infinity });
  const [smsCount, setSmsCount] = useState('500');
  if (readAppKey() === null) return <Navigate to="/pricing/index" replace />;
  const init = session.data;
  const count = Number(toLatinDigits(smsCount));
  const sms = catalogue.data?.sms;
  const smsValid = sms !== undefined && Number.isInteger(count) && count >= sms.min && count <= sms.max;
  const expired = init?.expireDate !== null && init?.expireDate !== undefined && init.expireDate < todayIso();
  const buy = (tier: PlanTier, months: PlanMonths) =>
    init?.admin ? (
      <Button size="small" variant="outlined" onClick={() => void navigate(`/plans/checkout?plan=${tier}&months=${String(months)}`)} data-testid={`buy-${tier}-${String(months)}`}>
        {t('plans.buy')}
      </Button>
    ) : null;
  return (
    <PlansFrame title={t('plans.plansTitle')}>
      {(session.isPending || catalogue.isPending) && <LinearProgress />}
      {init && (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="current-plan">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              <Figure label={t('plans.currentPlan')} testId="current-plan-name">
                {planName(init.userCurrentPlan)}
              </Figure>
              <Figure label={t('plans.expiresOn')} testId="current-plan-expiry">
                {init.expireDate === null ? t('plans.noExpiry') : formatBusinessDate(init.expireDate, init.date_locale, language)}
              </Figure>
              <Figure label={t('plans.smsCredit')} testId="current-sms-credit">
                {t('plans.smsCount', { n: localizeDigits(String(init.smsCountRemain), language) })}
              </Figure>
            </Box>
            {expired && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('plans.expired')}
              </Alert>
            )}
            {!init.admin && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('plans.onlyAdmin')}
              </Alert>
            )}
          </Paper>
          {catalogue.data && <PricingTable catalogue={catalogue.data} current={init.userCurrentPlan} action={buy} />}
          {sms && init.admin && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('plans.buySms')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <TextField
                  label={t('plans.smsHowMany')}
                  value={localizeDigits(smsCount, language)}
                  onChange={(event) => setSmsCount(toLatinDigits(event.target.value).replace(/\D/g, ''))}
                  error={!smsValid}
                  helperText={t('plans.smsPrice', { price: formatMoney(sms.price, { precision: 0, language }) })}
                  slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'sms-count' } }}
                />
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  {smsValid ? `${formatMoney(smsCreditAmount(count), { precision: 0, language })} ${t('plans.rials')}` : ''}
                </Typography>
                <Button variant="contained" disabled={!smsValid} onClick={() => void navigate(`/plans/checkout?sms=${String(count)}`)} data-testid="buy-sms">
                  {t('plans.buy')}
                </Button>
              </Stack>
            </Paper>
          )}
        </Stack>
      )}
    </PlansFrame>
  );
}
