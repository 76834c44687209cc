import type { AccountingDocumentSummary } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PrintIcon from '@mui/icons-material/Print';
import VerifiedIcon from '@mui/icons-material/Verified';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useConfirmedDelete } from '../../shared/dialogs/use-confirmed-delete.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { usePrint } from '../../shared/hooks/use-print.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { ExportDialog } from '../../shared/resources/export-dialog.tsx';
import type { FromList } from '../../shared/resources/list-location.ts';
import { ListPagination } from '../../shared/resources/list-pagination.tsx';
import { ListPageHeader, ListSearchRow } from '../../shared/resources/list-toolbar.tsx';
import { PrintRows } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { RowActions, RowLink } from '../../shared/resources/row-actions.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { deleteDocument, documentQueryKeys, fetchDocumentPage } from './document-api.ts';
import { documentColumns } from './document-columns.tsx';
import {
  documentListQuery,
  documentStates,
  readDocumentListState,
  writeDocumentListState,
  type DocumentListState,
} from './document-list-state.ts';
import { documentFormPath, documentPrintPath } from './document-paths.ts';
import { RowCheckbox, SelectAllBox, useSelection } from './document-selection.tsx';
import { useDocumentCommands } from './use-document-commands.ts';

/** Only a temporary document that nobody locked may change or go. */
function isEditable(row: AccountingDocumentSummary): boolean {
  return row.state === 'temporary' && !row.locked;
}

interface DocumentRowActionsProps {
  row: AccountingDocumentSummary;
  from: FromList;
  mayDelete: boolean;
  onDelete(row: AccountingDocumentSummary): void;
}

function DocumentRowActions({ row, from, mayDelete, onDelete }: DocumentRowActionsProps) {
  const { t } = useTranslation();
  const editable = isEditable(row);
  const formPath = documentFormPath(row.id);
  return (
    <RowActions
      edit={editable ? { to: formPath, state: from } : undefined}
      onDelete={editable && mayDelete ? () => onDelete(row) : undefined}
    >
      {!editable && (
        <RowLink to={formPath} state={from} title={t('documents.view')} testId="row-view" icon={<VisibilityIcon fontSize="small" />} />
      )}
      <RowLink to={documentPrintPath(row.id)} title={t('list.print')} testId="row-print" icon={<PrintIcon fontSize="small" />} />
    </RowActions>
  );
}

/**
 * The accounting documents (accounting/list): paged on the server, searched, filtered by state and date range;
 * each row edited (or viewed), printed or deleted; chosen rows made permanent, locked or unlocked in bulk.
 */
