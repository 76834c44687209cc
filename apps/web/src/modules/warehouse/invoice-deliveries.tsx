import { appRoutes, entrepotReceiptDefinition, entrepotRemittanceDefinition, invoiceDefinition, type PendingDelivery, type RouteName } from '@hesab/contract';
import { formatMoney, localizeDigits, subtractMoney } from '@hesab/domain';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, generatePath, useParams } from 'react-router';
import { documentQueryKeys } from '../../shared/documents/document-api.ts';
import { dateText } from '../../shared/documents/document-fields.ts';
import { documentIdOf } from '../../shared/documents/document-paths.ts';
import { NotFoundPage } from '../../shared/errors/not-found-page.tsx';
import { useFormatContext, type FormatContext } from '../../shared/fields/format-context.ts';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { CheckoutForm, useCheckoutCommand } from './checkout-form.tsx';
import { deliverInvoice, fetchPendingDeliveries, warehouseKeys, type DeliveryKind } from './warehouse-api.ts';

/** What each direction of delivery is made of: a sale's goods leave by remittances, a purchase's arrive by receipts. */
const directions: Record<DeliveryKind, { definition: typeof entrepotRemittanceDefinition | typeof entrepotReceiptDefinition; checkout: RouteName; pending: string; invoice: string; command: string; done: string; icon: ReactNode }> = {
  remittance: {
    definition: entrepotRemittanceDefinition,
    checkout: 'EntrepotRemittanceCheckout',
    pending: 'warehouseDocuments.pending',
    invoice: 'warehouseDocuments.ofInvoice',
    command: 'warehouseDocuments.deliver',
    done: 'warehouseDocuments.delivered',
    icon: <OutboxIcon />,
  },
  receipt: {
    definition: entrepotReceiptDefinition,
    checkout: 'EntrepotReceiptCheckout',
    pending: 'warehouseDocuments.pendingReceipts',
    invoice: 'warehouseDocuments.ofPurchase',
    command: 'warehouseDocuments.receive',
    done: 'warehouseDocuments.received',
    icon: <MoveToInboxIcon />,
  },
};

const checkoutPath = (kind: DeliveryKind, invoice: number) => generatePath(appRoutes[directions[kind].checkout].path, { id: String(invoice) });

function usePending(kind: DeliveryKind) {
  return useQuery({ queryKey: warehouseKeys.pending(kind), queryFn: ({ signal }) => fetchPendingDeliveries(kind, signal), staleTime: 0 });
}

function pendingColumns(kind: DeliveryKind, context: FormatContext): TableColumn<PendingDelivery>[] {
  const { t, language } = context;
  const direction = directions[kind];
  const left = (invoice: PendingDelivery) =>
    invoice.rows.map((row) => `${row.product_label}: ${formatMoney(subtractMoney(row.count, row.delivered), { precision: 4, language, trimZeros: true })}`);
  return [
    { id: 'number', header: t(direction.invoice), text: (invoice) => localizeDigits(String(invoice.number), language) },
    { id: 'date', header: t('documents.date'), text: (invoice) => dateText(invoice.date, context) },
    { id: 'person', header: t('fields.person'), text: (invoice) => invoice.person_label ?? '' },
    { id: 'left', header: t('warehouseDocuments.left'), text: (invoice) => left(invoice).join('، ') },
    {
      id: 'checkout',
      header: '',
      text: () => '',
      render: (invoice) => (
        <Button size="small" variant="outlined" startIcon={direction.icon} component={Link} to={checkoutPath(kind, invoice.invoice)} data-testid="pending-checkout">
          {t(direction.command)}
        </Button>
      ),
    },
  ];
}

/**
 * entrepot/remittance/pending and entrepot/receipt/pending: the sales with goods left to deliver, or the purchases with
 * goods left to take in, newest first, each with the way to do it.
 */
export function PendingDeliveriesPage({ kind }: { kind: DeliveryKind }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const pending = usePending(kind);
  return (
    <Stack spacing={2} data-testid="pending-deliveries">
      <Typography variant="h5" component="h1">
        {t(directions[kind].pending)}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ResourceTable columns={pendingColumns(kind, context)} rows={pending.data ?? []} from={1} rowKey={(invoice) => String(invoice.invoice)} loading={pending.isPending} testId="pending-table" />
      </Paper>
    </Stack>
  );
}

/**
 * entrepot/remittance/checkout/{invoice} and entrepot/receipt/checkout/{invoice}: an invoice's goods delivered, or taken
 * in, wholly or in part, by a remittance or a receipt that then opens.
 */
export function InvoiceCheckoutPage({ kind }: { kind: DeliveryKind }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const id = documentIdOf(useParams().id);
  const pending = usePending(kind);
  const direction = directions[kind];
  const checkout = useCheckoutCommand((body) => deliverInvoice(kind, id ?? 0, body), direction.definition, [
    warehouseKeys.pending(kind),
    documentQueryKeys.all(invoiceDefinition),
    documentQueryKeys.all(direction.definition),
  ]);
  if (id === null) return <NotFoundPage />;
  if (pending.isPending) return <LinearProgress />;
  if (pending.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  const invoice = pending.data.find((each) => each.invoice === id);
  if (!invoice) return <Alert severity="success">{t('warehouseDocuments.allDelivered')}</Alert>;
  return (
    <CheckoutForm
      title={`${t(direction.command)} — ${t(direction.invoice)} ${localizeDigits(String(invoice.number), context.language)}`}
      doneLabel={direction.done}
      command={direction.command}
      icon={direction.icon}
      rows={invoice.rows.map((row) => ({ row: row.row, product_label: row.product_label, count: row.count, done: row.delivered }))}
      pending={checkout.isPending}
      onSubmit={(date, rows) => checkout.mutate({ date, rows })}
    />
  );
}
