import { documentStates, type DocumentDefinition, type RouteName } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PrintIcon from '@mui/icons-material/Print';
import RestoreIcon from '@mui/icons-material/Restore';
import VerifiedIcon from '@mui/icons-material/Verified';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useConfirmedDelete } from '../dialogs/use-confirmed-delete.ts';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useFormatContext, type FormatContext } from '../fields/format-context.ts';
import { useHasPermission } from '../hooks/use-has-permission.ts';
import { usePrint } from '../hooks/use-print.ts';
import { useListState } from '../lists/use-list-state.ts';
import { useNotify } from '../notify/notify-context.ts';
import { ExportDialog } from '../resources/export-dialog.tsx';
import { ListImport } from '../imports/list-import.tsx';
import type { FromList } from '../resources/list-location.ts';
import { toggleSort } from '../resources/list-state.ts';
import type { TableColumn } from '../resources/table-columns.ts';
import { ListPagination } from '../resources/list-pagination.tsx';
import { ListPageHeader, ListSearchRow } from '../resources/list-toolbar.tsx';
import { ListFilters } from '../resources/list-filters.tsx';
import { PrintRows } from '../resources/print-rows.tsx';
import { ResourceTable } from '../resources/resource-table.tsx';
import { RowActions, RowLink } from '../resources/row-actions.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import { deleteDocument, documentQueryKeys, fetchDocumentPage, restoreDocument, type DocumentRow } from './document-api.ts';
import { documentColumns } from './document-columns.tsx';
import { useRowPrecision } from './document-currency.ts';
import { documentFilterFields, documentListParams, documentListQuery, type DocumentListState } from './document-list-params.ts';
import { documentFormPath, documentPrintPath } from './document-paths.ts';
import { screensOf, variantQuery, type DocumentScreens } from './document-screens.ts';
import { RowCheckbox, SelectAllBox, useSelection } from './document-selection.tsx';
import { useDocumentCommands } from './use-document-commands.ts';

/** Only a temporary document that nobody locked may change or go. */
function isEditable(row: DocumentRow): boolean {
  return row.state === 'temporary' && !row.locked;
}

interface DocumentRowActionsProps {
  screens: DocumentScreens;
  row: DocumentRow;
  /** the kind shows the row but does not edit or delete it (DocumentListPageProps) */
  shownOnly: boolean;
  from: FromList;
  mayDelete: boolean;
  onDelete(row: DocumentRow): void;
}

function DocumentRowActions({ screens, row, shownOnly, from, mayDelete, onDelete }: DocumentRowActionsProps) {
  const { t } = useTranslation();
  const editable = isEditable(row) && !shownOnly;
  const formPath = documentFormPath(screens, row.id);
  const printPath = documentPrintPath(screens, row.id);
  return (
    <RowActions
      edit={editable ? { to: formPath, state: from } : undefined}
      onDelete={editable && mayDelete ? () => onDelete(row) : undefined}
    >
      {!editable && (
        <RowLink to={formPath} state={from} title={t('documents.view')} testId="row-view" icon={<VisibilityIcon fontSize="small" />} />
      )}
      {printPath !== null && <RowLink to={printPath} title={t('list.print')} testId="row-print" icon={<PrintIcon fontSize="small" />} />}
    </RowActions>
  );
}

export interface DocumentListPageProps {
  definition: DocumentDefinition;
  /** the value of the definition's variant field the list shows (an invoice's `sell`): its documents, titles and form */
  variant?: string;
  /** the printout's route where the definition names none */
  print?: RouteName;
  /** columns the kind adds after the definition's (the accounting list's source of each journal) */
  columns?(context: FormatContext): readonly TableColumn<DocumentRow>[];
  /** rows the kind shows but does not edit or delete from the list (a journal a sale wrote) */
  shownOnly?(row: DocumentRow): boolean;
}

/**
 * A kind's list built from its definition: paged on the server, searched, filtered by state and date range, sorted
 * by the columns the definition sorts; each row edited (or viewed), printed or deleted; chosen rows made permanent,
 * locked or unlocked and the year's documents numbered again, where the lifecycle has those commands; and, for a
 * kind whose deleted documents are kept, its removed list with restore. A variant's list is that of its documents
 * alone, under its own titles, and makes them with its own form.
 */
