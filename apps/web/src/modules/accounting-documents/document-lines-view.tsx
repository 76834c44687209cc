import type { AccountingDocument } from '@hesab/contract';
import { isZeroMoney, localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { amountText } from './document-fields.ts';

interface DocumentLinesViewProps {
  document: AccountingDocument;
  /** `print`: black hairlines and a smaller type, for paper */
  variant: 'screen' | 'print';
}

/**
 * A saved document's lines as a plain table (a permanent document on screen, and the printed document): code and
 * name of the account, the detail account, the line's description, debit, credit, and the totals.
 */
export function DocumentLinesView({ document, variant }: DocumentLinesViewProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const print = variant === 'print';
  const border = print ? '1px solid #555' : '1px solid';
  const cellSx = {
    border,
    borderColor: print ? undefined : 'divider',
    px: 1,
    py: 0.75,
    textAlign: 'start',
    verticalAlign: 'top',
  } as const;
  const amountSx = { ...cellSx, whiteSpace: 'nowrap', width: '14%' } as const;
  const headSx = { ...cellSx, fontWeight: 700, bgcolor: print ? '#eee' : 'action.hover' } as const;
  const money = (value: string) => (isZeroMoney(value) ? '' : <bdi dir="ltr">{amountText(value, context)}</bdi>);
  const number = (value: number | string) => localizeDigits(String(value), context.language);

  return (
    // On a phone the table scrolls sideways in its box; on paper it takes the page's width.
    <Box sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: print ? 12 : 14,
          minWidth: 680,
          '@media print': { minWidth: 0 },
        }}
        data-testid="document-lines-view"
      >
        <thead>
          <tr>
            <Box component="th" sx={{ ...headSx, width: '5%' }}>
              {t('list.rowNumber')}
            </Box>
            <Box component="th" sx={{ ...headSx, width: '10%' }}>
              {t('documents.accountCode')}
            </Box>
            <Box component="th" sx={headSx}>
              {t('documents.account')}
            </Box>
            <Box component="th" sx={headSx}>
              {t('documents.detail')}
            </Box>
            <Box component="th" sx={headSx}>
              {t('documents.lineDescription')}
            </Box>
            <Box component="th" sx={{ ...headSx, width: '14%' }}>
              {t('documents.debit')}
            </Box>
            <Box component="th" sx={{ ...headSx, width: '14%' }}>
              {t('documents.credit')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {document.rows.map((row, index) => (
            <tr key={index} data-testid="document-view-line">
              <Box component="td" sx={cellSx}>
                {number(index + 1)}
              </Box>
              <Box component="td" sx={cellSx}>
                {number(row.account_code)}
              </Box>
              <Box component="td" sx={cellSx} dir="auto">
                {row.account_name}
              </Box>
              <Box component="td" sx={cellSx} dir="auto">
                {row.detail ? (row.detail_name ?? `#${number(row.detail)}`) : ''}
              </Box>
              <Box component="td" sx={cellSx} dir="auto">
                {row.description ?? ''}
              </Box>
              <Box component="td" sx={amountSx}>
                {money(row.debit)}
              </Box>
              <Box component="td" sx={amountSx}>
                {money(row.credit)}
              </Box>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Box component="td" colSpan={5} sx={{ ...headSx, textAlign: 'end' }}>
              {t('documents.total')}
            </Box>
            <Box component="td" sx={{ ...amountSx, fontWeight: 700 }} data-testid="document-view-debit-total">
              <bdi dir="ltr">{amountText(document.debit_total, context)}</bdi>
            </Box>
            <Box component="td" sx={{ ...amountSx, fontWeight: 700 }} data-testid="document-view-credit-total">
              <bdi dir="ltr">{amountText(document.credit_total, context)}</bdi>
            </Box>
          </tr>
        </tfoot>
      </Box>
    </Box>
  );
}
