import { invoiceShareLink, messageBody } from '@hesab/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SmsIcon from '@mui/icons-material/Sms';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import type { LoadedDocument } from '../../shared/documents/document-api.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';

/** The invoice's public link: made (or the one there is) on opening, copied, and revoked so that it opens no more. */
function ShareDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  // Failures go to the app's error handler. Sharing is idempotent: the invoice's link is the same until revoked.
  const shared = useMutation({ mutationFn: () => api.post(`invoice/${String(id)}/share`, {}, invoiceShareLink) });
  const { mutate: share } = shared;
  useEffect(() => share(), [share]);
  const revoke = useMutation({
    mutationFn: () => api.delete(`invoice/${String(id)}/share`, messageBody),
    onSuccess: () => {
      notify.success(t('printing.revoked'));
      onClose();
    },
  });
  // The customer's mobile gets the same link (or, where the invoice is paid online, its payment page) by SMS.
  const texted = useMutation({
    mutationFn: () => api.post(`invoice/${String(id)}/sms`, {}, messageBody),
    onSuccess: (answer) => notify.success(answer.message),
  });
  const url = shared.data?.url ?? '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="invoice-share-dialog">
      <DialogTitle>{t('printing.shareTitle')}</DialogTitle>
      <DialogContent>
        {shared.isPending && <LinearProgress />}
        {shared.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
        {url !== '' && (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('printing.shareHelp')}
            </Typography>
            <TextField fullWidth value={url} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'invoice-share-url' } }} onFocus={(event) => event.target.select()} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<ContentCopyIcon />}
          disabled={url === ''}
          onClick={() => void navigator.clipboard.writeText(url).then(() => notify.success(t('printing.copied')))}
          data-testid="invoice-share-copy"
        >
          {t('printing.copy')}
        </Button>
        <Button startIcon={<SmsIcon />} disabled={url === ''} loading={texted.isPending} onClick={() => texted.mutate()} data-testid="invoice-share-sms">
          {t('printing.sendSms')}
        </Button>
        <Button color="error" startIcon={<LinkOffIcon />} disabled={url === ''} loading={revoke.isPending} onClick={() => revoke.mutate()} data-testid="invoice-share-revoke">
          {t('printing.revoke')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Beside print on an invoice's printout: its public link for the customer (/pi/{token}). */
export function InvoiceShareButton({ id }: { id: number; document: LoadedDocument }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setOpen(true)} data-testid="invoice-share">
        {t('printing.share')}
      </Button>
      {open && <ShareDialog id={id} onClose={() => setOpen(false)} />}
    </>
  );
}
