import { costRebuild, costRebuildFailure, costRebuildProgress } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';

type Run = { state: 'idle' } | { state: 'running'; done: number; total: number } | { state: 'done'; text: string; failed: boolean };

/**
 * `POST products/rebuildCost` (spec: "Cost rebuild"): every sale costed again by its products' methods, in one
 * transaction; the dialog shows the products costed of all as the server streams them, then what was reposted.
 */
export function CostRebuildButton() {
  const { t } = useTranslation();
  const { language } = useFormatContext();
  const handleError = useApiErrorHandler();
  const [open, setOpen] = useState(false);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const digits = (value: number) => localizeDigits(value.toLocaleString('en'), language);

  const start = async () => {
    setRun({ state: 'running', done: 0, total: 0 });
    try {
      const last = await api.postStreamed('products/rebuildCost', (line) => {
        const read = costRebuildProgress.safeParse(line);
        if (read.success) setRun({ state: 'running', ...read.data.progress });
      });
      const rebuilt = costRebuild.safeParse(last);
      if (rebuilt.success) {
        setRun({ state: 'done', failed: false, text: t('products.costRebuilt', { products: digits(rebuilt.data.products), sales: digits(rebuilt.data.sales) }) });
      } else setRun({ state: 'done', failed: true, text: costRebuildFailure.parse(last).message });
    } catch (failure) {
      setRun({ state: 'idle' });
      handleError(failure);
    }
  };

  const running = run.state === 'running';
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="cost-rebuild">
        {t('products.costRebuild')}
      </Button>
      <Dialog open={open} onClose={() => !running && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('products.costRebuild')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('products.costRebuildHint')}</Typography>
          {running && (
            <>
              <LinearProgress variant={run.total > 0 ? 'determinate' : 'indeterminate'} value={run.total > 0 ? (100 * run.done) / run.total : 0} data-testid="cost-rebuild-progress" />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('products.costRebuildProgress', { done: digits(run.done), total: digits(run.total) })}
              </Typography>
            </>
          )}
          {run.state === 'done' && (
            <Alert severity={run.failed ? 'error' : 'success'} data-testid="cost-rebuild-result">
              {run.text}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={running}>
            {t('products.close')}
          </Button>
          <Button variant="contained" onClick={() => void start()} disabled={running} data-testid="cost-rebuild-start">
            {t('products.costRebuildStart')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
