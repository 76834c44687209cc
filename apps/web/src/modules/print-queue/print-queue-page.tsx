import { localizeDigits } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { printAgent, usePrintAgent, type AgentState, type PrintJobStatus } from '../../shared/print/print-agent.ts';

const stateColours: Record<AgentState, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  unpaired: 'default',
  connecting: 'info',
  paired: 'success',
  offline: 'warning',
  refused: 'error',
};
const statusColours: Record<PrintJobStatus, 'default' | 'success' | 'error' | 'info'> = { waiting: 'default', printing: 'info', printed: 'success', failed: 'error' };

/** /print/index: the pairing with the till's local print agent, and the documents waiting for it or sent to it. */
export function PrintQueuePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const { pairing, state, jobs } = usePrintAgent();
  const [address, setAddress] = useState(pairing?.address ?? 'ws://127.0.0.1:17310');
  const [code, setCode] = useState(pairing?.code ?? '');
  const [busy, setPairing] = useState(false);
  useEffect(() => printAgent.reconnect(), []);

  const pair = (event: FormEvent) => {
    event.preventDefault();
    setPairing(true);
    printAgent
      .pair({ address: address.trim(), code: code.trim() })
      .then(
        () => notify.success(t('printing.agent.paired')),
        () => notify.error(t('printing.agent.failed')),
      )
      .finally(() => setPairing(false));
  };
  const timeOf = (at: number) => localizeDigits(new Date(at).toTimeString().slice(0, 8), language);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }} data-testid="print-queue">
      <Typography variant="h6" component="h1">
        {t('printing.agent.title')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2} component="form" onSubmit={pair}>
          <Typography variant="body2" color="text.secondary">
            {t('printing.agent.help')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t('printing.agent.address')} value={address} onChange={(event) => setAddress(event.target.value)} slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'agent-address' } }} sx={{ flex: 2 }} size="small" required />
            <TextField label={t('printing.agent.code')} value={code} onChange={(event) => setCode(event.target.value)} slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'agent-code' } }} sx={{ flex: 1 }} size="small" required />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="agent-pair">
              {t('printing.agent.pair')}
            </Button>
            {pairing && (
              <Button onClick={() => printAgent.unpair()} data-testid="agent-unpair">
                {t('printing.agent.unpair')}
              </Button>
            )}
            <Chip label={t(`printing.agent.states.${state}`)} color={stateColours[state]} data-testid="agent-state" data-state={state} />
          </Stack>
        </Stack>
      </Paper>
      {jobs.length === 0 ? (
        <Alert severity="info">{t('printing.agent.empty')}</Alert>
      ) : (
        <Paper sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('printing.agent.document')}</TableCell>
                <TableCell>{t('printing.agent.time')}</TableCell>
                <TableCell>{t('printing.agent.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.map((job) => (
                <TableRow key={job.id} data-testid="print-job" data-status={job.status}>
                  <TableCell>{job.title}</TableCell>
                  <TableCell>{timeOf(job.at)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`printing.agent.statuses.${job.status}`)} color={statusColours[job.status]} title={job.error ?? undefined} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