export function DocumentListPage({ definition, variant, print: printRoute, columns: kindColumns, shownOnly }: DocumentListPageProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const location = useLocation();
  const list = useListState(documentListParams(definition));
  const { state } = list;
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const confirmedDelete = useConfirmedDelete();
  const selection = useSelection();
  const commands = useDocumentCommands(definition);
  const { printing, print } = usePrint();
  const [exporting, setExporting] = useState(false);
  const screens = screensOf(definition, variant, printRoute);
  const { lifecycle } = definition;
  const { permissions } = screens;
  const mayCreate = useHasPermission(permissions.create);
  const mayDelete = useHasPermission(permissions.remove);
  const mayConvert = useHasPermission(permissions.permanent ?? '') && lifecycle.permanent === true;
  const mayLock = useHasPermission(permissions.lock ?? '') && lifecycle.lock === true;
  const mayRenumber = useHasPermission(permissions.renumber ?? '') && lifecycle.renumber === true;
  const restorable = lifecycle.removal === 'restorable';
  const filterFields = documentFilterFields(definition);
  const removed = state.removed;

  const update = (change: Partial<DocumentListState>) => {
    selection.clear();
    list.update(change);
  };

  const query = { ...documentListQuery(state), ...variantQuery(screens) };
  const page = useQuery({
    queryKey: documentQueryKeys.list(definition, query),
    queryFn: () => fetchDocumentPage(definition, query),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.data ?? [];
  const from = page.data?.from ?? 1;
  const precisionOf = useRowPrecision(definition);
  const columnOptions = { without: screens.variant?.field, precisionOf };
  const columns = [...documentColumns(definition, context, columnOptions), ...(kindColumns?.(context) ?? [])];
  const title = removed ? `${t(screens.title)} — ${t('documents.removedList')}` : t(screens.title);
  const fromList: FromList = { from: location.pathname + location.search };
  const chosen = [...selection.ids];
  const busy = commands.busy;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(definition) });
  // The bulk bar is there when the kind has a command on chosen documents; the removed list has none.
  const bulk = !removed && (lifecycle.permanent === true || lifecycle.lock === true);

  const remove = (row: DocumentRow) =>
    void confirmedDelete(async () => {
      const answer = await deleteDocument(definition, row.id);
      notify.success(answer.message);
      selection.setAll([row.id], false);
      refresh();
    });

  const restore = async (row: DocumentRow) => {
    try {
      const answer = await restoreDocument(definition, row.id);
      notify.success(answer.message);
      refresh();
    } catch (error) {
      handleError(error);
    }
  };

  const afterCommand = (done: boolean) => {
    if (done) selection.clear();
  };

  const rowActions = (row: DocumentRow) => {
    if (removed) {
      return mayDelete ? (
        <Tooltip title={t('documents.restore')}>
          <IconButton size="small" onClick={() => void restore(row)} aria-label={t('documents.restore')} data-testid="row-restore">
            <RestoreIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null;
    }
    return (
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {bulk && <RowCheckbox selection={selection} id={row.id} label={localizeDigits(String(row.number), context.language)} />}
        <DocumentRowActions screens={screens} row={row} shownOnly={shownOnly?.(row) === true} from={fromList} mayDelete={mayDelete} onDelete={remove} />
      </Box>
    );
  };

  return (
    <Stack spacing={2} data-testid="document-list" data-removed={removed}>
      <ListPageHeader title={title} onExport={() => setExporting(true)} onPrint={print} printDisabled={rows.length === 0}>
        {restorable && (
          <Button
            variant={removed ? 'contained' : 'outlined'}
            startIcon={<DeleteSweepOutlinedIcon />}
            onClick={() => update({ removed: !removed, page: 1 })}
            aria-pressed={removed}
            data-testid="list-removed"
          >
            {removed ? t('documents.backToList') : t('documents.removedList')}
          </Button>
        )}
        {mayRenumber && !removed && (
          <Button
            variant="outlined"
            startIcon={<FormatListNumberedIcon />}
            disabled={busy}
            onClick={() => void commands.renumber()}
            data-testid="list-renumber"
          >
            {t('checks.renumber')}
          </Button>
        )}
        {mayCreate && !removed && <ListImport name={definition.name} title={screens.title} refType={variant} onImported={refresh} />}
        {mayCreate && !removed && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={documentFormPath(screens)}
            state={fromList}
            data-testid="list-new"
          >
            {t('documents.newItem', { item: t(screens.itemTitle) })}
          </Button>
        )}
      </ListPageHeader>
      <ListSearchRow search={state.search} onSearch={(search) => update({ search, page: 1 })}>
        {lifecycle.permanent === true && (
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
        )}
        <DateRangeFilter
          from={state.from}
          to={state.to}
          onChange={(range) => update({ ...range, page: 1 })}
          resource={definition.logType}
        />
        {filterFields.length > 0 && <ListFilters fields={filterFields} filters={state.filters} onChange={(filters) => update({ filters, page: 1 })} />}
      </ListSearchRow>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {bulk && (
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
        )}
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
          sort={state.sort}
          onSort={(field, additive) => update({ sort: toggleSort(state.sort, field, additive), page: 1 })}
          actions={rowActions}
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
          fileName={`${[definition.name, variant].filter(Boolean).join('-')}-documents.xlsx`}
          list={{ path: definition.name, query }}
          onClose={() => setExporting(false)}
        />
      )}
      {printing && <PrintRows title={title} columns={columns} rows={rows} from={from} />}
    </Stack>
  );
}
