import { localizeDigits } from '@hesab/domain';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import { documentQueryKeys, fetchDocumentPage } from './document-api.ts';
import { documentColumns } from './document-columns.tsx';
import { readDocumentListState, writeDocumentListState } from './document-list-state.ts';
import { RowCheckbox, SelectAllBox, useSelection } from './document-selection.tsx';
import { useDocumentCommands } from './use-document-commands.ts';

/**
 * ConvertTempToPermanentDocuments: every temporary document of a date range, chosen one by one or all at once,
 * made permanent after a confirmation, batch by batch with the progress shown.
 */
export function ConvertPermanentPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [params, setParams] = useSearchParams();
  const { from, to } = readDocumentListState(params);
  const selection = useSelection();
  const commands = useDocumentCommands();
  const number = (value: number) => localizeDigits(String(value), context.language);

  const query = { state: 'temporary', from, to };
  const documents = useQuery({
    queryKey: documentQueryKeys.list({ ...query, all: 'true' }),
    queryFn: () => fetchDocumentPage(query, true),
  });
  const rows = documents.data?.data ?? [];
  const rowIds = rows.map((row) => row.id);
  // Only what is still on screen is sent: a document made permanent elsewhere has left the list.
  const chosen = rowIds.filter((id) => selection.has(id));
  const { progress } = commands;

  const convert = async () => {
    if (await commands.makePermanent(chosen)) selection.clear();
  };

  return (
    <Stack spacing={2} data-testid="convert-permanent">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('menu.convertToPermanent')}
      </Typography>
      <Typography color="text.secondary">{t('documents.convertHint')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DateRangeFilter
          from={from}
          to={to}
          onChange={(range) => {
            selection.clear();
            setParams(writeDocumentListState({ page: 1, perPage: 10, search: '', ...range }));
          }}
        />
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <SelectAllBox selection={selection} rowIds={rowIds} label={t('documents.selectAll')} disabled={commands.busy} />
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} data-testid="selected-count">
            {t('documents.selectedOf', { count: number(chosen.length), total: number(rows.length) })}
          </Typography>
          <Button
            variant="contained"
            color="success"
            startIcon={<VerifiedIcon />}
            disabled={chosen.length === 0 || commands.busy}
            onClick={() => void convert()}
            data-testid="convert-submit"
          >
            {t('documents.makeChosenPermanent', { count: number(chosen.length) })}
          </Button>
        </Box>
        {progress ? (
          <Box sx={{ px: 1.5, py: 1 }} data-testid="convert-progress">
            <LinearProgress variant="determinate" value={(100 * progress.done) / Math.max(progress.total, 1)} />
            <Typography variant="caption" color="text.secondary">
              {t('documents.progress', { done: number(progress.done), total: number(progress.total) })}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ height: 4 }}>{documents.isFetching && <LinearProgress />}</Box>
        )}
        <ResourceTable
          columns={documentColumns(context, { withState: false })}
          rows={rows}
          from={1}
          rowKey={(row) => String(row.id)}
          actions={(row) => <RowCheckbox selection={selection} id={row.id} label={number(row.number)} />}
          loading={documents.isPending}
          testId="convert-table"
        />
      </Paper>
    </Stack>
  );
}
