import type { DocumentDefinition } from '@hesab/contract';
import type { Money } from '@hesab/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldDisplay } from '../fields/field-display.tsx';
import { useFormatContext } from '../fields/format-context.ts';
import type { DocumentLayout, Reckoning } from './document-layout.ts';
import { amountField, totalTestId } from './document-fields.ts';

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="div" sx={{ fontWeight: 700 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

interface DocumentTotalsBarProps {
  definition: DocumentDefinition;
  layout: DocumentLayout;
  sums: Readonly<Record<string, Money>>;
  reckoning?: Reckoning;
}

/**
 * The running totals of the definition under the grid, the figures the kind works out of the document, and where the
 * kind judges them, its figures and verdict.
 */
export function DocumentTotalsBar({ definition, layout, sums, reckoning }: DocumentTotalsBarProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const amount = (value: string) => <FieldDisplay field={amountField} value={value} row={{}} context={context} />;
  const verdict = layout.verdict?.(sums, context);
  const figures = [
    ...(definition.totals ?? []).map((total) => ({ label: total.label, value: sums[total.name] ?? '0', testId: totalTestId(total.name) })),
    ...(reckoning?.figures ?? []),
    ...(verdict?.figures ?? []),
  ];
  const wrong = verdict?.wrong === true;
  const count = Math.max(figures.length, 1);
  return (
    <Box
      sx={{
        // The figures side by side, three a line at most on a phone and wrapping where there are many (an invoice's);
        // the verdict beside them, or under them on a phone.
        display: 'grid',
        gridTemplateColumns: {
          xs: `repeat(${Math.min(count, 3)}, minmax(0, 1fr))`,
          sm: count > 4 ? 'repeat(auto-fill, minmax(150px, 1fr))' : `repeat(${count}, minmax(0, 180px)) 1fr`,
        },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: wrong ? 'error.main' : 'divider',
        bgcolor: wrong ? 'error.light' : 'transparent',
        color: wrong ? 'error.contrastText' : 'text.primary',
        '& .MuiTypography-caption': wrong ? { color: 'inherit' } : undefined,
      }}
      data-testid="document-totals"
      data-state={verdict?.state}
      role="status"
      aria-live="polite"
    >
      {figures.map((figure) => (
        <Figure key={figure.testId} label={t(figure.label)} testId={figure.testId}>
          {amount(figure.value)}
        </Figure>
      ))}
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'flex', justifyContent: 'flex-end' }}>
        {verdict?.verdict && (
          <Chip
            color={verdict.verdict.tone}
            icon={verdict.verdict.tone === 'success' ? <CheckCircleOutlineIcon /> : <ErrorOutlineIcon />}
            label={verdict.verdict.label}
            sx={
              verdict.verdict.tone === 'error'
                ? { bgcolor: 'background.paper', color: 'error.main', '& .MuiChip-icon': { color: 'error.main' } }
                : undefined
            }
            data-testid="document-balance-state"
          />
        )}
      </Box>
    </Box>
  );
}
