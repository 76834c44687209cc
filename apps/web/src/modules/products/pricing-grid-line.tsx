import { pricingRowTypes } from '@hesab/contract';
import { formatMoney, localizeDigits, sanitizeMoneyTyping } from '@hesab/domain';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { ReferencePicker } from '../../shared/fields/reference-picker.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { RowActions } from '../../shared/resources/row-actions.tsx';
import { pricingReferenceColumns, type GridEdit, type GridRow } from './pricing-grid-rows.ts';

/** Counts and percents take 4 decimals; a price its product currency's digits. */
const quantityPrecision = 4;

interface PricingGridLineProps {
  row: GridRow;
  number: number;
  errors: Record<string, string> | undefined;
  onEdit(key: string, edit: GridEdit): void;
  onProduct(key: string, product: number | null): void;
  onRemove(key: string): void;
}

const amountColumns = [
  { name: 'minCount', label: 'products.minCount' },
  { name: 'maxCount', label: 'products.maxCount' },
  { name: 'percent', label: 'products.percent' },
  { name: 'price', label: 'products.price' },
] as const;

/** The form the reference pickers belong to, as the field registry asks of every input. */
const pickerResource = 'products';

/** One row of the pricing grid; memoised, since a page holds up to 1,000 of them and an edit changes one. */
export const PricingGridLine = memo(function PricingGridLine({ row, number, errors, onEdit, onProduct, onRemove }: PricingGridLineProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const cell = { size: 'small', fullWidth: true, variant: 'standard' } as const;
  return (
    <TableRow data-testid="pricing-row" data-changed={row.changed} selected={row.changed}>
      <TableCell>{localizeDigits(String(number), context.language)}</TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        {row.id === undefined ? (
          <ReferencePicker
            name="product"
            resource="products"
            value={row.product}
            valueLabel={row.product_label}
            onChange={(product) => onProduct(row.key, product)}
            label={t('productTools.pricing.product')}
            error={errors?.product}
            required
            size="small"
            testId="pricing-product"
          />
        ) : (
          row.product_label
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 100 }}>
        <TextField
          {...cell}
          select
          value={row.type}
          onChange={(event) => onEdit(row.key, { type: event.target.value === 'discount' ? 'discount' : 'price' })}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t('products.pricingType'), 'data-testid': 'pricing-type' } }}
        >
          {pricingRowTypes.map((type) => (
            <option key={type} value={type}>
              {t(`products.pricingTypeOptions.${type}`)}
            </option>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <TextField
          {...cell}
          value={row.name}
          onChange={(event) => onEdit(row.key, { name: event.target.value })}
          error={errors?.name !== undefined}
          helperText={errors?.name}
          slotProps={{ htmlInput: { 'aria-label': t('fields.name'), 'data-testid': 'pricing-name' } }}
        />
      </TableCell>
      {pricingReferenceColumns.map((column) => (
        <TableCell key={column.name} sx={{ minWidth: 190 }}>
          <FieldInput
            field={column}
            value={row[column.name] ?? null}
            onChange={(id) => onEdit(row.key, { [column.name]: typeof id === 'number' ? id : null })}
            // Rows are checked on saving, as in the product form's pricing rows.
            onBlur={() => undefined}
            label={t(column.label)}
            error={errors?.[column.name]}
            values={{}}
            // The page names the chosen record, so a picker does not read each by id.
            record={{ [`${column.name}_label`]: row[`${column.name}_label`] }}
            resource={pickerResource}
          />
        </TableCell>
      ))}
      {amountColumns.map(({ name, label }) => (
        <TableCell key={name} sx={{ minWidth: 110 }}>
          <TextField
            {...cell}
            value={row[name] ?? ''}
            onChange={(event) =>
              onEdit(row.key, { [name]: sanitizeMoneyTyping(event.target.value, name === 'price' ? row.precision : quantityPrecision) })
            }
            error={errors?.[name] !== undefined}
            helperText={errors?.[name]}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal', 'aria-label': t(label), 'data-testid': `pricing-${name}` } }}
          />
        </TableCell>
      ))}
      <TableCell>
        <Checkbox
          size="small"
          checked={row.woocommerce ?? false}
          onChange={(event) => onEdit(row.key, { woocommerce: event.target.checked })}
          slotProps={{ input: { 'aria-label': t('products.woocommerce') } }}
        />
      </TableCell>
      <TableCell data-testid="pricing-cost">
        <bdi dir="ltr">{row.cost === null ? '' : formatMoney(row.cost, { precision: row.precision, language: context.language })}</bdi>
      </TableCell>
      <TableCell padding="checkbox">
        <RowActions onDelete={() => onRemove(row.key)} />
      </TableCell>
    </TableRow>
  );
});
