import { invoiceDefinition, type LineColumn } from '@hesab/contract';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LineCell, LineCellProps } from '../../shared/documents/document-layout.ts';
import { cellText } from '../../shared/documents/line-values.ts';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { fieldSpec } from '../../shared/fields/registry.ts';
import { fetchProductTerms, productTermsKey } from './product-terms-api.ts';

/* An amount cell of an invoice's rows with a note under its box (a sale's last fee, a return's count left). */

/** The definition's column of an invoice's rows. */
export function rowColumn(name: string): LineColumn {
  const column = invoiceDefinition.lines.columns.find((each) => each.name === name);
  if (!column) throw new RangeError(`an invoice row has no ${name}`);
  return column;
}

/** The product's terms (its units and their names), in the cache the product and unit cells share. */
export function useProductTerms(product: number | null) {
  return useQuery({
    queryKey: productTermsKey(product ?? 0),
    queryFn: ({ signal }) => fetchProductTerms(product ?? 0, signal),
    enabled: product !== null,
  });
}

/** The amount's box as the registry draws its column, and what the cell says under it. */
export function RowAmountInput({ column, cell, children }: { column: LineColumn; cell: LineCellProps; children?: ReactNode }) {
  return (
    <Box>
      <FieldInput
        field={{ ...column, name: cell.name }}
        value={cell.line.values[column.name]}
        onChange={cell.onChange}
        onBlur={() => undefined}
        label={cell.label}
        error={cell.error}
        disabled={cell.disabled}
        values={{}}
        resource={invoiceDefinition.logType}
      />
      {children}
    </Box>
  );
}

/** The cell of an amount column drawn by `Input`, shown and printed as its column's amounts are. */
export function rowAmountCell(column: LineColumn, Input: LineCell['Input']): LineCell {
  return {
    Input,
    text: (line, context) => {
      const text = cellText(line, column.name);
      return text === '' ? '' : fieldSpec(column).text(text, column, context, {});
    },
  };
}