export function DocumentListPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = readDocumentListState(params);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const confirmedDelete = useConfirmedDelete();
  const selection = useSelection();
  const commands = useDocumentCommands();
  const { printing, print } = usePrint();
  const [exporting, setExporting] = useState(false);
  const mayCreate = useHasPermission('AccountingDocument');
  const mayConvert = useHasPermission('ConvertTempToPermanentDocuments');
  const mayDelete = useHasPermission('removeAccount');
  const mayLock = useHasPermission('lockDocuments');

  const update = (change: Partial<DocumentListState>) => {
    selection.clear();
    setParams(writeDocumentListState({ ...state, ...change }));
  };

  const query = documentListQuery(state);
  const page = useQuery({
    queryKey: documentQueryKeys.list(query),
    queryFn: () => fetchDocumentPage(query),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.data ?? [];
  const from = page.data?.from ?? 1;
  const columns = documentColumns(context);
  const title = t('menu.accountingDocuments');
  const fromList: FromList = { from: location.pathname + location.search };
  const chosen = [...selection.ids];
  const busy = commands.busy;

  const remove = (row: AccountingDocumentSummary) =>
    void confirmedDelete(async () => {
      const answer = await deleteDocument(row.id);
      notify.success(answer.message);
      selection.setAll([row.id], false);
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all });
    });

  const afterCommand = (done: boolean) => {
    if (done) selection.clear();
  };

  return (
    <Stack spacing={2} data-testid="document-list">
      <ListPageHeader title={title} onExport={() => setExporting(true)} onPrint={print} printDisabled={rows.length === 0}>
        {mayCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={documentFormPath()}
            state={fromList}
            data-testid="list-new"
          >
            {t('documents.newDocument')}
          </Button>
        )}
      </ListPageHeader>
      <ListSearchRow search={state.search} onSearch={(search) => update({ search, page: 1 })}>
        <TextField
          select
          size="small"
          label={t('documents.state')}
          value={state.state ?? ''}
          onChange={(event) => update({ state: documentStates.find((each) => each === event.target.value), page: 1 })}
          slotProps={{
            htmlInput: { 'data-testid': 'filter-state' },
            inputLabel: { shrink: true },
            select: { displayEmpty: true },
          }}
          sx={{ width: { xs: '100%', sm: 170 } }}
        >
          <MenuItem value="">{t('list.all')}</MenuItem>
          {documentStates.map((each) => (
            <MenuItem key={each} value={each} data-testid={`filter-state-${each}`}>
              {t(`documents.states.${each}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFilter from={state.from} to={state.to} onChange={(range) => update({ ...range, page: 1 })} />
      </ListSearchRow>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
          data-testid="document-bulk-bar"
        >
          <SelectAllBox selection={selection} rowIds={rows.map((row) => row.id)} label={t('documents.selectPage')} disabled={busy} />
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} data-testid="selected-count">
            {t('documents.selectedCount', { count: localizeDigits(String(chosen.length), context.language) })}
          </Typography>
          {mayConvert && (
            <Button
              size="small"
              variant="outlined"
              color="success"
              startIcon={<VerifiedIcon />}
              disabled={chosen.length === 0 || busy}
              onClick={() => void commands.makePermanent(chosen).then(afterCommand)}
              data-testid="bulk-permanent"
            >
              {t('documents.makePermanent')}
            </Button>
          )}
          {mayLock && (
            <>
              <Button
                size="small"
                variant="outlined"
                startIcon={<LockIcon />}
                disabled={chosen.length === 0 || busy}
                onClick={() => void commands.setLocked(chosen, true).then(afterCommand)}
                data-testid="bulk-lock"
              >
                {t('documents.lock')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                startIcon={<LockOpenIcon />}
                disabled={chosen.length === 0 || busy}
                onClick={() => void commands.setLocked(chosen, false).then(afterCommand)}
                data-testid="bulk-unlock"
              >
                {t('documents.unlock')}
              </Button>
            </>
          )}
        </Box>
        <Box sx={{ height: 4 }}>
          {commands.progress ? (
            <LinearProgress variant="determinate" value={(100 * commands.progress.done) / Math.max(commands.progress.total, 1)} />
          ) : (
            page.isFetching && <LinearProgress />
          )}
        </Box>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={from}
          rowKey={(row) => String(row.id)}
          actions={(row) => (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <RowCheckbox selection={selection} id={row.id} label={localizeDigits(String(row.number), context.language)} />
              <DocumentRowActions row={row} from={fromList} mayDelete={mayDelete} onDelete={remove} />
            </Box>
          )}
          loading={page.isPending}
          testId="document-table"
        />
        <ListPagination
          page={page.data?.current_page ?? state.page}
          lastPage={page.data?.last_page ?? 1}
          perPage={state.perPage}
          total={page.data?.total ?? 0}
          from={from}
          rowCount={rows.length}
          onPage={(next) => update({ page: next })}
          onPerPage={(perPage) => update({ perPage, page: 1 })}
        />
      </Paper>
      {exporting && (
        <ExportDialog
          title={(sheetT) => sheetT('menu.accountingDocuments')}
          fileName="accounting-documents.xlsx"
          build={async (sheetT, sheetLanguage, scope) => {
            const sheetColumns = documentColumns({ ...context, t: sheetT, language: sheetLanguage });
            const all = scope === 'all' ? (await fetchDocumentPage(query, true)).data : rows;
            return exportTable(sheetColumns, all, scope === 'all' ? 1 : from, sheetT('list.rowNumber'));
          }}
          onClose={() => setExporting(false)}
        />
      )}
      {printing && <PrintRows title={title} columns={columns} rows={rows} from={from} />}
    </Stack>
  );
}
