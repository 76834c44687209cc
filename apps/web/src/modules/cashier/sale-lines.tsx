import { formatMoney, type InvoiceTotals } from '@hesab/domain';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import type { CartLine } from './sale-cart.ts';

/** The sale's lines on the counter; a line touched is the one the keypad's quantity key sets. */
export function SaleLines(props: { lines: readonly CartLine[]; totals: InvoiceTotals; precision: number; selected: number | null; onSelect(index: number): void; onRemove(index: number): void }) {
  const { lines, totals, precision, selected, onSelect, onRemove } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, { precision, language });
  const quantity = (amount: string) => formatMoney(amount, { precision: 4, language, trimZeros: true });
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="cashier-empty">
        {t('cashier.empty')}
      </Typography>
    );
  }
  return (
    <Table size="small" stickyHeader>
      <TableHead>
        <TableRow>
          <TableCell>{t('cashier.product')}</TableCell>
          <TableCell align="center">{t('cashier.count')}</TableCell>
          <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('cashier.fee')}
          </TableCell>
          <TableCell align="right">{t('cashier.total')}</TableCell>
          <TableCell padding="checkbox" />
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={line.product.id} hover selected={selected === index} onClick={() => onSelect(index)} data-testid="cashier-line" sx={{ cursor: 'pointer' }}>
            <TableCell data-testid={`cashier-line-${index}-name`}>{line.product.name}</TableCell>
            <TableCell align="center" data-testid={`cashier-line-${index}-count`}>
              {quantity(line.count)}
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {money(line.product.price ?? '0')}
            </TableCell>
            <TableCell align="right" data-testid={`cashier-line-${index}-total`}>
              {money(totals.rows[index]?.total ?? '0')}
            </TableCell>
            <TableCell padding="checkbox">
              <IconButton
                size="small"
                aria-label={t('cashier.remove')}
                onClick={(event) => {
                  event.stopPropagation();
                  onRemove(index);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
