import { appRoutes, invoiceDefinition, referenceLabel } from '@hesab/contract';
import { isMoney } from '@hesab/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { documentQueryKeys, fetchDocument, type LoadedDocument } from '../../shared/documents/document-api.ts';
import { useDocumentPrecision } from '../../shared/documents/document-currency.ts';
import { documentIdOf } from '../../shared/documents/document-paths.ts';
import { NotFoundPage } from '../../shared/errors/not-found-page.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useKeyShortcut } from '../../shared/hooks/use-key-shortcut.ts';
import { printedInvoiceFigures } from '../../shared/print/invoice-figures.ts';
import { RollReceipt, rollPageStyles, type RollReceiptContent } from '../../shared/print/roll-receipt.tsx';
import { useAutoPrint } from '../../shared/print/use-auto-print.ts';

/* A counter sale's receipt on an 80 mm thermal roll (rollprint/invoice/{id}, issue 18), drawn from the server's invoice. */

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const moneyOf = (value: unknown) => (isMoney(value) ? value : '0');
const productField = invoiceDefinition.lines.columns.find((column) => column.name === 'product') ?? { name: 'product' };

/** The receipt of a saved invoice, its rows' totals and figures as the A4 print has them (in its currency's `decimals`). */
function receiptOf(invoice: LoadedDocument, decimals: number): RollReceiptContent {
  const { rows, figures, payable } = printedInvoiceFigures(invoice, decimals);
  return {
    type: textOf(invoice.type) || 'sell',
    number: typeof invoice.number === 'number' ? invoice.number : null,
    reference: null,
    date: typeof invoice.date === 'string' ? invoice.date : null,
    party: textOf(invoice.person_label) || null,
    rows: rows.map((row) => ({
      label: referenceLabel(row, productField) ?? '',
      count: moneyOf(row.count),
      fee: moneyOf(row.fee),
      discount: isMoney(row.discount) ? row.discount : null,
      total: moneyOf(row.total),
    })),
    figures,
    payable,
  };
}

/** `rollprint/invoice/{id}`: the receipt, its print button (F8) and the way back; `?autoprint=1` prints it once drawn. */
export function RollPrintPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const invoiceId = id === undefined ? null : documentIdOf(id);
  const loaded = useQuery({
    queryKey: documentQueryKeys.edit(invoiceDefinition, invoiceId ?? 0),
    queryFn: () => fetchDocument(invoiceDefinition, invoiceId ?? 0),
    enabled: invoiceId !== null,
    staleTime: 0,
  });
  const context = useFormatContext();
  const decimals = useDocumentPrecision(loaded.data ?? {}) ?? context.currencyPrecision;
  useKeyShortcut({ key: 'F8' }, () => window.print(), loaded.isSuccess);
  useAutoPrint(search.get('autoprint') === '1' && loaded.isSuccess);
  if (invoiceId === null) return <NotFoundPage />;
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  return (
    <Box data-testid="roll-print-page">
      {/* Only the receipt goes to the roll, as long as it is: the app's frame and this page's buttons stay on screen. */}
      <GlobalStyles styles={rollPageStyles} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, '@media print': { display: 'none' } }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="roll-print-now">
          {t('printing.print')}
        </Button>
        <Button component={Link} to={appRoutes.InvoicePrint.path.replace(':id?', String(invoiceId))} startIcon={<ArrowBackIcon />} data-testid="roll-back">
          {t('invoiceScreens.invoicePrint')}
        </Button>
      </Box>
      <Box sx={{ border: '1px solid #ccc', width: 'fit-content', mx: 'auto', '@media print': { border: 'none' } }}>
        <RollReceipt receipt={receiptOf(loaded.data, decimals)} />
      </Box>
    </Box>
  );
}
