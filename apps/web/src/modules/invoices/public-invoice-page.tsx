import { invoiceDefinition, invoiceTypes, publicInvoice } from '@hesab/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { documentReader } from '../../shared/documents/document-api.ts';
import { screensOf } from '../../shared/documents/document-screens.ts';
import { lineShapeOf } from '../../shared/documents/line-values.ts';
import { PrintedDocument } from '../../shared/documents/printed-document.tsx';
import { AmountPrecision, BusinessCalendar } from '../../shared/fields/format-context.ts';
import { usePageDigits } from '../../shared/format/digit-script.ts';
import { PrintSettingsContext, printSettingsOf } from '../../shared/print/print-settings.ts';
import { PrintedBusinessContext, PrintedPartyContext } from '../../shared/print/printed-business.ts';
import { invoiceLayout } from './invoice-layout.ts';
import { OnlinePaymentBox } from './online-payment.tsx';

/**
 * `/pi/{token}`, `/print/invoice/{token}` and `/cashPayment/invoice/{token}` (issues 18, 36): an invoice its business
 * shared, for a customer who has no login: the printout, in the business's calendar and the invoice's money, with the
 * browser's print, and what is left to pay online where the business takes payments so.
 */
export function PublicInvoicePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const settings = useMemo(() => printSettingsOf(search), [search]);
  const loaded = useQuery({
    queryKey: ['public-invoice', token],
    queryFn: () => api.get(`public/invoice/${encodeURIComponent(token)}`, publicInvoice),
    retry: false,
  });
  const type = invoiceTypes.find((each) => each === loaded.data?.invoice.type) ?? 'sell';
  const layout = useMemo(() => invoiceLayout(type), [type]);
  const shape = useMemo(() => lineShapeOf(invoiceDefinition, layout.hidden), [layout]);
  // No session tells this page the business's digits: the invoice does, as the business's own pages write them.
  usePageDigits(loaded.data?.latin_digits);
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) {
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="public-invoice-missing">
        {t('printing.publicMissing')}
      </Alert>
    );
  }
  const { business, invoice, party, currency, date_locale } = loaded.data;
  const { name, logo, ...profile } = business;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, mx: 'auto', maxWidth: 1000 }} data-testid="public-invoice">
      <Box sx={{ mb: 2, display: 'flex', gap: 1, '@media print': { display: 'none' } }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="print-now">
          {t('list.print')}
        </Button>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} href={`/api/v1/public/invoice/${encodeURIComponent(token)}/pdf`} download data-testid="public-pdf">
          {t('printing.pdf')}
        </Button>
      </Box>
      <OnlinePaymentBox token={token} currency={currency.name} precision={currency.decimal} />
      <BusinessCalendar.Provider value={date_locale}>
        <AmountPrecision.Provider value={currency.decimal}>
          <PrintedBusinessContext.Provider value={{ name, profile, currency: currency.name, logo }}>
            <PrintedPartyContext.Provider value={party}>
              <PrintSettingsContext.Provider value={settings}>
                <PrintedDocument
                  definition={invoiceDefinition}
                  layout={layout}
                  shape={shape}
                  screens={screensOf(invoiceDefinition, type)}
                  document={documentReader(invoiceDefinition).parse(invoice)}
                />
              </PrintSettingsContext.Provider>
            </PrintedPartyContext.Provider>
          </PrintedBusinessContext.Provider>
        </AmountPrecision.Provider>
      </BusinessCalendar.Provider>
    </Box>
  );
}
