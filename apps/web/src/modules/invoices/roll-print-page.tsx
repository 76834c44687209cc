import { appRoutes, invoiceDefinition, referenceLabel } from '@hesab/contract';
import { amountInWords, isMoney, isZeroMoney, localizeDigits } from '@hesab/domain';
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
import { amountText, dateText } from '../../shared/documents/document-fields.ts';
import { documentIdOf } from '../../shared/documents/document-paths.ts';
import { NotFoundPage } from '../../shared/errors/not-found-page.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useKeyShortcut } from '../../shared/hooks/use-key-shortcut.ts';
import { printFontFamily } from '../../shared/print/print-font.ts';
import { printSheetClass, printStyles } from '../../shared/documents/printed-document.tsx';
import { usePrintedBusiness } from '../../shared/print/printed-business.ts';
import { useAutoPrint } from '../../shared/print/use-auto-print.ts';
import { invoiceFigures } from './printed-invoice.tsx';

/* A counter sale's receipt on an 80 mm thermal roll (rollprint/invoice/{id}, issue 18): one column, as long as the sale. */

/** The roll's width and its printable width: thermal printers leave some 4 mm each side. */
const rollWidth = '80mm';
const printedWidth = '72mm';

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const dashed = '1px dashed #000';

function Receipt({ invoice }: { invoice: LoadedDocument }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const business = usePrintedBusiness();
  const money = (value: unknown) => (isMoney(value) ? amountText(value, context) : '');
  const digits = (value: unknown) => localizeDigits(typeof value === 'number' ? String(value) : textOf(value), context.language);
  const rows = Array.isArray(invoice.rows) ? (invoice.rows as Readonly<Record<string, unknown>>[]) : [];
  const productField = invoiceDefinition.lines.columns.find((column) => column.name === 'product') ?? { name: 'product' };
  const figures = invoiceFigures(invoice);
  const payable = invoice.payable;
  const wordsLanguage = context.language === 'fa' || context.language === 'en' ? context.language : null;
  const phone = business.profile?.phone ?? '';
  const address = business.profile?.address ?? '';
  return (
    <Box
      className={printSheetClass}
      sx={{ width: printedWidth, mx: 'auto', fontFamily: `'${printFontFamily}', Vazirmatn, sans-serif`, fontSize: 12, lineHeight: 1.6, color: '#000', bgcolor: '#fff', p: '2mm' }}
      data-testid="roll-receipt"
    >
      <Box sx={{ textAlign: 'center', borderBottom: dashed, pb: 1, mb: 1 }}>
        {business.logo && <Box component="img" src={business.logo} alt="" sx={{ display: 'block', mx: 'auto', maxHeight: 48, maxWidth: '60%', mb: 0.5, filter: 'grayscale(1)' }} />}
        <Box sx={{ fontWeight: 700, fontSize: 15 }} data-testid="roll-business">
          {business.name}
        </Box>
        {phone !== '' && <Box>{digits(phone)}</Box>}
        {address !== '' && <Box sx={{ fontSize: 11 }}>{address}</Box>}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <span>
          {t(`invoices.typeOptions.${textOf(invoice.type) || 'sell'}`)} {digits(invoice.number)}
        </span>
        <span>{typeof invoice.date === 'string' ? dateText(invoice.date, context) : ''}</span>
      </Box>
      {textOf(invoice.person_label) !== '' && (
        <Box data-testid="roll-party">
          {t('fields.person')}: <bdi>{textOf(invoice.person_label)}</bdi>
        </Box>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, borderTop: dashed }}>
        {rows.map((row, index) => (
          <Box component="li" key={index} sx={{ borderBottom: dashed, py: 0.5, breakInside: 'avoid' }} data-testid="roll-row">
            <Box sx={{ fontWeight: 600 }}>
              {digits(index + 1)}. <bdi>{referenceLabel(row, productField) ?? ''}</bdi>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <bdi dir="ltr">
                {amountText(String(row.count ?? '0'), context)} × {money(row.fee)}
              </bdi>
              <bdi dir="ltr">{money(row.total)}</bdi>
            </Box>
            {isMoney(row.discount) && !isZeroMoney(row.discount) && (
              <Box sx={{ fontSize: 11 }}>
                {t('invoices.rowDiscount')}: <bdi dir="ltr">{money(row.discount)}</bdi>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 1 }} data-testid="roll-totals">
        <tbody>
          {figures.map((figure) => (
            <Box component="tr" key={figure.name} sx={figure.name === 'payable' ? { fontWeight: 700, fontSize: 14 } : {}}>
              <Box component="th" sx={{ textAlign: 'start', fontWeight: 'inherit', py: 0.25 }}>
                {t(figure.label)}
              </Box>
              <Box component="td" sx={{ textAlign: 'end', whiteSpace: 'nowrap' }} data-testid={`roll-total-${figure.name}`}>
                <bdi dir="ltr">{amountText(figure.value, context)}</bdi> {figure.name === 'payable' ? business.currency : ''}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
      {isMoney(payable) && wordsLanguage !== null && (
        <Box sx={{ borderTop: dashed, mt: 1, pt: 0.5, fontSize: 11 }} data-testid="roll-words">
          {amountInWords(payable, wordsLanguage)} {business.currency}
        </Box>
      )}
    </Box>
  );
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
  useKeyShortcut({ key: 'F8' }, () => window.print(), loaded.isSuccess);
  useAutoPrint(search.get('autoprint') === '1' && loaded.isSuccess);
  if (invoiceId === null) return <NotFoundPage />;
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  return (
    <Box data-testid="roll-print-page">
      {/* Only the receipt goes to the roll, as long as it is: the app's frame and this page's buttons stay on screen. */}
      <GlobalStyles styles={printStyles({ '@page': { size: `${rollWidth} auto`, margin: '2mm 4mm' } })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, '@media print': { display: 'none' } }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="roll-print-now">
          {t('printing.print')}
        </Button>
        <Button component={Link} to={appRoutes.InvoicePrint.path.replace(':id?', String(invoiceId))} startIcon={<ArrowBackIcon />} data-testid="roll-back">
          {t('invoiceScreens.invoicePrint')}
        </Button>
      </Box>
      <Box sx={{ border: '1px solid #ccc', width: 'fit-content', mx: 'auto', '@media print': { border: 'none' } }}>
        <Receipt invoice={loaded.data} />
      </Box>
    </Box>
  );
}
