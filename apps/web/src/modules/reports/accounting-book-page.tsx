import { appRoutes } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useListState } from '../../shared/lists/use-list-state.ts';
import { Picker } from '../../shared/picker/picker.tsx';
import type { PickerItem } from '../../shared/picker/picker-api.ts';
import { ListPagination } from '../../shared/resources/list-pagination.tsx';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { bookLine, closingLine, openingLine, type BookLine, type BookRow } from './book-lines.ts';
import { bookListParams, type BookState } from './book-state.ts';
import { fetchAccountName, fetchBook, fetchDetailName, reportKeys, reportStaleTime, type BookQuery } from './report-api.ts';
import { bookColumns, periodLabel } from './report-columns.ts';
import { filePeriod, reportFileName } from './report-file-name.ts';
import { PeriodFilter } from './report-filters.tsx';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import type { Period, YearRange } from './report-period.ts';
import { useReportYear } from './use-report-year.ts';

const pickerWidth = { xs: '100%', sm: 260 };
/** The most rows the api gives a page: an export of every row reads the book in pages of this size. */
const exportPageSize = 500;

/** The book (accounting/book): an account's ledger with its running balance; everything it shows is in the URL. */
export function AccountingBookPage({ titleKey = 'menu.book' }: { titleKey?: string }) {
  const year = useReportYear();
  return year ? <Book year={year} titleKey={titleKey} /> : null;
}

function pickerItem(id: number, name: string): PickerItem {
  return { id, name, label: name, color: null, remain: null };
}

/**
 * A picker's value for an id in the URL: the item picked on this page, or else one named by a read of its
 * record (a book opened from a link); until then its number.
 */
function usePicked(
  id: number | null,
  picked: PickerItem | null,
  readName: (id: number) => Promise<string | null>,
  key: (id: number) => readonly unknown[],
) {
  const { language } = useFormatContext();
  const wanted = id !== null && picked?.id !== id;
  const name = useQuery({
    queryKey: key(id ?? 0),
    queryFn: () => readName(id ?? 0),
    enabled: wanted,
  });
  if (id === null) return null;
  if (!wanted && picked) return picked;
  return pickerItem(id, name.data ?? localizeDigits(String(id), language));
}

/** Every row of the range, page by page, for an export of the whole book. */
async function wholeBook(query: BookQuery): Promise<{ initial: string; rows: BookRow[] }> {
  const first = await fetchBook({ ...query, page: 1, perPage: exportPageSize });
  const rows = [...first.data];
  for (let page = 2; page <= first.last_page; page++) rows.push(...(await fetchBook({ ...query, page, perPage: exportPageSize })).data);
  return { initial: first.initial, rows };
}

