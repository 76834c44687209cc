import { invoicePaymentOutcome, invoicePaymentRedirect, invoicePaymentStanding } from '@hesab/contract';
import { formatMoney } from '@hesab/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PaymentIcon from '@mui/icons-material/Payment';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';

/*
 * Paying a shared invoice online (issue 36): the box on its public page (/pi/{token}, /cashPayment/invoice/{token})
 * that sends the customer to the gateway for what is left, and /cashPayment/verify, where the gateway sends them back.
 */

/** What is left to pay and the button to the gateway, where the business takes the invoice's payment online. */
export function OnlinePaymentBox({ token, currency, precision }: { token: string; currency: string; precision: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const standing = useQuery({
    queryKey: ['public-invoice', token, 'payment'],
    queryFn: () => api.get(`public/invoice/${encodeURIComponent(token)}/payment`, invoicePaymentStanding),
    retry: false,
  });
  const pay = useMutation({
    mutationFn: () => api.post(`public/invoice/${encodeURIComponent(token)}/payment`, {}, invoicePaymentRedirect),
    onSuccess: ({ redirect }) => window.location.assign(redirect),
  });
  if (!standing.data) return null;
  const { available, remaining, paid_online } = standing.data;
  if (!available && paid_online === '0') return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, '@media print': { display: 'none' } }} data-testid="online-payment">
      {available ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flex: 1 }}>
            {t('printing.pay.remaining')}: <strong data-testid="online-payment-remaining">{formatMoney(remaining, { precision, language })}</strong> {currency}
          </Typography>
          <Button variant="contained" color="success" startIcon={<PaymentIcon />} disabled={pay.isPending} onClick={() => pay.mutate()} data-testid="online-pay">
            {t('printing.pay.button')}
          </Button>
        </Stack>
      ) : (
        <Typography data-testid="online-payment-settled">{t('printing.pay.settled')}</Typography>
      )}
      {pay.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {pay.error.message}
        </Alert>
      )}
    </Paper>
  );
}

/** /cashPayment/verify?Authority&Status: the server verifies the payment with the gateway and says where it stands. */
export function InvoicePaymentResultPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search] = useSearchParams();
  const query = { Authority: search.get('Authority') ?? '', Status: search.get('Status') ?? '' };
  const outcome = useQuery({
    queryKey: ['invoice-payment', 'verify', query.Authority, query.Status],
    queryFn: () => api.get('public/invoicePayment/verify', invoicePaymentOutcome, query),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 4 }, mx: 'auto', maxWidth: 560 }}>
      <Typography variant="h6" component="h1">
        {t('printing.pay.title')}
      </Typography>
      {outcome.isPending && <LinearProgress />}
      {outcome.isError && <Alert severity="error">{outcome.error.message}</Alert>}
      {outcome.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="invoice-payment-result" data-paid={String(outcome.data.paid)}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {outcome.data.paid ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
              <Typography variant="h6" component="h2">
                {outcome.data.paid ? t('printing.pay.paid') : t('printing.pay.notPaid')}
              </Typography>
            </Stack>
            <Typography>{outcome.data.message}</Typography>
            {outcome.data.ref_id !== null && (
              <Typography>
                {t('printing.pay.reference')}: <span dir="ltr">{outcome.data.ref_id}</span>
              </Typography>
            )}
            {outcome.data.paid && <Typography>{formatMoney(outcome.data.amount, { precision: 0, language })}</Typography>}
            <Button component={RouterLink} to={`/cashPayment/invoice/${encodeURIComponent(outcome.data.token)}`} variant="outlined">
              {t('printing.pay.back')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
