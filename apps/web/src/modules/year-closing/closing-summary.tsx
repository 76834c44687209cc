import { appRoutes, type YearClosingState } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { ClosingDocuments } from './closing-documents.tsx';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack spacing={0.5} data-testid={testId}>
      <Typography variant="subtitle2" color="text.secondary" component="h2">
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

interface ClosingSummaryProps {
  state: YearClosingState;
  dateOf(isoDate: string): string;
}

/** Where the main year stands: its period, what still holds the closing back, and the year that comes next. */
export function ClosingSummary({ state, dateOf }: ClosingSummaryProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const period = (start: string, end: string) => t('closing.period', { start: dateOf(start), end: dateOf(end) });
  const pending = state.temporary_documents;

  return (
    <Stack spacing={2.5}>
      <Fact label={t('closing.currentYear')} testId="closing-year">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{localizeDigits(state.year_name, language)}</Typography>
          <Chip
            size="small"
            color={state.closed ? 'default' : 'success'}
            label={state.closed ? t('closing.yearClosed') : t('closing.yearOpen')}
          />
        </Stack>
        <Typography variant="body2">{period(state.start_date, state.end_date)}</Typography>
      </Fact>
      <Fact label={t('closing.temporaryDocuments')} testId="closing-temporary-documents">
        {pending === 0 ? (
          <Typography variant="body2">{t('closing.temporaryDocumentsNone')}</Typography>
        ) : (
          <Alert
            severity="warning"
            action={
              <Button component={GuardedLink} to={appRoutes.ConvertTempToPermanentDocuments.path} color="inherit" size="small">
                {t('closing.convertLink')}
              </Button>
            }
          >
            {t('closing.temporaryDocumentsLeft', { number: localizeDigits(String(pending), language) })}
          </Alert>
        )}
      </Fact>
      <Fact label={t('closing.temporaryAccounts')} testId="closing-temporary-accounts">
        <Typography variant="body2">
          {state.temporary_accounts_open ? t('closing.temporaryAccountsOpen') : t('closing.temporaryAccountsClosed')}
        </Typography>
      </Fact>
      {!state.closed && (
        <Fact label={t('closing.nextYear')} testId="closing-next-year">
          <Typography sx={{ fontWeight: 600 }}>{localizeDigits(state.next_year.name, language)}</Typography>
          <Typography variant="body2">{period(state.next_year.start_date, state.next_year.end_date)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {state.next_year.id === null ? t('closing.nextYearNew') : t('closing.nextYearExists')}
          </Typography>
        </Fact>
      )}
      <Fact label={t('closing.documents')} testId="closing-documents">
        {state.documents.length === 0 ? (
          <Typography variant="body2">{t('closing.noDocuments')}</Typography>
        ) : (
          <ClosingDocuments documents={state.documents} dateOf={dateOf} testId="closing-year-documents" />
        )}
      </Fact>
    </Stack>
  );
}
