import type { YearClosingDocument } from '@hesab/contract';
import { absMoney, formatMoney, isZeroMoney, localizeDigits } from '@hesab/domain';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import LockClockIcon from '@mui/icons-material/LockClock';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../shared/dialogs/dialog-context.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { formatBusinessDate, todayIso } from '../../shared/format/dates.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import type { PickerItem } from '../../shared/picker/picker-api.ts';
import { Picker } from '../../shared/picker/picker.tsx';
import { useInit } from '../../shared/session/session-queries.ts';
import { ClosingDocuments } from './closing-documents.tsx';
import { readinessOf } from './closing-readiness.ts';
import { ClosingSummary } from './closing-summary.tsx';
import { closeTemporaryAccounts, closeYear, fetchClosingState, yearClosingQueryKey } from './year-closing-api.ts';

interface StepProps {
  label: string;
  hint: string;
  icon: ReactNode;
  enabled: boolean;
  running: boolean;
  busy: boolean;
  onClick(): void;
  testId: string;
}

function Step({ label, hint, icon, enabled, running, busy, onClick, testId }: StepProps) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        onClick={onClick}
        disabled={!enabled || busy}
        startIcon={running ? <CircularProgress size={18} color="inherit" /> : icon}
        data-testid={testId}
      >
        {label}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Stack>
  );
}

/**
 * ClosingOpeningDocument: closes the temporary accounts, or the whole year opening the next, after a confirmation.
 * CloseDocumentAccount (`scope="accounts"`) is its first step alone: the year stays open.
 */
export function YearClosingPage({ scope = 'year' }: { scope?: 'year' | 'accounts' }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dialogs = useDialogs();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dateLocale = useInit().data?.date_locale ?? 'fa';
  const { currencyPrecision } = useFormatContext();
  const [posted, setPosted] = useState<readonly YearClosingDocument[]>([]);
  // The capital account the opening balance moves to: the chart's until the owner picks another.
  const [capital, setCapital] = useState<PickerItem | null>(null);
  const state = useQuery({ queryKey: yearClosingQueryKey, queryFn: fetchClosingState });

  const afterPosting = (answer: { documents: YearClosingDocument[]; message: string }) => {
    notify.success(answer.message);
    setPosted(answer.documents);
    // The main year, its documents and every report may have changed: everything is read again.
    void queryClient.invalidateQueries();
  };
  const accounts = useMutation({ mutationFn: closeTemporaryAccounts, onSuccess: afterPosting });
  const year = useMutation({ mutationFn: closeYear, onSuccess: afterPosting });
  const busy = accounts.isPending || year.isPending;

  if (state.isPending) return <LinearProgress />;
  if (state.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  const current = state.data;
  const readiness = readinessOf(current, todayIso());
  const dateOf = (isoDate: string) => formatBusinessDate(isoDate, dateLocale, language);
  const yearName = localizeDigits(current.year_name, language);
  const nextName = localizeDigits(current.next_year.name, language);

  const confirmed = (title: string, message: string) =>
    dialogs.confirm({ title, message, confirmText: t('closing.confirm'), cancelText: t('closing.cancel') });
  const runCloseAccounts = async () => {
    if (await confirmed(t('closing.closeAccounts'), t('closing.closeAccountsConfirm', { date: dateOf(current.end_date) }))) {
      accounts.mutate(current.year_id);
    }
  };
  const chartCapital = current.capital_account;
  const capitalShown: PickerItem | null =
    capital ?? (chartCapital ? { id: chartCapital.id, name: chartCapital.name, label: chartCapital.code, color: null, remain: null } : null);
  const openingHeld = scope === 'year' && !current.closed && !isZeroMoney(current.opening_balance);
  const runCloseYear = async () => {
    if (await confirmed(t('closing.closeYear'), t('closing.closeYearConfirm', { year: yearName, next: nextName }))) {
      year.mutate({ yearId: current.year_id, capitalAccount: openingHeld ? capitalShown?.id : undefined });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }} data-testid="year-closing" data-scope={scope}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {scope === 'year' ? t('closing.title') : t('menu.closeDocumentAccount')}
        </Typography>
        {busy && (
          <Stack spacing={1} data-testid="closing-progress" role="status">
            <LinearProgress />
            <Typography variant="body2">{t('closing.running')}</Typography>
          </Stack>
        )}
        {posted.length > 0 && (
          <Alert severity="success" data-testid="closing-posted">
            <AlertTitle>{t('closing.posted')}</AlertTitle>
            <ClosingDocuments documents={posted} dateOf={dateOf} testId="closing-posted-documents" />
          </Alert>
        )}
        {current.closed && <Alert severity="info">{t('closing.yearIsClosed')}</Alert>}
        {readiness.endsLater && <Alert severity="warning">{t('closing.notEnded')}</Alert>}
        <ClosingSummary state={current} dateOf={dateOf} />
        {openingHeld && (
          <Alert severity="info" data-testid="closing-opening-balance" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
            <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
              <span>
                {t('closing.openingBalance', {
                  amount: formatMoney(absMoney(current.opening_balance), { precision: currencyPrecision, language }),
                })}
              </span>
              <Picker
                select="account"
                label={t('closing.capitalAccount')}
                value={capitalShown}
                onChange={setCapital}
                allowAdd={false}
                required
                size="small"
                testId="closing-capital-account"
              />
            </Stack>
          </Alert>
        )}
        <Divider />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Step
            label={t('closing.closeAccounts')}
            hint={t('closing.closeAccountsHint')}
            icon={<LockClockIcon />}
            enabled={readiness.canCloseAccounts}
            running={accounts.isPending}
            busy={busy}
            onClick={() => void runCloseAccounts()}
            testId="close-accounts"
          />
          {scope === 'year' && (
            <Step
              label={t('closing.closeYear')}
              hint={t('closing.closeYearHint', { next: nextName })}
              icon={<EventRepeatIcon />}
              enabled={readiness.canCloseYear}
              running={year.isPending}
              busy={busy}
              onClick={() => void runCloseYear()}
              testId="close-year"
            />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
