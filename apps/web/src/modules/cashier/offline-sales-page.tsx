import { formatBusinessDate, formatMoney, isoDateOf, localizeDigits } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import type { CashierDatabase, LocalSaleStatus } from './local-database.ts';
import { resendSale, uploadAllPending } from './sale-uploads.ts';
import { useCashierDatabase } from './use-cashier-database.ts';
import { useOnline } from './use-online.ts';
import { useSaleUploads } from './use-sale-uploads.ts';

const statusColor: Record<LocalSaleStatus, 'warning' | 'error' | 'success'> = { pending: 'warning', failed: 'error', uploaded: 'success' };

/**
 * The sales kept on this device (spec 01 section 2 sell/offline/list): waiting to go up, refused by the server with
 * its reason, or sent with the invoice's number. Waiting ones go up every 10 seconds or at once on demand; a refused
 * one is corrected on the cashier and sent again, never dropped.
 */
export function OfflineSalesPage() {
  const database = useCashierDatabase();
  const { t } = useTranslation();
  if (!database) return <Alert severity="warning">{t('cashier.copyOffline')}</Alert>;
  return <OfflineSales database={database} />;
}

function OfflineSales({ database }: { database: CashierDatabase }) {
  const { t } = useTranslation();
  const format = useFormatContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const online = useOnline();
  const sales = useSaleUploads(database);
  const [sending, setSending] = useState(false);
  const waiting = useLiveQuery(() => database.invoice.where('status').equals('pending').count(), [database]) ?? 0;
  const money = (amount: string) => formatMoney(amount, { precision: format.currencyPrecision, language: format.language });
  const timeOf = (at: number) => {
    const when = new Date(at);
    const day = formatBusinessDate(isoDateOf(when, Intl.DateTimeFormat().resolvedOptions().timeZone), format.dateLocale, format.language);
    const clock = `${String(when.getHours()).padStart(2, '0')}:${String(when.getMinutes()).padStart(2, '0')}`;
    return `${day} ${localizeDigits(clock, format.language)}`;
  };
  const sendNow = async () => {
    setSending(true);
    try {
      notify.success(t('cashier.sent', { count: await uploadAllPending(database) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('cashier.offlineList')}
        </Typography>
        <Button variant="contained" disabled={!online || waiting === 0 || sending} onClick={() => void sendNow()} data-testid="offline-send-now">
          {t('cashier.sendNow')}
        </Button>
        <Button variant="outlined" onClick={() => void navigate('/sell/indexCasher')}>
          {t('cashier.title')}
        </Button>
      </Stack>
      <TableContainer component={Paper}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('cashier.time')}</TableCell>
              <TableCell align="right">{t('cashier.payable')}</TableCell>
              <TableCell>{t('cashier.status')}</TableCell>
              <TableCell>{t('cashier.number')}</TableCell>
              <TableCell>{t('cashier.reason')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(sales ?? []).map((sale) => (
              <TableRow key={sale.ouid} data-testid="offline-sale" data-status={sale.status}>
                <TableCell>{timeOf(sale.createdAt)}</TableCell>
                <TableCell align="right">
                  {sale.body.type === 'returnSell' && <Chip size="small" variant="outlined" label={t('cashier.returned')} sx={{ marginInlineEnd: 1 }} />}
                  {money(sale.payable)}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={statusColor[sale.status]} label={t(`cashier.statuses.${sale.status}`)} />
                </TableCell>
                <TableCell>{sale.number === null ? '' : localizeDigits(String(sale.number), format.language)}</TableCell>
                <TableCell sx={{ color: 'error.main', maxWidth: 420 }} data-testid="offline-sale-reason">
                  {sale.error}
                </TableCell>
                <TableCell>
                  {sale.status === 'failed' && (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => void navigate(`/sell/edit/indexCasher/${sale.ouid}`)}>
                        {t('cashier.fix')}
                      </Button>
                      <Button size="small" onClick={() => void resendSale(database, sale.ouid)}>
                        {t('cashier.resend')}
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {sales?.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('cashier.noSales')}
          </Typography>
        )}
      </TableContainer>
    </Stack>
  );
}
