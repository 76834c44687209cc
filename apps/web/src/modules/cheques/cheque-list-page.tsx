import { chequeKinds, chequeStatuses, type ChequeDirection, type Field } from '@hesab/contract';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { chequeQueryKeys, fetchCheques } from '../../shared/cheques/cheque-api.ts';
import { DateRangeFilter } from '../../shared/documents/date-range-filter.tsx';
import { amountText } from '../../shared/documents/document-fields.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { todayIso } from '../../shared/format/dates.ts';
import { useListState } from '../../shared/lists/use-list-state.ts';
import { ListFilters } from '../../shared/resources/list-filters.tsx';
import type { FromList } from '../../shared/resources/list-location.ts';
import { ListPagination } from '../../shared/resources/list-pagination.tsx';
import { ListSearchRow, PageHeader } from '../../shared/resources/list-toolbar.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { RowLink } from '../../shared/resources/row-actions.tsx';
import { chequeColumns } from './cheque-columns.tsx';
import { activeFilters, chequeListParams, chequeListRequest, duePresets, type ChequeListState, type DuePreset } from './cheque-list-state.ts';
import { chequePath, directionStatuses } from './cheque-statuses.ts';

const dueFromField = { name: 'dueFrom', type: 'date', label: 'cheques.dueFrom' } as const satisfies Field;
const dueToField = { name: 'dueTo', type: 'date', label: 'cheques.dueTo' } as const satisfies Field;
const presetLabels: Record<DuePreset, string> = { today: 'cheques.dueToday', week: 'cheques.dueWeek', overdue: 'cheques.overdue' };
const kindField = { name: 'kind', type: 'select', label: 'cheques.kind', options: chequeKinds } as const satisfies Field;

/** The statuses a list filters by: its direction's, or every one in the removed list. */
function statusField(direction: ChequeDirection | undefined) {
  const options = direction ? directionStatuses[direction] : chequeStatuses;
  return { name: 'status', type: 'select', label: 'cheques.status', options } as const satisfies Field;
}

interface ChequeListPageProps {
  /** one direction's cheques; none with `removed`, the removed cheques of every direction the user may see */
  direction?: ChequeDirection;
  removed?: boolean;
}

/**
 * The received or paid cheques (check/recieve/list, check/pay/list) or the removed ones (check/removedChecks): paged
 * on the server by due date, searched by Sayad id, serial or person, filtered by status, kind and due date (a preset
 * or a range), with the total amount of all the filter finds. A row opens the cheque's page.
 */
export function ChequeListPage({ direction, removed = false }: ChequeListPageProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useListState(chequeListParams);
  const { state } = list;
  const { query } = chequeListRequest(state, { direction, removed }, todayIso());
  const page = useQuery({
    queryKey: chequeQueryKeys.list(query),
    queryFn: ({ signal }) => fetchCheques(query, signal),
    placeholderData: keepPreviousData,
    // Receipts, payments and status changes elsewhere change what it lists.
    staleTime: 0,
  });
  const rows = page.data?.data ?? [];
  const from = page.data?.from ?? 1;
  const fromList: FromList = { from: location.pathname + location.search };
  const columns = chequeColumns(context, direction === undefined);
  const title = t(removed ? 'cheques.removedList' : direction === 'paid' ? 'cheques.paidList' : 'cheques.receivedList');
  const update = (change: Partial<ChequeListState>) => list.update({ ...change, page: 1 });
  const open = (row: { id: number; direction: ChequeDirection }) => navigate(chequePath(row), { state: fromList });

  return (
    <Stack spacing={2} data-testid="cheque-list" data-removed={removed}>
      <PageHeader title={title} />
      <ListSearchRow search={state.search} onSearch={(search) => update({ search })} activeFilters={activeFilters(state)}>
        <ListFilters
          fields={[statusField(direction), kindField]}
          filters={{ status: state.status, kind: state.kind }}
          onChange={(filters) =>
            update({
              status: chequeStatuses.find((each) => each === filters.status),
              kind: chequeKinds.find((each) => each === filters.kind),
            })
          }
        />
        {/* The due dates on a line of their own: a preset, or a range. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, flexBasis: '100%' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state.due ?? null}
            // A preset replaces the range typed, and the range a preset.
            onChange={(_event, due: DuePreset | null) => update({ due: due ?? undefined, dueFrom: undefined, dueTo: undefined })}
            aria-label={t('cheques.due')}
            sx={{ width: { xs: '100%', sm: 'auto' }, '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, minHeight: 40 } }}
          >
            {duePresets.map((preset) => (
              <ToggleButton key={preset} value={preset} data-testid={`due-${preset}`}>
                {t(presetLabels[preset])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <DateRangeFilter
            from={state.due ? undefined : state.dueFrom}
            to={state.due ? undefined : state.dueTo}
            onChange={(range) => update({ dueFrom: range.from, dueTo: range.to, due: undefined })}
            resource="cheque"
            fields={{ from: dueFromField, to: dueToField }}
          />
        </Box>
      </ListSearchRow>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{page.isFetching && <LinearProgress />}</Box>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={from}
          rowKey={(row) => String(row.id)}
          actions={(row) => (
            <RowLink to={chequePath(row)} state={fromList} title={t('documents.view')} testId="row-view" icon={<VisibilityIcon fontSize="small" />} />
          )}
          onRowClick={open}
          loading={page.isPending}
          testId="cheque-table"
          stickyColumn="sayad"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography color="text.secondary">{t('cheques.total')}</Typography>
          <Typography component="bdi" dir="ltr" sx={{ fontWeight: 700 }} data-testid="cheque-total">
            {amountText(page.data?.totals.amount ?? '0', context)}
          </Typography>
        </Box>
        <ListPagination
          page={page.data?.current_page ?? state.page}
          lastPage={page.data?.last_page ?? 1}
          perPage={state.perPage}
          total={page.data?.total ?? 0}
          from={from}
          rowCount={rows.length}
          onPage={(next) => list.update({ page: next })}
          onPerPage={(perPage) => update({ perPage })}
        />
      </Paper>
    </Stack>
  );
}
