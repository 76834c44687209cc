import { appRoutes, entrepotReceiptDefinition, entrepotTempReceiptDefinition } from '@hesab/contract';
import { localizeDigits, type Money } from '@hesab/domain';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, generatePath, useParams } from 'react-router';
import { documentQueryKeys, fetchDocument } from '../../shared/documents/document-api.ts';
import type { DocumentExtrasProps } from '../../shared/documents/document-layout.ts';
import { documentIdOf } from '../../shared/documents/document-paths.ts';
import { NotFoundPage } from '../../shared/errors/not-found-page.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { CheckoutForm, useCheckoutCommand } from './checkout-form.tsx';
import { checkOutTempReceipt } from './warehouse-api.ts';

/** The checkout page of a temporary receipt. */
const checkoutPath = (id: number) => generatePath(appRoutes.EntrepotTempReceiptCheckout.path, { id: String(id) });

/** A temporary receipt's "take into stock": to its checkout page, for one who may open it. */
export function TempReceiptActions({ id, dirty }: DocumentExtrasProps) {
  const { t } = useTranslation();
  if (!useHasPermission('EntrepotTempReceiptCheckout')) return null;
  return (
    <Button variant="contained" startIcon={<MoveToInboxIcon />} component={Link} to={checkoutPath(id)} disabled={dirty} data-testid="temp-receipt-checkout">
      {t('warehouseDocuments.checkout')}
    </Button>
  );
}

interface Row {
  product_label?: string;
  count: Money;
  checked_out: Money;
}

/**
 * entrepot/tempReceipt/checkout/{id}: a temporary receipt's goods taken into stock, wholly or in part, by a receipt
 * made on the date given, which then opens.
 */
export function TempReceiptCheckoutPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const id = documentIdOf(useParams().id);
  const loaded = useQuery({
    queryKey: documentQueryKeys.edit(entrepotTempReceiptDefinition, id ?? 0),
    queryFn: () => fetchDocument(entrepotTempReceiptDefinition, id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });
  const checkout = useCheckoutCommand((body) => checkOutTempReceipt(id ?? 0, body), entrepotReceiptDefinition, [
    documentQueryKeys.all(entrepotTempReceiptDefinition),
    documentQueryKeys.all(entrepotReceiptDefinition),
  ]);
  if (id === null) return <NotFoundPage />;
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  const rows = (loaded.data.rows as Row[]).map((row, index) => ({ row: index + 1, product_label: row.product_label ?? '', count: row.count, done: row.checked_out }));
  const number = localizeDigits(String(loaded.data.number), context.language);
  return (
    <CheckoutForm
      title={`${t('warehouseDocuments.checkout')} — ${t('warehouseDocuments.tempReceipt.item')} ${number}`}
      doneLabel="warehouseDocuments.checkedOut"
      command="warehouseDocuments.checkout"
      icon={<MoveToInboxIcon />}
      rows={rows}
      pending={checkout.isPending}
      onSubmit={(date, wanted) => checkout.mutate({ date, rows: wanted })}
    />
  );
}
