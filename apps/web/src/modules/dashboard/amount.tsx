import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatAmount } from '../../shared/fields/money-type.tsx';
import { useBusinessFormat } from '../../shared/fields/format-context.ts';

/** An amount in the business's money and the language's digits, kept left to right so a minus stays before its digits. */
export function Amount({ value, sx, testId }: { value: string; sx?: SxProps<Theme>; testId?: string }) {
  const context = useBusinessFormat();
  return (
    <Box component="bdi" dir="ltr" data-testid={testId} sx={[{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {formatAmount(value, context.currencyPrecision, context)}
    </Box>
  );
}
