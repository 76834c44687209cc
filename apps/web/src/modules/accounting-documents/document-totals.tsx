import { absMoney } from '@hesab/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldDisplay } from '../../shared/fields/field-display.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { amountField } from './document-fields.ts';
import type { DocumentTotals } from './document-lines.ts';

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

/** The running debit and credit totals under the grid, their difference, and whether the document balances. */
export function DocumentTotalsBar({ totals }: { totals: DocumentTotals }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const amount = (value: string) => <FieldDisplay field={amountField} value={value} row={{}} context={context} />;
  const unbalanced = totals.state === 'unbalanced';
  const heavierSide = totals.difference.startsWith('-') ? 'documents.creditAhead' : 'documents.debitAhead';
  return (
    <Box
      sx={{
        // Three figures side by side even on a phone; the verdict beside them, or under them on a phone.
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 180px)) 1fr' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: unbalanced ? 'error.main' : 'divider',
        bgcolor: unbalanced ? 'error.light' : 'transparent',
        color: unbalanced ? 'error.contrastText' : 'text.primary',
        '& .MuiTypography-caption': unbalanced ? { color: 'inherit' } : undefined,
      }}
      data-testid="document-totals"
      data-state={totals.state}
      role="status"
      aria-live="polite"
    >
      <Figure label={t('documents.debitTotal')} testId="document-debit-total">
        {amount(totals.debit)}
      </Figure>
      <Figure label={t('documents.creditTotal')} testId="document-credit-total">
        {amount(totals.credit)}
      </Figure>
      <Figure label={t('documents.difference')} testId="document-difference">
        {amount(absMoney(totals.difference))}
      </Figure>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'flex', justifyContent: 'flex-end' }}>
        {totals.state === 'balanced' && (
          <Chip color="success" icon={<CheckCircleOutlineIcon />} label={t('documents.balanced')} data-testid="document-balance-state" />
        )}
        {unbalanced && (
          <Chip
            color="error"
            icon={<ErrorOutlineIcon />}
            label={`${t('documents.unbalanced')} (${t(heavierSide)})`}
            sx={{ bgcolor: 'background.paper', color: 'error.main', '& .MuiChip-icon': { color: 'error.main' } }}
            data-testid="document-balance-state"
          />
        )}
      </Box>
    </Box>
  );
}
