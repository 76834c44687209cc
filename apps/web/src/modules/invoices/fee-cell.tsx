import { compareMoney, isZeroMoney, localizeDigits, multiplyMoney } from '@hesab/domain';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { amountText, dateText } from '../../shared/documents/document-fields.ts';
import { useForeignCurrency } from '../../shared/documents/document-currency.ts';
import type { LineCellProps } from '../../shared/documents/document-layout.ts';
import { amountOf, cellText, pickedItem } from '../../shared/documents/line-values.ts';
import { useBusinessFormat, useFormatContext } from '../../shared/fields/format-context.ts';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { fetchLastFee, fetchProductCost, invoiceLookupKeys } from './invoice-lookups-api.ts';
import { rowAmountCell, rowColumn, RowAmountInput, useProductTerms } from './row-amount-input.tsx';

const feeColumn = rowColumn('fee');
const idOf = (value: unknown) => (typeof value === 'number' ? value : null);
const hint = { display: 'block', lineHeight: 1.3, mt: 0.25, textAlign: 'start', overflowWrap: 'anywhere' } as const;

/**
 * A sale's fee (issue 16): beside it the fee this product last went at to this party (in the unit it was sold in, named
 * when it is not the row's), and, for a user allowed to see costs (the products list and a cost-seeing report's
 * permission, which `GET products/{id}/cost` asks), a warning when the fee (at the invoice's rate, in another currency) is at or below
 * what a unit costs on the invoice's date. The warning never stops the save.
 */
function FeeInput(props: LineCellProps) {
  const { line, name, header, documentId } = props;
  const { t } = useTranslation();
  const context = useFormatContext();
  const listsProducts = useHasPermission('ProductList');
  const seesProfit = useHasPermission('InvoiceProductProfitable');
  const seesProfitCost = useHasPermission('ReportProfitCost');
  const seesCost = listsProducts && (seesProfit || seesProfitCost);
  const product = pickedItem(line, 'product')?.id ?? null;
  const unit = pickedItem(line, 'unit')?.id ?? null;
  const person = idOf(header.person);
  const date = typeof header.date === 'string' ? header.date : '';
  const terms = useProductTerms(product);
  const last = useQuery({
    queryKey: invoiceLookupKeys.lastFee(product ?? 0, person ?? 0, 'sell', documentId),
    queryFn: ({ signal }) => fetchLastFee(product ?? 0, person ?? 0, 'sell', documentId, signal),
    enabled: product !== null && person !== null,
    staleTime: 60_000,
  });
  const cost = useQuery({
    queryKey: invoiceLookupKeys.cost(product ?? 0, date),
    queryFn: ({ signal }) => fetchProductCost(product ?? 0, date, signal),
    enabled: product !== null && date !== '' && seesCost,
    staleTime: 60_000,
  });

  // An invoice in another currency compares its fee at its rate with the cost, which is the business's money.
  const foreign = useForeignCurrency(header) !== null;
  const rate = amountOf(header.rate);
  const typed = amountOf(cellText(line, 'fee'));
  const fee = foreign ? multiplyMoney(typed, rate) : typed;
  const business = useBusinessFormat();
  const units = terms.data?.units ?? [];
  const baseUnit = units[0]?.id ?? null;
  // What one unit of the row costs: the unit cost of a base unit times the units in the row's unit.
  const size = units.find((each) => each.id === unit)?.value ?? '1';
  const unitCost = cost.data && !isZeroMoney(cost.data.unit_cost) ? multiplyMoney(cost.data.unit_cost, size) : null;
  const belowCost = unitCost !== null && !isZeroMoney(fee) && compareMoney(fee, unitCost) <= 0;
  const lastFee = last.data ?? null;
  // A row sent without a unit was in the product's base unit.
  const lastUnit = lastFee ? (lastFee.unit ?? baseUnit) : null;
  const lastUnitName = lastUnit !== null && lastUnit !== unit ? units.find((each) => each.id === lastUnit)?.name : undefined;

  return (
    <RowAmountInput column={feeColumn} cell={props}>
      {lastFee && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={hint}
          title={t('invoiceScreens.lastFeeTitle', {
            number: localizeDigits(String(lastFee.number), context.language),
            date: dateText(lastFee.date, context),
          })}
          data-testid={`${name}-last`}
        >
          {t(lastUnitName ? 'invoiceScreens.lastFeeOfUnit' : 'invoiceScreens.lastFee', { fee: amountText(lastFee.fee, context), unit: lastUnitName })}
        </Typography>
      )}
      {belowCost && (
        <Typography variant="caption" color="warning.dark" sx={{ ...hint, fontWeight: 600 }} role="status" data-testid={`${name}-below-cost`}>
          {t('invoiceScreens.atOrBelowCost', { cost: amountText(unitCost, business) })}
        </Typography>
      )}
    </RowAmountInput>
  );
}

/** The cell of a sale's (or pre-invoice's) `fee`. */
export const feeCell = rowAmountCell(feeColumn, FeeInput);
