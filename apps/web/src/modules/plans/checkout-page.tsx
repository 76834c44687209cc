import { daysOfMonths, planTiers, smsCreditAmount, type PlanMonths, type PlanTier } from '@hesab/contract';
import { formatMoney, localizeDigits } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { readAppKey } from '../../shared/api/session-store.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { planQueryKeys, plansApi } from './plans-api.ts';
import { PlansFrame } from './plans-frame.tsx';
import { usePlanName } from './plans-page.tsx';

type Purchase = { kind: 'plan'; plan: PlanTier; months: PlanMonths } | { kind: 'sms'; count: number };

/** What the page's query asks to buy: `?plan=standard&months=3` or `?sms=500`; null for anything else. */
function purchaseOf(search: URLSearchParams): Purchase | null {
  const plan = planTiers.find((tier) => tier === search.get('plan'));
  const months = [1, 3, 12].find((each) => String(each) === search.get('months')) as PlanMonths | undefined;
  if (plan && months) return { kind: 'plan', plan, months };
  const count = Number(search.get('sms'));
  return Number.isInteger(count) && count > 0 ? { kind: 'sms', count } : null;
}

/**
 * /plans/checkout: what is bought and what it costs, then the payment: the server registers it with the gateway and
 * the browser goes to the gateway's page, which sends it back to /plans/result.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const planName = usePlanName();
  const [search] = useSearchParams();
  const purchase = purchaseOf(search);
  const catalogue = useQuery({ queryKey: planQueryKeys.catalogue, queryFn: plansApi.catalogue, staleTime: Infinity });
  const pay = useMutation({
    mutationFn: (bought: Purchase) => (bought.kind === 'plan' ? plansApi.checkoutPlan(bought.plan, bought.months) : plansApi.checkoutSms(bought.count)),
    onSuccess: (answer) => window.location.assign(answer.redirect),
  });
  if (readAppKey() === null || purchase === null) return <Navigate to="/plans" replace />;
  const amount =
    purchase.kind === 'sms'
      ? smsCreditAmount(purchase.count)
      : (catalogue.data?.tiers.find((tier) => tier.plan === purchase.plan)?.prices.find((price) => price.months === purchase.months)?.price ?? null);
  const what =
    purchase.kind === 'sms'
      ? t('plans.checkoutSms', { n: localizeDigits(String(purchase.count), language) })
      : t('plans.checkoutPlan', { plan: planName(purchase.plan), period: t(`plans.months.${String(purchase.months)}`), days: localizeDigits(String(daysOfMonths(purchase.months)), language) });
  return (
    <PlansFrame title={t('plans.checkoutTitle')}>
      {catalogue.isPending && <LinearProgress />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }} data-testid="checkout">
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" data-testid="checkout-what">
            {what}
          </Typography>
          {amount !== null && (
            <Typography variant="body1">
              {t('plans.amount')}:{' '}
              <strong data-testid="checkout-amount">
                {formatMoney(amount, { precision: 0, language })} {t('plans.rials')}
              </strong>
            </Typography>
          )}
          {pay.isSuccess && <Alert severity="info">{t('plans.toGateway')}</Alert>}
          <Button variant="contained" size="large" disabled={pay.isPending || pay.isSuccess || amount === null} onClick={() => pay.mutate(purchase)} data-testid="checkout-pay">
            {t('plans.pay')}
          </Button>
        </Stack>
      </Paper>
    </PlansFrame>
  );
}
