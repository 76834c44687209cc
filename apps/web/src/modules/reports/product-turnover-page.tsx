import { appRoutes, invoiceDefinition, type ProductMovement, type ProductTurnover } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { ReferencePicker } from '../../shared/fields/reference-picker.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { listParams, pageParam, param, perPageParam, positiveInt } from '../../shared/lists/list-params.ts';
import { useListState } from '../../shared/lists/use-list-state.ts';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { periodParam } from './book-state.ts';
import { PagedReportTable } from './paged-report-table.tsx';
import { fetchProductTurnover, invoiceReportKeys } from './invoice-report-api.ts';
import { turnoverColumns, warehouseDocumentOf, type Summarised, type TurnoverVariant } from './invoice-report-columns.ts';
import { reportStaleTime } from './report-api.ts';
import { periodLabel } from './report-columns.ts';
import { filePeriod, reportFileName } from './report-file-name.ts';
import { PeriodFilter } from './report-filters.tsx';
import type { YearRange } from './report-period.ts';
import { useReportYear } from './use-report-year.ts';

const screens = {
  turnover: 'ProductTurnover',
  count: 'ProductCountTurnover',
  amount: 'ProductAmountTurnover',
} as const satisfies Record<TurnoverVariant, keyof typeof appRoutes>;

type Line = Summarised<Partial<ProductMovement>>;

/** The stock before the range (on the first page), the range's sums and the stock after it (on the last page). */
function summaryOf(turnover: ProductTurnover, t: TFunction) {
  const first = turnover.current_page <= 1;
  const last = turnover.current_page >= turnover.last_page;
  const { totals, opening, closing } = turnover;
  return {
    leading: first ? [{ summary: t('invoiceReports.opening'), ...opening }] : [],
    trailing: last
      ? [
          { summary: t('invoiceReports.totals'), ...totals },
          { summary: t('invoiceReports.closing'), ...closing },
        ]
      : [],
  } satisfies { leading: Line[]; trailing: Line[] };
}

/**
 * product/turnover, countTurnover and amountTurnover/{id?}: a product's movements in a range, each with the count
 * and value on hand after it, from the stock before the range; the product is the path's, the rest in the query.
 */
export function ProductTurnoverPage({ variant }: { variant: TurnoverVariant }) {
  const year = useReportYear();
  return year ? <Turnover year={year} variant={variant} /> : null;
}

function Turnover({ year, variant }: { year: YearRange; variant: TurnoverVariant }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const { id } = useParams();
  const product = positiveInt(undefined).read(id ?? null);
  const { startDate, endDate } = year;
  const address = useMemo(
    () => listParams(periodParam({ startDate, endDate }), param('entrepot', positiveInt(undefined)), pageParam, perPageParam(25)),
    [startDate, endDate],
  );
  const { state, update: updateState } = useListState(address);
  const route = appRoutes[screens[variant]];
  const pathOf = (chosen: number | undefined) => (chosen === undefined ? route.path.replace('/:id?', '') : generatePath(route.path, { id: String(chosen) }));
  const update = (change: Partial<typeof state>, chosen = product) => updateState({ page: 1, ...change }, { pathname: pathOf(chosen) });
  const query = { from: state.from, to: state.to, entrepot: state.entrepot, page: state.page, perPage: state.perPage };
  const turnover = useQuery({
    queryKey: invoiceReportKeys.turnover(product ?? 0, query),
    queryFn: () => fetchProductTurnover(product ?? 0, query),
    enabled: product !== undefined,
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  });
  const data = product === undefined ? undefined : turnover.data;
  const rows: Line[] = data?.data ?? [];
  const from = data?.from ?? 1;
  const numberLink = (line: Line) => {
    const edit = line.kind ? (invoiceDefinition.variants.routes[line.kind]?.edit ?? warehouseDocumentOf(line.kind)?.routes.edit) : undefined;
    return line.document == null || !edit ? null : (
      <Link component={RouterLink} to={generatePath(appRoutes[edit].path, { id: String(line.document) })}>
        {localizeDigits(String(line.number ?? ''), context.language)}
      </Link>
    );
  };
  const columns = turnoverColumns(variant, context, numberLink);
  const summary = data ? summaryOf(data, t) : { leading: [], trailing: [] };

  return (
    <ReportFrame
      titleKey={route.title}
      subtitle={[data?.product_label, periodLabel(context, state)].filter(Boolean).join(' — ')}
      testId="product-turnover"
      fetching={turnover.isFetching}
      ready={data !== undefined}
      fileName={reportFileName([t(route.title), data?.product_label, filePeriod(context, state)])}
      offerScope
      sheet={async (sheetT, language, scope) => {
        const sheetColumns = turnoverColumns(variant, { ...context, t: sheetT, language });
        const whole = scope === 'page' || !data ? data : await fetchProductTurnover(product ?? 0, query, true);
        if (!whole) throw new Error('no report to export');
        return exportTable(sheetColumns, whole.data, whole.from, sheetT('list.rowNumber'), summaryOf(whole, sheetT));
      }}
      printTables={() => <PrintTable columns={columns} rows={rows} from={from} summary={summary} />}
      filters={
        <PeriodFilter key={`${state.from}|${state.to}`} period={state} onApply={(period) => update(period)}>
          <Box sx={{ width: { xs: '100%', sm: 260 } }}>
            <ReferencePicker
              name="product"
              resource="products"
              value={product ?? null}
              valueLabel={data?.product_label ?? null}
              onChange={(chosen) => update({}, chosen ?? undefined)}
              label={t('invoiceReports.columns.product')}
              required
              allowAdd={false}
              testId="report-filter-product"
            />
          </Box>
          <Box sx={{ width: { xs: '100%', sm: 220 } }}>
            <ReferencePicker
              name="entrepot"
              resource="entrepot"
              value={state.entrepot ?? null}
              valueLabel={null}
              onChange={(entrepot) => update({ entrepot: entrepot ?? undefined })}
              label={t('invoiceReports.columns.entrepot')}
              allowAdd={false}
              testId="report-filter-entrepot"
            />
          </Box>
        </PeriodFilter>
      }
    >
      <PagedReportTable
        columns={columns}
        page={data}
        state={state}
        summary={summary}
        rowKey={(line) => line.key ?? ''}
        loading={turnover.isPending}
        waiting={product === undefined ? t('invoiceReports.chooseProduct') : undefined}
        testId="product-turnover-table"
        onPage={(page) => updateState({ page })}
        onPerPage={(perPage) => update({ perPage })}
      />
    </ReportFrame>
  );
}
