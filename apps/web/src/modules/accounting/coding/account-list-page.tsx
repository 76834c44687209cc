import { appRoutes, type CodingAccount } from '@hesab/contract';
import type { AccountLevel } from '@hesab/domain';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePrint } from '../../../shared/hooks/use-print.ts';
import { useHasPermission } from '../../../shared/hooks/use-has-permission.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useListState } from '../../../shared/lists/use-list-state.ts';
import { ListImport } from '../../../shared/imports/list-import.tsx';
import { GuardedLink } from '../../../shared/navigation/guarded-link.tsx';
import { ExportDialog } from '../../../shared/resources/export-dialog.tsx';
import { ListFilters } from '../../../shared/resources/list-filters.tsx';
import { ListPagination } from '../../../shared/resources/list-pagination.tsx';
import { effectiveSort, resourceListParams, toggleSort } from '../../../shared/resources/list-state.ts';
import { ListPageHeader, ListSearchRow } from '../../../shared/resources/list-toolbar.tsx';
import { PrintRows } from '../../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../../shared/resources/resource-table.tsx';
import { RowActions } from '../../../shared/resources/row-actions.tsx';
import { exportTable } from '../../../shared/resources/table-columns.ts';
import { useResourceAccess } from '../../../shared/resources/use-resource-access.ts';
import { AccountDialog } from './account-dialog.tsx';
import { codingColumns } from './coding-columns.ts';
import { arrangeAccounts, codingDefinitions, listRoutes, pageOfRows } from './coding-list.ts';
import { useAccountDelete, useAccounts, useParentAccounts } from './use-accounts.ts';

type DialogState = { open: false } | { open: true; accountId?: number };

/**
 * One level of the chart as a flat list (accounting/group|total|given/list): search on the server, then filters,
 * multi-column sort and paging over the level's rows, all kept in the URL; Excel export and print.
 */
function AccountListPage({ level }: { level: AccountLevel }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const definition = codingDefinitions[level];
  const access = useResourceAccess(definition);
  const mayOpenCoding = useHasPermission('AccountingCoding');
  const deleteAccount = useAccountDelete();
  const { state, update } = useListState(resourceListParams(definition));
  // accounting/group/{id?} and accounting/total/{id?} open the list with the account's dialog (a new one without an
  // id); closing it leaves the list's own address.
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { id } = useParams();
  const listPath = appRoutes[listRoutes[level]].path;
  const openedByPath = pathname !== listPath && (id === undefined ? access.create : /^\d+$/.test(id) && access.edit);
  const [dialog, setDialog] = useState<DialogState>(openedByPath ? { open: true, accountId: id === undefined ? undefined : Number(id) } : { open: false });
  const closeDialog = () => {
    setDialog({ open: false });
    if (pathname !== listPath) void navigate(listPath, { replace: true });
  };
  const [exporting, setExporting] = useState(false);
  const { printing, print } = usePrint();

  const accounts = useAccounts({ type: level, search: state.search });
  const parents = useParentAccounts(level);
  const arranged = useMemo(() => arrangeAccounts(accounts.data ?? [], state, language), [accounts.data, state, language]);
  const page = pageOfRows(arranged, state.page, state.perPage);
  const columns = codingColumns(level, { t, language, parents });
  const title = t(definition.title);
  const sort = effectiveSort(state, definition);

  return (
    <Stack spacing={2} data-testid="coding-list" data-level={level}>
      <ListPageHeader
        title={title}
        onExport={() => setExporting(true)}
        onPrint={print}
        printDisabled={page.data.length === 0}
      >
        {mayOpenCoding && (
          <Button
            component={GuardedLink}
            to={appRoutes.AccountingCoding.path}
            variant="outlined"
            startIcon={<AccountTreeIcon />}
            data-testid="coding-back"
          >
            {t('coding.backToCoding')}
          </Button>
        )}
        {access.create && <ListImport name="coding" title="coding.title" onImported={() => void accounts.refetch()} />}
        {access.create && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ open: true })}
            data-testid="list-new"
          >
            {t('list.new')}
          </Button>
        )}
      </ListPageHeader>
      <ListSearchRow search={state.search} onSearch={(search) => update({ search, page: 1 })}>
        <ListFilters
          fields={definition.fields.filter((field) => field.filterable)}
          filters={state.filters}
          onChange={(filters) => update({ filters, page: 1 })}
        />
      </ListSearchRow>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{accounts.isFetching && <LinearProgress />}</Box>
        <ResourceTable
          columns={columns}
          rows={page.data}
          from={page.from}
          rowKey={(account) => String(account.id)}
          sort={sort}
          onSort={(field, additive) =>
            update((current) => ({ sort: toggleSort(effectiveSort(current, definition), field, additive), page: 1 }))
          }
          actions={
            access.edit || access.remove
              ? (account: CodingAccount) => (
                  <RowActions
                    edit={access.edit ? { onClick: () => setDialog({ open: true, accountId: account.id }) } : undefined}
                    onDelete={access.remove ? () => void deleteAccount(account) : undefined}
                  />
                )
              : undefined
          }
          loading={accounts.isPending}
        />
        <ListPagination
          page={page.current_page}
          lastPage={page.last_page}
          perPage={state.perPage}
          total={page.total}
          from={page.from}
          rowCount={page.data.length}
          onPage={(next) => update({ page: next })}
          onPerPage={(perPage) => update({ perPage, page: 1 })}
        />
      </Paper>
      {dialog.open && (
        <AccountDialog
          level={level}
          accountId={dialog.accountId}
          onClose={closeDialog}
          onSaved={closeDialog}
        />
      )}
      {exporting && (
        <ExportDialog
          title={(sheetT) => sheetT(definition.title)}
          fileName={`${level}-accounts.xlsx`}
          build={(sheetT, sheetLanguage, scope) => {
            const sheetColumns = codingColumns(level, { t: sheetT, language: sheetLanguage, parents });
            const rows = scope === 'all' ? arranged : page.data;
            const from = scope === 'all' ? 1 : page.from;
            return Promise.resolve(exportTable(sheetColumns, rows, from, sheetT('list.rowNumber')));
          }}
          onClose={() => setExporting(false)}
        />
      )}
      {printing && <PrintRows title={title} columns={columns} rows={page.data} from={page.from} />}
    </Stack>
  );
}

export const GroupListPage = () => <AccountListPage level="group" />;
export const TotalListPage = () => <AccountListPage level="total" />;
export const GivenListPage = () => <AccountListPage level="given" />;
