import { apiKeyCreated, apiKeyList, messageBody, type ApiKeyCreated, type ApiKeyRow, type Field } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { useDialogs } from '../../shared/dialogs/dialog-context.ts';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { dateType } from '../../shared/fields/date-type.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { permissionsType } from '../../shared/fields/permissions-type.tsx';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';

const keysKey = ['api-keys'] as const;
const expiryField = { name: 'expires_on', type: 'date', label: 'apiKeys.expiresOn' } as const satisfies Field;
const permissionsField = { name: 'permissions', type: 'permissions', label: 'apiKeys.permissions' } as const satisfies Field;

/** The form of a new key: its name, what it may do (permissions its maker holds) and its last day, if any. */
function NewKeyDialog({ onClose, onMade }: { onClose(): void; onMade(made: ApiKeyCreated['data']): void }) {
  const { t } = useTranslation();
  const onError = useApiErrorHandler();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<unknown>([]);
  const [expiresOn, setExpiresOn] = useState<unknown>(null);
  const make = useMutation({
    mutationFn: () => api.post('api-keys', { name, permissions, expires_on: expiresOn }, apiKeyCreated),
    onSuccess: (answer) => onMade(answer.data),
    onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    make.mutate();
  };
  const DateInput = dateType.Input;
  const PermissionsInput = permissionsType.Input;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle>{t('apiKeys.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={t('apiKeys.name')} value={name} onChange={(event) => setName(event.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
          <DateInput field={expiryField} value={expiresOn} onChange={setExpiresOn} onBlur={() => undefined} label={t('apiKeys.expiresOn')} values={{}} resource="apiKey" />
          <Typography variant="body2" color="text.secondary">
            {t('apiKeys.permissionsHelp')}
          </Typography>
          <PermissionsInput field={permissionsField} value={permissions} onChange={setPermissions} onBlur={() => undefined} label={t('apiKeys.permissions')} values={{}} resource="apiKey" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={make.isPending || name.trim() === ''}>
          {t('apiKeys.make')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The secret of a key just made, shown this once, with a button to copy it. */
function SecretDialog({ made, onClose }: { made: ApiKeyCreated['data']; onClose(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = () => void navigator.clipboard.writeText(made.key).then(() => notify.success(t('apiKeys.copied')));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('apiKeys.madeTitle', { name: made.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('apiKeys.shownOnce')}</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box data-testid="api-key-secret" dir="ltr" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', p: 1.5, bgcolor: 'action.hover', borderRadius: 1, flex: 1 }}>
              {made.key}
            </Box>
            <Tooltip title={t('apiKeys.copy')}>
              <IconButton onClick={copy} aria-label={t('apiKeys.copy')}>
                <ContentCopyIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Typography variant="body2" color="text.secondary" dir="auto">
            {t('apiKeys.usage')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('apiKeys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One key: its name, start, maker, permissions, last day and last use; revocable while it stands. */
function KeyCard({ row, onRevoke }: { row: ApiKeyRow; onRevoke(): void }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const date = (iso: string | null, none: string) => (iso === null ? none : formatBusinessDate(iso.slice(0, 10), context.dateLocale, context.language));
  const revoked = row.revoked_at !== null;
  return (
    <Paper variant="outlined" sx={{ p: 2, opacity: revoked ? 0.6 : 1 }} data-testid="api-key-row">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{row.name}</Typography>
            <Box component="code" dir="ltr" sx={{ color: 'text.secondary' }}>
              {row.prefix}…
            </Box>
            {revoked && <Chip size="small" color="error" label={t('apiKeys.revoked')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('apiKeys.summary', {
              user: row.user,
              created: date(row.created_at, ''),
              expires: date(row.expires_on, t('apiKeys.noExpiry')),
              used: date(row.last_used_at, t('apiKeys.neverUsed')),
              granted: localizeDigits(String(row.permissions.length), context.language),
            })}
          </Typography>
        </Stack>
        {!revoked && (
          <Button color="error" variant="outlined" onClick={onRevoke} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
            {t('apiKeys.revoke')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * setting/webService (plan option web_service): the business's own API keys, for its shop or app to call the same
 * API. A key's secret is shown once, when it is made; revoking one stops it at once.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const dialogs = useDialogs();
  const onError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: keysKey, queryFn: () => api.get('api-keys', apiKeyList), staleTime: 0 });
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<ApiKeyCreated['data'] | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => api.delete(`api-keys/${String(id)}`, messageBody),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: keysKey });
    },
    onError,
  });
  const askRevoke = (row: ApiKeyRow) =>
    void dialogs
      .confirm({ title: t('apiKeys.revokeTitle', { name: row.name }), message: t('apiKeys.revokeText'), confirmText: t('apiKeys.revoke'), cancelText: t('form.cancel') })
      .then((sure) => {
        if (sure) revoke.mutate(row.id);
      });
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('menu.webService')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setMaking(true)}>
          {t('apiKeys.new')}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t('apiKeys.intro')}</Typography>
      {keys.isPending && <LinearProgress />}
      {keys.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {keys.data?.data.length === 0 && <Alert severity="info">{t('apiKeys.none')}</Alert>}
      {keys.data?.data.map((row) => <KeyCard key={row.id} row={row} onRevoke={() => askRevoke(row)} />)}
      {making && (
        <NewKeyDialog
          onClose={() => setMaking(false)}
          onMade={(key) => {
            setMaking(false);
            setMade(key);
            void queryClient.invalidateQueries({ queryKey: keysKey });
          }}
        />
      )}
      {made && <SecretDialog made={made} onClose={() => setMade(null)} />}
    </Stack>
  );
}
