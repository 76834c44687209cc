import { invoiceDefinition } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TransformIcon from '@mui/icons-material/Transform';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { documentQueryKeys } from '../../shared/documents/document-api.ts';
import { dateText } from '../../shared/documents/document-fields.ts';
import type { DocumentExtrasProps } from '../../shared/documents/document-layout.ts';
import { documentFormPath } from '../../shared/documents/document-paths.ts';
import { screensOf } from '../../shared/documents/document-screens.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { convertPresale, fetchConversion, invoiceLookupKeys } from './invoice-lookups-api.ts';

const saleScreens = screensOf(invoiceDefinition, 'sell');

/** The sale a pre-invoice became, none while it is open (undefined until read). */
function useConversion(id: number) {
  return useQuery({ queryKey: invoiceLookupKeys.conversion(id), queryFn: ({ signal }) => fetchConversion(id, signal) });
}

/**
 * A pre-invoice's "convert to sell invoice" (issue 16): `POST invoice/{id}/convert`, then the new sale's form. Offered
 * to a user who may write both, on a saved pre-invoice with nothing unsaved, until it has been converted.
 */
export function PresaleActions({ id, dirty }: DocumentExtrasProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const maySell = useHasPermission('Sell');
  const mayPresale = useHasPermission('Presale');
  const conversion = useConversion(id);
  const convert = useMutation({
    mutationFn: () => convertPresale(id),
    onSuccess: (sale) => {
      notify.success(t('invoiceScreens.convertedNotice', { number: localizeDigits(String(sale.number), context.language) }));
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(invoiceDefinition) });
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      navigate(documentFormPath(saleScreens, sale.id));
    },
    // The shared handler words a refusal (one converted meanwhile: 420).
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceLookupKeys.conversion(id) }),
  });
  if (!maySell || !mayPresale || conversion.data?.sale) return null;
  return (
    <Button
      variant="contained"
      startIcon={<TransformIcon />}
      onClick={() => convert.mutate()}
      disabled={dirty || convert.isPending || conversion.isPending}
      title={dirty ? t('invoiceScreens.convertSaveFirst') : undefined}
      data-testid="presale-convert"
    >
      {t('invoiceScreens.convert')}
    </Button>
  );
}

/** A converted pre-invoice says which sale it became, with a link to it; it cannot be converted again. */
export function PresaleNotice({ id }: DocumentExtrasProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const sale = useConversion(id).data?.sale;
  if (!sale) return null;
  return (
    <Alert
      severity="success"
      data-testid="presale-converted"
      action={
        <Button color="inherit" size="small" startIcon={<ReceiptLongIcon />} component={Link} to={documentFormPath(saleScreens, sale.id)} data-testid="presale-open-sale">
          {t('invoiceScreens.openSale')}
        </Button>
      }
    >
      {t('invoiceScreens.convertedTo', { number: localizeDigits(String(sale.number), context.language), date: dateText(sale.date, context) })}
    </Alert>
  );
}
