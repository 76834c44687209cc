import { appRoutes, entrepotRemittanceDefinition, invoiceDefinition, type PendingDelivery } from '@hesab/contract';
import { formatMoney, localizeDigits, subtractMoney } from '@hesab/domain';
import OutboxIcon from '@mui/icons-material/Outbox';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, generatePath, useNavigate, useParams } from 'react-router';
import { documentQueryKeys } from '../../shared/documents/document-api.ts';
import { dateText } from '../../shared/documents/document-fields.ts';
import { documentFormPath, documentIdOf } from '../../shared/documents/document-paths.ts';
import { NotFoundPage } from '../../shared/errors/not-found-page.tsx';
import { useFormatContext, type FormatContext } from '../../shared/fields/format-context.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { deliverSale, fetchPendingDeliveries, warehouseKeys } from './warehouse-api.ts';

const checkoutPath = (invoice: number) => generatePath(appRoutes.EntrepotRemittanceCheckout.path, { id: String(invoice) });

function usePending() {
  return useQuery({ queryKey: warehouseKeys.pending, queryFn: ({ signal }) => fetchPendingDeliveries(signal), staleTime: 0 });
}

function pendingColumns(context: FormatContext): TableColumn<PendingDelivery>[] {
  const { t, language } = context;
  const left = (sale: PendingDelivery) => sale.rows.map((row) => `${row.product_label}: ${formatMoney(subtractMoney(row.count, row.delivered), { precision: 4, language, trimZeros: true })}`);
  return [
    { id: 'number', header: t('warehouseDocuments.ofInvoice'), text: (sale) => localizeDigits(String(sale.number), language) },
    { id: 'date', header: t('documents.date'), text: (sale) => dateText(sale.date, context) },
    { id: 'person', header: t('fields.person'), text: (sale) => sale.person_label ?? '' },
    { id: 'left', header: t('warehouseDocuments.left'), text: (sale) => left(sale).join('، ') },
    {
      id: 'deliver',
      header: '',
      text: () => '',
      render: (sale) => (
        <Button size="small" variant="outlined" startIcon={<OutboxIcon />} component={Link} to={checkoutPath(sale.invoice)} data-testid="pending-deliver">
          {t('warehouseDocuments.deliver')}
        </Button>
      ),
    },
  ];
}

/** entrepot/remittance/pending: the sales with goods left to deliver, newest first, each with the way to deliver it. */
export function PendingDeliveriesPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const pending = usePending();
  return (
    <Stack spacing={2} data-testid="pending-deliveries">
      <Typography variant="h5" component="h1">
        {t('warehouseDocuments.pending')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ResourceTable columns={pendingColumns(context)} rows={pending.data ?? []} from={1} rowKey={(sale) => String(sale.invoice)} loading={pending.isPending} testId="pending-table" />
      </Paper>
    </Stack>
  );
}

/** entrepot/remittance/checkout/{invoice}: a sale's goods delivered, wholly or in part, by a remittance that then opens. */
export function SaleCheckoutPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = documentIdOf(useParams().id);
  const pending = usePending();
  const deliver = useMutation({
    mutationFn: (body: { date: string; rows: { row: number; count: string }[] }) => deliverSale(id ?? 0, body),
    onSuccess: (remittance) => {
      notify.success(remittance.message);
      void queryClient.invalidateQueries({ queryKey: warehouseKeys.pending });
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(invoiceDefinition) });
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(entrepotRemittanceDefinition) });
      navigate(documentFormPath(entrepotRemittanceDefinition, remittance.id));
    },
  });
  if (id === null) return <NotFoundPage />;
  if (pending.isPending) return <LinearProgress />;
  if (pending.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  const sale = pending.data.find((each) => each.invoice === id);
  if (!sale) return <Alert severity="success">{t('warehouseDocuments.allDelivered')}</Alert>;
  return (
    <CheckoutForm
      title={`${t('warehouseDocuments.deliver')} — ${t('warehouseDocuments.ofInvoice')} ${localizeDigits(String(sale.number), context.language)}`}
      doneLabel="warehouseDocuments.delivered"
      command="warehouseDocuments.deliver"
      icon={<OutboxIcon />}
      rows={sale.rows.map((row) => ({ row: row.row, product_label: row.product_label, count: row.count, done: row.delivered }))}
      pending={deliver.isPending}
      onSubmit={(date, rows) => deliver.mutate({ date, rows })}
    />
  );
}
