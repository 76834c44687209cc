import { localizeDigits } from '@hesab/domain';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../shared/dialogs/dialog-context.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { checksQueryKeys, fetchTemporaryCount, renumberDocuments } from './checks-api.ts';

/**
 * documentNumbering: numbers the year's temporary documents again in date order, after the permanent ones,
 * whose printed numbers never change.
 */
export function DocumentNumberingPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dialogs = useDialogs();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const temporary = useQuery({ queryKey: checksQueryKeys.temporaryCount, queryFn: fetchTemporaryCount, staleTime: 0 });
  const renumber = useMutation({
    mutationFn: renumberDocuments,
    onSuccess: (answer) => {
      notify.success(t('checks.renumbered', { count: answer.count, n: localizeDigits(String(answer.count), language) }));
      // Numbers show in the document list, the book and every report.
      void queryClient.invalidateQueries();
    },
  });
  const count = temporary.data ?? 0;
  const run = async () => {
    const confirmed = await dialogs.confirm({
      title: t('menu.documentNumbering'),
      message: t('checks.numberingConfirm', { n: localizeDigits(String(count), language) }),
      confirmText: t('checks.renumber'),
      cancelText: t('common.close'),
    });
    if (confirmed) renumber.mutate();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }} data-testid="document-numbering">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('menu.documentNumbering')}
        </Typography>
        <Typography variant="body1">{t('checks.numberingHint')}</Typography>
        {temporary.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
        {temporary.data !== undefined && (
          <Alert severity={count > 0 ? 'info' : 'success'} data-testid="temporary-count">
            {count > 0 ? t('checks.temporaryCount', { n: localizeDigits(String(count), language) }) : t('checks.nothingToNumber')}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={() => void run()}
          disabled={count === 0 || renumber.isPending}
          startIcon={renumber.isPending ? <CircularProgress size={18} color="inherit" /> : <FormatListNumberedIcon />}
          data-testid="renumber"
        >
          {t('checks.renumber')}
        </Button>
      </Stack>
    </Paper>
  );
}
