import { compareMoney, formatMoney } from '@hesab/domain';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LineCellProps } from '../../shared/documents/document-layout.ts';
import { pickedItem } from '../../shared/documents/line-values.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { fetchReturnable, invoiceLookupKeys } from './invoice-lookups-api.ts';
import { rowAmountCell, rowColumn, RowAmountInput, useProductTerms } from './row-amount-input.tsx';

const countColumn = rowColumn('count');
const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * A return's count (issue 16): under it, what is left to return of the row's product on the invoice returned (sold
 * less the earlier returns, this one aside), in the product's base unit; the server refuses more.
 */
function ReturnCountInput(props: LineCellProps) {
  const { line, name, header, documentId } = props;
  const { t } = useTranslation();
  const context = useFormatContext();
  const returns = idOf(header.returns);
  const product = pickedItem(line, 'product')?.id ?? null;
  const returnable = useQuery({
    queryKey: invoiceLookupKeys.returnable(returns ?? 0, documentId),
    queryFn: ({ signal }) => fetchReturnable(returns ?? 0, documentId, signal),
    enabled: returns !== null,
  });
  const terms = useProductTerms(returns === null ? null : product);
  const item = product === null ? undefined : returnable.data?.find((each) => each.product === product);
  const baseUnit = terms.data?.units[0]?.name ?? '';
  const left = item && compareMoney(item.left, '0') > 0 ? item.left : null;
  return (
    <RowAmountInput column={countColumn} cell={props}>
      {returnable.data && product !== null && (
        <Typography
          variant="caption"
          color={left !== null ? 'text.secondary' : 'warning.dark'}
          sx={{ display: 'block', lineHeight: 1.3, mt: 0.25, textAlign: 'start' }}
          data-testid={`${name}-returnable`}
        >
          {left !== null
            ? `${t('invoiceScreens.returnableLeft', { count: formatMoney(left, { precision: 6, language: context.language, trimZeros: true }) })} ${baseUnit}`
            : t('invoiceScreens.returnableNone')}
        </Typography>
      )}
    </RowAmountInput>
  );
}

/** The cell of a return's `count`. */
export const returnCountCell = rowAmountCell(countColumn, ReturnCountInput);
