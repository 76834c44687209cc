import { entrepotReceiptDefinition, entrepotTempReceiptDefinition, type Field } from '@hesab/contract';
import { compareMoney, formatMoney, localizeDigits, subtractMoney, type Money } from '@hesab/domain';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, generatePath, useNavigate, useParams } from 'react-router';
import { appRoutes } from '@hesab/contract';
import { documentQueryKeys, fetchDocument } from '../../shared/documents/document-api.ts';
import type { DocumentExtrasProps } from '../../shared/documents/document-layout.ts';
import { documentFormPath, documentIdOf } from '../../shared/documents/document-paths.ts';
import { NotFoundPage } from '../../shared/errors/not-found-page.tsx';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { todayIso } from '../../shared/format/dates.ts';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { checkOutTempReceipt } from './warehouse-api.ts';

const dateField: Field = { name: 'date', type: 'date', label: 'fields.date', required: true };
const countField: Field = { name: 'count', type: 'money', quantity: true, label: 'invoices.count' };

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
 * entrepot/tempReceipt/checkout/{id}: a temporary receipt's goods taken into stock, wholly or in part. Each row shows
 * what came, what receipts already took in and what is left, and takes what this receipt takes in (all that is left,
 * to begin with); the receipt is made on the date given and opened.
 */
export function TempReceiptCheckoutPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = documentIdOf(useParams().id);
  const loaded = useQuery({
    queryKey: documentQueryKeys.edit(entrepotTempReceiptDefinition, id ?? 0),
    queryFn: () => fetchDocument(entrepotTempReceiptDefinition, id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });
  const rows = ((loaded.data?.rows ?? []) as Row[]).map((row) => ({ ...row, left: subtractMoney(row.count, row.checked_out) }));
  const [date, setDate] = useState<unknown>(todayIso());
  const [taken, setTaken] = useState<Record<number, unknown>>({});
  const takenOf = (index: number) => (index in taken ? taken[index] : rows[index]?.left);
  const wanted = rows.flatMap((row, index) => {
    const count = takenOf(index);
    return typeof count === 'string' && compareMoney(count, '0') > 0 ? [{ row: index + 1, count }] : [];
  });
  const checkout = useMutation({
    mutationFn: () => checkOutTempReceipt(id ?? 0, { date: String(date), rows: wanted }),
    onSuccess: (receipt) => {
      notify.success(receipt.message);
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(entrepotTempReceiptDefinition) });
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(entrepotReceiptDefinition) });
      navigate(documentFormPath(entrepotReceiptDefinition, receipt.id));
    },
  });
  if (id === null) return <NotFoundPage />;
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  const quantity = (value: Money) => formatMoney(value, { precision: 4, language: context.language, trimZeros: true });
  const number = localizeDigits(String(loaded.data.number), context.language);

  return (
    <Stack spacing={2} data-testid="temp-receipt-checkout-page">
      <Typography variant="h5" component="h1">{`${t('warehouseDocuments.checkout')} — ${t('warehouseDocuments.tempReceipt.item')} ${number}`}</Typography>
      <Box sx={{ width: { xs: '100%', sm: 200 } }}>
        <FieldInput field={dateField} value={date} onChange={setDate} onBlur={() => undefined} label={t(dateField.label)} values={{}} resource="entrepot/receipt" />
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('invoices.product')}</TableCell>
              <TableCell>{t('invoices.count')}</TableCell>
              <TableCell>{t('warehouseDocuments.checkedOut')}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{t('warehouseDocuments.checkout')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index} data-testid="checkout-row">
                <TableCell>{localizeDigits(String(index + 1), context.language)}</TableCell>
                <TableCell>{row.product_label}</TableCell>
                <TableCell>{quantity(row.count)}</TableCell>
                <TableCell>{quantity(row.checked_out)}</TableCell>
                <TableCell>
                  <FieldInput
                    field={countField}
                    value={takenOf(index)}
                    onChange={(value) => setTaken({ ...taken, [index]: value })}
                    onBlur={() => undefined}
                    label={t('warehouseDocuments.checkout')}
                    values={{}}
                    resource="entrepot/receipt"
                    disabled={compareMoney(row.left, '0') <= 0}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box>
        <Button
          variant="contained"
          startIcon={<MoveToInboxIcon />}
          onClick={() => checkout.mutate()}
          disabled={wanted.length === 0 || typeof date !== 'string' || checkout.isPending}
          data-testid="checkout-submit"
        >
          {t('warehouseDocuments.checkout')}
        </Button>
      </Box>
    </Stack>
  );
}
