import type { DocumentDefinition } from '@hesab/contract';
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
import { useFormatContext } from '../fields/format-context.ts';
import { useListState } from '../lists/use-list-state.ts';
import { ResourceTable } from '../resources/resource-table.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import { documentQueryKeys, fetchDocumentPage } from './document-api.ts';
import { documentColumns } from './document-columns.tsx';
import { documentListParams } from './document-list-params.ts';
import { RowCheckbox, SelectAllBox, useSelection } from './document-selection.tsx';
import { useDocumentCommands } from './use-document-commands.ts';

interface DocumentPermanentPageProps {
  definition: DocumentDefinition;
  /** i18n key of the screen's title */
  title: string;
}

/**
 * Every temporary document of a kind in a date range, chosen one by one or all at once, made permanent after a
 * confirmation, batch by batch with the progress shown (ConvertTempToPermanentDocuments for the ledger's).
 */
export function DocumentPermanentPage({ definition, title }: DocumentPermanentPageProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const list = useListState(documentListParams(definition));
  const { from, to } = list.state;
  const selection = useSelection();
  const commands = useDocumentCommands(definition);
  const number = (value: number) => localizeDigits(String(value), context.language);

  const query = { state: 'temporary', from, to };
  const documents = useQuery({
    queryKey: documentQueryKeys.list(definition, { ...query, all: 'true' }),
    queryFn: () => fetchDocumentPage(definition, query, true),
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
        {t(title)}
      </Typography>
      <Typography color="text.secondary">{t('documents.convertHint')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DateRangeFilter
          from={from}
          to={to}
          onChange={(range) => {
            selection.clear();
            list.update(range, { reset: true });
          }}
          resource={definition.logType}
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
          columns={documentColumns(definition, context, { withState: false })}
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
