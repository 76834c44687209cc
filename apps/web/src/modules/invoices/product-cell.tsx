import { toLatinDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineCell, LineCellProps } from '../../shared/documents/document-layout.ts';
import { pickedItem, pickerItemOf } from '../../shared/documents/line-values.ts';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import type { PickerItem } from '../../shared/picker/picker-api.ts';
import { Picker } from '../../shared/picker/picker.tsx';
import { countedOnceMore, scannedLine, termsColumn } from './invoice-row-rules.ts';
import type { InvoiceType } from '@hesab/domain';
import { withProposedPrice, type ProposingType } from './invoice-lookups-api.ts';
import { fetchProductTerms, findProductByCode, productTermsKey } from './product-terms-api.ts';
import type { ProductTerms } from './product-terms.ts';

/** What a barcode scanner types: digits (Persian ones too), then Enter. */
const scannedCode = /^\d+$/;

/**
 * A row's product: a name or code typed searches the products picker; a barcode typed (or scanned) with Enter puts its
 * product on the row, or counts one more on the row that already has it in its default unit, and goes on to the next
 * line for the next scan. The product's terms follow it into the row (its unit, price and VAT).
 */
function ProductInput({ line, name, label, error, disabled, onChange, index, lines, onCellOf, onNextLine, header, proposing }: LineCellProps & { proposing: ProposingType | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const product = pickedItem(line, 'product');
  const idOf = (value: unknown) => (typeof value === 'number' ? value : null);
  // A sale's row is priced as the product's pricing rows propose for the party and branch on screen, a purchase's at the last purchase's fee.
  const priced = (terms: ProductTerms) => (proposing ? withProposedPrice(proposing, terms, idOf(header.person), idOf(header.branch)) : Promise.resolve(terms));

  const choose = (item: PickerItem | null) => {
    onChange(item);
    if (!item) return;
    // The name shows at once; the unit, fee and VAT when the product's terms are in (the rules check they are its).
    queryClient
      .fetchQuery({ queryKey: productTermsKey(item.id), queryFn: ({ signal }) => fetchProductTerms(item.id, signal) })
      .then(priced)
      .then((terms) => onCellOf(index, termsColumn, terms))
      .catch(handleError);
  };

  const scan = async (code: string, input: HTMLInputElement) => {
    let found: ProductTerms | null;
    let terms: ProductTerms;
    try {
      found = await findProductByCode(code);
      if (!found) {
        notify.error(t('invoices.noProductWithCode', { code }));
        return;
      }
      queryClient.setQueryData(productTermsKey(found.id), found);
      terms = await priced(found);
    } catch (failure) {
      handleError(failure);
      return;
    }
    const counted = scannedLine(lines, terms);
    const countedLine = counted === null ? undefined : lines[counted];
    if (counted !== null && countedLine) {
      onCellOf(counted, 'count', countedOnceMore(countedLine));
      // Leaving the box puts back what it holds, so the scanned code goes and the box waits for the next one.
      input.blur();
      input.focus();
      return;
    }
    onChange(pickerItemOf(terms.id, terms.name, terms.code), { [termsColumn]: terms });
    onNextLine();
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target;
    if (event.key !== 'Enter' || !(input instanceof HTMLInputElement)) return;
    const code = toLatinDigits(input.value.trim());
    if (!scannedCode.test(code) || input.value === product?.name) return;
    // Before the picker and the grid see it: this Enter is the scan's, not a choice in the list or a move.
    event.preventDefault();
    event.stopPropagation();
    void scan(code, input);
  };

  return (
    <Box onKeyDownCapture={onKeyDownCapture}>
      <Picker
        select="products"
        name={name}
        label={label}
        size="small"
        value={product}
        onChange={choose}
        allowAdd={false}
        required
        error={error}
        disabled={disabled}
        testId={`line-${index}-product-picker`}
      />
    </Box>
  );
}

/** The types whose row's fee the server proposes: a sale's by the product's pricing rows, a purchase's its last fee. */
const proposingTypes: readonly InvoiceType[] = ['sell', 'presale', 'purchase', 'returnPurchase'] satisfies readonly ProposingType[];
const isProposing = (type: InvoiceType): type is ProposingType => proposingTypes.includes(type);

/** The cell of an invoice row's `product`, priced as the server proposes for the invoice's type. */
export function productCellOf(type: InvoiceType): LineCell {
  const proposing = isProposing(type) ? type : null;
  return {
    Input: (props) => <ProductInput {...props} proposing={proposing} />,
    text: (line) => pickedItem(line, 'product')?.name ?? '',
  };
}
