import { importHistory, importItem, type ImportItem, type ImportType } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { saveFile } from '../api/save-file.ts';
import { useFormatContext } from '../fields/format-context.ts';
import { formatBusinessDate } from '../format/dates.ts';
import { useNotify } from '../notify/notify-context.ts';

const running = (item: ImportItem) => item.status === 'checking' || item.status === 'writing';
const historyKey = (type: ImportType) => ['imports', type] as const;

/** How far an import has got: rows checked, then rows written, of the file's rows. */
function ImportProgress({ item }: { item: ImportItem }) {
  const { t } = useTranslation();
  const { language } = useFormatContext();
  const digits = (value: number) => localizeDigits(String(value), language);
  const writing = item.status === 'writing';
  const done = writing ? item.written : item.checked;
  return (
    <Box data-testid="import-progress">
      <LinearProgress variant="determinate" value={item.count_item > 0 ? (100 * done) / item.count_item : 0} />
      <Typography variant="caption" color="text.secondary">
        {writing
          ? t('imports.written', { written: digits(item.written), count: digits(item.count_item) })
          : t('imports.checked', { checked: digits(item.checked), count: digits(item.count_item) })}
      </Typography>
    </Box>
  );
}

function HistoryTable({ items, onErrors }: { items: readonly ImportItem[]; onErrors(item: ImportItem): void }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const digits = (value: number) => localizeDigits(String(value), context.language);
  if (items.length === 0) return <Typography color="text.secondary">{t('imports.empty')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 520 }} data-testid="import-history">
        <TableHead>
          <TableRow>
            <TableCell>{t('imports.file')}</TableCell>
            <TableCell>{t('imports.status')}</TableCell>
            <TableCell>{t('imports.count')}</TableCell>
            <TableCell>{t('imports.registrar')}</TableCell>
            <TableCell>{t('imports.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-testid="import-history-row" data-status={item.status}>
              <TableCell sx={{ maxWidth: 180, overflowWrap: 'anywhere' }} dir="auto">
                {item.title}
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                {t(`imports.statuses.${item.status}`)}
                {running(item) && <ImportProgress item={item} />}
                {item.status === 'refused' && (
                  <Link component="button" type="button" onClick={() => onErrors(item)} sx={{ display: 'block' }} data-testid="import-errors">
                    {t('imports.errorFile')} ({digits(item.refused)})
                  </Link>
                )}
                {item.message && (
                  <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                    {item.message}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{digits(item.status === 'done' ? item.written : item.count_item)}</TableCell>
              <TableCell>{item.registrar}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{formatBusinessDate(item.time.slice(0, 10), context.dateLocale, context.language)}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

interface ImportDialogProps {
  /** what a file of this list may hold (products; their pricing; their marketplace ids), the first chosen at first */
  types: readonly [ImportType, ...ImportType[]];
  /** i18n key of what is imported (the list's title) */
  title: string;
  /** `ref_type`: the kind a row that names none is imported as */
  refType?: string;
  onClose(): void;
  /** after a file is written: the list reads its rows again */
  onImported(): void;
}

/**
 * Spec 02's import dialog: the sample file, a file of the user's, and the history of the type's imports, whose
 * running ones show their progress. The server keeps the progress, so a reload finds an import where it was.
 */
export function ImportDialog({ types, title, refType, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<ImportType>(types[0]);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const history = useQuery({
    queryKey: historyKey(type),
    queryFn: () => api.get('import', importHistory, { getType: 'list', type }),
    // While one runs, its progress is polled; then the list is refreshed once.
    refetchInterval: (query) => (query.state.data?.data.some(running) ? 700 : false),
    staleTime: 0,
  });
  const items = history.data?.data ?? [];
  const anyRunning = items.some(running);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !anyRunning) onImported();
    wasRunning.current = anyRunning;
  }, [anyRunning, onImported]);
  const send = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.set('type', type);
      if (refType) form.set('ref_type', refType);
      form.set('selectedFile', chosen, chosen.name);
      return api.postForm('import', form, importItem);
    },
    onSuccess: (started) => {
      if (started.message) notify.success(started.message);
      setFile(null);
      // The new import heads the history at once, its progress with it, until the server's history comes back.
      queryClient.setQueryData(historyKey(type), (old: { data: ImportItem[] } | undefined) => ({ data: [{ ...started, message: null }, ...(old?.data ?? [])] }));
      void queryClient.invalidateQueries({ queryKey: historyKey(type) });
    },
  });
  const sample = useMutation({
    mutationFn: () => api.getFile('import/sample', { type }),
    onSuccess: ({ blob, name }) => saveFile(blob, name ?? `${type}-sample.xlsx`),
  });
  const errors = useMutation({
    mutationFn: (item: ImportItem) => api.getFile(`import/${String(item.id)}/errors`),
    onSuccess: ({ blob, name }) => saveFile(blob, name ?? 'errors.xlsx'),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="import-dialog">
      <DialogTitle>
        {t('imports.title')} — {t(title)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {types.length > 1 && (
            <TextField
              select
              size="small"
              label={t('imports.kind')}
              value={type}
              onChange={(event) => setType(event.target.value as ImportType)}
              sx={{ maxWidth: 360 }}
              slotProps={{ htmlInput: { 'data-testid': 'import-type' } }}
            >
              {types.map((each) => (
                <MenuItem key={each} value={each}>
                  {t(`imports.types.${each}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Box>
            <Button startIcon={<DownloadIcon />} onClick={() => sample.mutate()} loading={sample.isPending} data-testid="import-sample">
              {t('imports.sample')}
            </Button>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
              {t('imports.choose')}
              <input
                hidden
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                data-testid="import-file"
              />
            </Button>
            {file && (
              <Typography dir="auto" sx={{ overflowWrap: 'anywhere' }} data-testid="import-chosen">
                {file.name}
              </Typography>
            )}
          </Stack>
          {history.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
          <Typography variant="subtitle2" component="h3">
            {t('imports.history')}
          </Typography>
          {history.isPending ? <LinearProgress /> : <HistoryTable items={items} onErrors={(item) => errors.mutate(item)} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" disabled={!file} loading={send.isPending} onClick={() => file && send.mutate(file)} data-testid="import-submit">
          {t('imports.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
