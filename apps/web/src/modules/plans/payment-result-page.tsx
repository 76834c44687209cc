import { localizeDigits } from '@hesab/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { sessionQueryKeys, useInit } from '../../shared/session/session-queries.ts';
import { plansApi } from './plans-api.ts';
import { PlansFrame } from './plans-frame.tsx';
import { usePlanName } from './plans-page.tsx';

/**
 * /plans/result?Authority&Status: where the gateway sends the buyer back. The server verifies the payment with the
 * gateway (once, however often the page is opened) and says what it bought: the plan's new expiry or the credit.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const planName = usePlanName();
  const queryClient = useQueryClient();
  const session = useInit().data;
  const [search] = useSearchParams();
  const query = { Authority: search.get('Authority') ?? '', Status: search.get('Status') ?? '' };
  const outcome = useQuery({ queryKey: ['plans', 'verify', query.Authority, query.Status], queryFn: () => plansApi.verify(query), retry: false, staleTime: Infinity });
  const paid = outcome.data?.paid === true;
  // The plan and credit the session shows are now another's.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.init });
  }, [paid, queryClient]);
  return (
    <PlansFrame title={t('plans.resultTitle')}>
      {outcome.isPending && (
        <Stack spacing={1}>
          <Typography>{t('plans.checking')}</Typography>
          <LinearProgress />
        </Stack>
      )}
      {outcome.isError && <Alert severity="error">{outcome.error.message}</Alert>}
      {outcome.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }} data-testid="payment-result" data-paid={String(outcome.data.paid)}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {outcome.data.paid ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
              <Typography variant="h6" component="h2">
                {outcome.data.paid ? t('plans.paid') : t('plans.notPaid')}
              </Typography>
            </Stack>
            <Typography>{outcome.data.message}</Typography>
            {outcome.data.paid && outcome.data.kind === 'plan' && outcome.data.expiresOn !== null && (
              <Typography data-testid="payment-expiry">
                {planName(outcome.data.plan)} — {t('plans.newExpiry')}: {formatBusinessDate(outcome.data.expiresOn, session?.date_locale ?? 'fa', language)}
              </Typography>
            )}
            {outcome.data.paid && outcome.data.kind === 'sms' && (
              <Typography data-testid="payment-sms">
                {t('plans.smsCredit')}: {t('plans.smsCount', { n: localizeDigits(String(outcome.data.smsCredit), language) })}
              </Typography>
            )}
            {outcome.data.refId !== null && (
              <Typography variant="body2" color="text.secondary">
                {t('plans.refId')}: <bdi dir="ltr">{localizeDigits(outcome.data.refId, language)}</bdi>
              </Typography>
            )}
            <Button variant="contained" component={RouterLink} to="/plans">
              {t('plans.backToPlans')}
            </Button>
          </Stack>
        </Paper>
      )}
    </PlansFrame>
  );
}