function Book({ year, titleKey }: { year: YearRange; titleKey: string }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const { startDate, endDate } = year;
  const address = useMemo(() => bookListParams({ startDate, endDate }), [startDate, endDate]);
  const { state, update: updateBook } = useListState(address);
  const [pickedAccount, setPickedAccount] = useState<PickerItem | null>(null);
  const [pickedDetail, setPickedDetail] = useState<PickerItem | null>(null);
  const account = usePicked(state.account, pickedAccount, fetchAccountName, reportKeys.accountName);
  const detail = usePicked(state.detail, pickedDetail, fetchDetailName, reportKeys.detailName);
  // A new account, range or page size starts on the first page.
  const update = (change: Partial<BookState>) => updateBook({ page: 1, ...change });

  // A given account, or a detail account alone: its turnover over every account.
  const query: BookQuery | null =
    state.account === null && state.detail === null
      ? null
      : {
          account: state.account ?? undefined,
          detail: state.detail ?? undefined,
          from: state.from,
          to: state.to,
          page: state.page,
          perPage: state.perPage,
        };
  const book = useQuery({
    queryKey: reportKeys.book(query),
    // Never called with neither: the query waits (enabled) until one is chosen.
    queryFn: () => (query ? fetchBook(query) : Promise.reject(new Error('no account chosen'))),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  });

  const data = query ? book.data : undefined;
  const rows = data?.data ?? [];
  const lines = rows.map(bookLine);
  const from = data?.from ?? 1;
  const summaryOf = (pageRows: readonly BookRow[], initial: string, firstPage: boolean, lastPage: boolean) => ({
    leading: [openingLine(pageRows, initial, firstPage)],
    trailing: [closingLine(pageRows, lastPage)].filter((line): line is BookLine => line !== null),
  });
  const summary = data
    ? summaryOf(rows, data.initial, data.current_page <= 1, data.current_page >= data.last_page)
    : { leading: [], trailing: [] };
  const documentLink = (line: BookLine) =>
    line.journal_id === null ? null : (
      <Link
        component={RouterLink}
        to={generatePath(appRoutes.AccountingDocument.path, { id: String(line.journal_id) })}
        data-testid="book-document-link"
      >
        {localizeDigits(String(line.number ?? ''), context.language)}
      </Link>
    );
  const columns = bookColumns(context, documentLink);
  const applyPeriod = (period: Period) => update(period);

  return (
    <ReportFrame
      titleKey={titleKey}
      subtitle={[account?.name, detail?.name, periodLabel(context, state)].filter(Boolean).join(' — ')}
      testId="account-book"
      fetching={book.isFetching}
      ready={data !== undefined}
      fileName={reportFileName([context.t(titleKey), account?.name, detail?.name, filePeriod(context, state)])}
      offerScope
      sheet={async (sheetT, language, scope) => {
        const sheetColumns = bookColumns({ ...context, t: sheetT, language });
        const header = sheetT('list.rowNumber');
        if (scope === 'page' || !query) return exportTable(sheetColumns, lines, from, header, summary);
        const whole = await wholeBook(query);
        return exportTable(sheetColumns, whole.rows.map(bookLine), 1, header, summaryOf(whole.rows, whole.initial, true, true));
      }}
      printTables={() => <PrintTable columns={columns} rows={lines} from={from} summary={summary} />}
      filters={
        <PeriodFilter key={`${state.from}|${state.to}`} period={state} onApply={applyPeriod}>
          <Box sx={{ width: pickerWidth }}>
            <Picker
              select="account"
              label={t('reports.account')}
              value={account}
              onChange={(item) => {
                setPickedAccount(item);
                update({ account: item?.id ?? null });
              }}
              allowAdd={false}
              // A detail account alone needs none: the book is then its turnover over every account.
              required={state.detail === null}
              testId="book-account"
            />
          </Box>
          <Box sx={{ width: pickerWidth }}>
            <Picker
              select="detail"
              label={t('reports.detail')}
              value={detail}
              onChange={(item) => {
                setPickedDetail(item);
                update({ detail: item?.id ?? null });
              }}
              allowAdd={false}
              testId="book-detail"
            />
          </Box>
        </PeriodFilter>
      }
    >
      {query === null ? (
        <Typography color="text.secondary" data-testid="book-choose-account">
          {t('reports.chooseAccount')}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <ResourceTable
            columns={columns}
            rows={lines}
            from={from}
            rowKey={(line) => `${line.journal_id ?? ''}-${line.cumulative_debtor ?? ''}-${line.cumulative_creditor ?? ''}`}
            loading={book.isPending}
            leadingRows={summary.leading}
            trailingRows={summary.trailing}
            testId="book-table"
          />
          <ListPagination
            page={data?.current_page ?? state.page}
            lastPage={data?.last_page ?? 1}
            perPage={state.perPage}
            total={data?.total ?? 0}
            from={from}
            rowCount={rows.length}
            onPage={(page) => updateBook({ page })}
            onPerPage={(perPage) => update({ perPage })}
          />
        </Paper>
      )}
    </ReportFrame>
  );
}
