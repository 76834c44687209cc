import { localizeDigits } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isLoggedIn } from '../../shared/api/session-store.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { planQueryKeys, plansApi } from './plans-api.ts';
import { PlansFrame } from './plans-frame.tsx';
import { PricingTable } from './pricing-table.tsx';

/**
 * /pricing/index and /website/pricing: the tiers compared, for anyone; /register/plan: the same in sign-up, where the
 * free trial goes on to the business's step (a plan is bought from /plans once the business exists).
 */
export function PricingPage({ signup = false }: { signup?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const catalogue = useQuery({ queryKey: planQueryKeys.catalogue, queryFn: plansApi.catalogue, staleTime: Infinity });
  const next = signup ? '/register/shop' : isLoggedIn() ? '/plans' : '/register/index';
  return (
    <PlansFrame title={t('plans.pricingTitle')}>
      {catalogue.isPending && <LinearProgress />}
      {catalogue.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {catalogue.data && (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography variant="body1" color="text.secondary">
              {t('plans.pricingHint', { days: localizeDigits(String(catalogue.data.trialDays), language) })}
            </Typography>
            <Button variant="contained" size="large" component={RouterLink} to={next} data-testid="pricing-start">
              {signup ? t('plans.continueTrial') : isLoggedIn() ? t('plans.plansTitle') : t('plans.startTrial')}
            </Button>
          </Stack>
          <PricingTable catalogue={catalogue.data} />
        </Stack>
      )}
    </PlansFrame>
  );
}
