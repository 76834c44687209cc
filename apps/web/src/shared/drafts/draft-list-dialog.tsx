import { formatSortBy, type SortTerm } from '@hesab/contract';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogSearchBox } from '../dialogs/dialog-search-box.tsx';
import { useConfirmedDelete } from '../dialogs/use-confirmed-delete.ts';
import { useNotify } from '../notify/notify-context.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { usePrint } from '../hooks/use-print.ts';
import type { PerPage } from '../lists/list-params.ts';
import { ExportDialog } from '../resources/export-dialog.tsx';
import { ListPagination } from '../resources/list-pagination.tsx';
import { ExportPrintButtons } from '../resources/list-toolbar.tsx';
import { toggleSort } from '../resources/list-state.ts';
import { PrintRows } from '../resources/print-rows.tsx';
import { ResourceTable } from '../resources/resource-table.tsx';
import { exportTable, type TableColumn } from '../resources/table-columns.ts';
import { deleteDraft, draftsQueryKey, fetchDrafts, type Draft, type DraftQuery } from './drafts-api.ts';

/** Spec 02 section 9: the draft dialog shows 5 rows a page; its search waits 1 s. */
const draftsPerPage: PerPage = 5;
const searchDelayMs = 1000;

function columnsOf(t: TFunction): TableColumn<Draft>[] {
  return [{ id: 'text', header: t('drafts.text'), sortField: 'text', text: (draft) => draft.text, multiline: true }];
}

export interface DraftListDialogProps {
  open: boolean;
  onClose(): void;
  /** the drafts of this form type */
  type: string;
  /** a chosen draft's text; the dialog closes itself */
  onSelect(text: string): void;
}

function RowMenu({ onRemove }: { onRemove(): void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('drafts.rowMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="draft-row-menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          data-testid="draft-row-remove"
          onClick={() => {
            setAnchor(null);
            onRemove();
          }}
        >
          {t('list.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * The "draft list" dialog of spec 02: the saved descriptions of one type, paged and sorted on the server
 * (shift-click a header for a further sort), with search, Excel export and print; a click on a row chooses it.
 */
export function DraftListDialog({ open, onClose, type, onSelect }: DraftListDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const confirmedDelete = useConfirmedDelete();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), searchDelayMs);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PerPage>(draftsPerPage);
  const [sort, setSort] = useState<SortTerm[]>([]);
  const [exporting, setExporting] = useState(false);
  const { printing, print } = usePrint();

  // A new search starts again at page 1.
  const [searchedFor, setSearchedFor] = useState(search);
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(1);
  }

  const query: DraftQuery = { type, search, page, perPage, sortBy: formatSortBy(sort) };
  const drafts = useQuery({
    queryKey: [...draftsQueryKey, query],
    queryFn: () => fetchDrafts(query),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const rows = drafts.data?.data ?? [];
  const from = drafts.data?.from ?? 1;

  const remove = async (draft: Draft) => {
    await confirmedDelete(async () => {
      const answer = await deleteDraft(draft.id);
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: draftsQueryKey });
    });
  };

  const choose = (draft: Draft) => {
    onSelect(draft.text);
    onClose();
  };

  const columns = columnsOf(t);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="draft-dialog"
    >
      <DialogTitle id={titleId}>{t('drafts.listTitle')}</DialogTitle>
      <Box sx={{ px: 3, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <DialogSearchBox value={typed} onChange={setTyped} testId="draft-search" sx={{ flexGrow: 1, minWidth: 200 }} />
        <ExportPrintButtons
          onExport={() => setExporting(true)}
          onPrint={print}
          exportDisabled={rows.length === 0}
          printDisabled={rows.length === 0}
          exportTestId="draft-excel"
          printTestId="draft-print"
        />
      </Box>
      {drafts.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      <DialogContent dividers sx={{ p: 0 }}>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={from}
          rowKey={(draft) => String(draft.id)}
          sort={sort}
          onSort={(field, additive) => {
            setSort((current) => toggleSort(current, field, additive));
            setPage(1);
          }}
          actions={(draft) => <RowMenu onRemove={() => void remove(draft)} />}
          onRowClick={choose}
          loading={drafts.isPending}
          testId="draft-table"
        />
        <ListPagination
          page={drafts.data?.current_page ?? page}
          lastPage={drafts.data?.last_page ?? 1}
          perPage={perPage}
          total={drafts.data?.total ?? 0}
          from={from}
          rowCount={rows.length}
          onPage={setPage}
          onPerPage={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="draft-dialog-close">
          {t('common.close')}
        </Button>
      </DialogActions>
      {exporting && (
        <ExportDialog
          title={(sheetT) => sheetT('drafts.listTitle')}
          fileName="drafts.xlsx"
          build={async (sheetT, _language, scope) => {
            const all = scope === 'all' ? (await fetchDrafts(query, true)).data : rows;
            return exportTable(columnsOf(sheetT), all, scope === 'all' ? 1 : from, sheetT('list.rowNumber'));
          }}
          onClose={() => setExporting(false)}
        />
      )}
      {printing && <PrintRows title={t('drafts.listTitle')} columns={columns} rows={rows} from={from} />}
    </Dialog>
  );
}
