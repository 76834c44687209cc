import { amountInWords, isZeroMoney, localizeDigits, type Money } from '@hesab/domain';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { amountText, dateText } from '../documents/document-fields.ts';
import { printSheetClass, printStyles } from '../documents/printed-document.tsx';
import { useFormatContext } from '../fields/format-context.ts';
import type { InvoiceFigure } from './invoice-figures.ts';
import { printFontFamily } from './print-font.ts';
import { usePrintedBusiness } from './printed-business.ts';

/* A counter sale's receipt on an 80 mm thermal roll (issues 18 and 19): one column, as long as the sale. */

/** A row as the roll prints it: what was sold, how many at what price, its discount and what it comes to. */
export interface RollReceiptRow {
  label: string;
  count: Money;
  fee: Money;
  discount: Money | null;
  total: Money;
}

/**
 * What a receipt prints, from the server's invoice or from a sale the till keeps: `number` is null while the sale
 * has not reached the server, and `reference` then names it (the till's own id for it).
 */
export interface RollReceiptContent {
  type: string;
  number: number | null;
  reference: string | null;
  date: string | null;
  party: string | null;
  rows: readonly RollReceiptRow[];
  figures: readonly InvoiceFigure[];
  payable: Money | null;
}

/** The roll's printable width (thermal printers leave some 4 mm each side of 80 mm) and its page. */
const printedWidth = '72mm';
export const rollPageStyles = printStyles({ '@page': { size: '80mm auto', margin: '2mm 4mm' } });

const dashed = '1px dashed #000';

export function RollReceipt({ receipt }: { receipt: RollReceiptContent }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const business = usePrintedBusiness();
  const digits = (value: number | string) => localizeDigits(String(value), context.language);
  const money = (value: Money) => amountText(value, context);
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
        <span data-testid="roll-number">
          {t(`invoices.typeOptions.${receipt.type}`)} {receipt.number === null ? '' : digits(receipt.number)}
        </span>
        <span>{receipt.date === null ? '' : dateText(receipt.date, context)}</span>
      </Box>
      {receipt.number === null && receipt.reference !== null && (
        <Box sx={{ fontSize: 11 }} data-testid="roll-reference">
          {t('printing.notYetNumbered')} <bdi dir="ltr">{receipt.reference}</bdi>
        </Box>
      )}
      {receipt.party !== null && receipt.party !== '' && (
        <Box data-testid="roll-party">
          {t('fields.person')}: <bdi>{receipt.party}</bdi>
        </Box>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, borderTop: dashed }}>
        {receipt.rows.map((row, index) => (
          <Box component="li" key={index} sx={{ borderBottom: dashed, py: 0.5, breakInside: 'avoid' }} data-testid="roll-row">
            <Box sx={{ fontWeight: 600 }}>
              {digits(index + 1)}. <bdi>{row.label}</bdi>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <bdi dir="ltr">
                {money(row.count)} × {money(row.fee)}
              </bdi>
              <bdi dir="ltr">{money(row.total)}</bdi>
            </Box>
            {row.discount !== null && !isZeroMoney(row.discount) && (
              <Box sx={{ fontSize: 11 }}>
                {t('invoices.rowDiscount')}: <bdi dir="ltr">{money(row.discount)}</bdi>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 1 }} data-testid="roll-totals">
        <tbody>
          {receipt.figures.map((figure) => (
            <Box component="tr" key={figure.name} sx={figure.name === 'payable' ? { fontWeight: 700, fontSize: 14 } : {}}>
              <Box component="th" sx={{ textAlign: 'start', fontWeight: 'inherit', py: 0.25 }}>
                {t(figure.label)}
              </Box>
              <Box component="td" sx={{ textAlign: 'end', whiteSpace: 'nowrap' }} data-testid={`roll-total-${figure.name}`}>
                <bdi dir="ltr">{money(figure.value)}</bdi> {figure.name === 'payable' ? business.currency : ''}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
      {receipt.payable !== null && wordsLanguage !== null && (
        <Box sx={{ borderTop: dashed, mt: 1, pt: 0.5, fontSize: 11 }} data-testid="roll-words">
          {amountInWords(receipt.payable, wordsLanguage)} {business.currency}
        </Box>
      )}
    </Box>
  );
}
