import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineCell, LineCellProps } from '../../shared/documents/document-layout.ts';
import { pickedItem, pickerItemOf } from '../../shared/documents/line-values.ts';
import type { PickerItem } from '../../shared/picker/picker-api.ts';
import { termsColumn } from './invoice-row-rules.ts';
import { fetchProductTerms, productTermsKey } from './product-terms-api.ts';

/**
 * A row's unit: one of its product's units only (its base unit and sub-units), chosen by typing a few letters or with
 * the arrows, then Enter; the product's terms go with the choice so a fee at the product's price follows the unit.
 */
function UnitInput({ line, name, label, error, disabled, onChange, index }: LineCellProps) {
  const { t } = useTranslation();
  const product = pickedItem(line, 'product');
  const terms = useQuery({
    queryKey: productTermsKey(product?.id ?? 0),
    queryFn: ({ signal }) => fetchProductTerms(product?.id ?? 0, signal),
    enabled: product !== null,
  });
  const options = (terms.data?.units ?? []).map((unit) => pickerItemOf(unit.id, unit.name, ''));
  return (
    <Autocomplete<PickerItem, false, false, false>
      fullWidth
      size="small"
      autoHighlight
      disabled={disabled || product === null}
      value={pickedItem(line, 'unit')}
      options={options}
      loading={terms.isFetching}
      getOptionLabel={(item) => item.name}
      getOptionKey={(item) => item.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, item) => onChange(item, terms.data ? { [termsColumn]: terms.data } : undefined)}
      loadingText={t('picker.searching')}
      noOptionsText={t('picker.noData')}
      openText={t('picker.openList')}
      closeText={t('picker.closeList')}
      clearText={t('picker.clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={error !== undefined}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              // As the amount boxes do: what is typed on arriving from the keyboard replaces the unit shown.
              onFocus: (event: FocusEvent<HTMLInputElement>) => {
                params.slotProps.htmlInput.onFocus?.(event);
                event.target.select();
              },
              'data-testid': `line-${index}-unit-input`,
            },
          }}
        />
      )}
    />
  );
}

/** The cell of an invoice row's `unit`. */
export const unitCell: LineCell = {
  Input: UnitInput,
  text: (line) => pickedItem(line, 'unit')?.name ?? '',
};
