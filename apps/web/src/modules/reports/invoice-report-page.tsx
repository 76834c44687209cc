import { appRoutes, invoiceDefinition, investorReportKinds, type InvoiceReportKind, type InvoiceReportLine, type InvoiceType, type RouteName } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { ReferencePicker } from '../../shared/fields/reference-picker.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useListState } from '../../shared/lists/use-list-state.ts';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { DebouncedTextField } from '../../shared/resources/debounced-text-field.tsx';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { fetchInvoiceReport, invoiceReportKeys } from './invoice-report-api.ts';
import { invoiceReportColumns, totalsLine } from './invoice-report-columns.ts';
import { PagedReportTable } from './paged-report-table.tsx';
import { invoiceReportParams, invoiceReportQuery, type InvoiceReportState, type ReportFilter } from './invoice-report-state.ts';
import { reportStaleTime } from './report-api.ts';
import { periodLabel } from './report-columns.ts';
import { filePeriod, reportFileName } from './report-file-name.ts';
import { PeriodFilter } from './report-filters.tsx';
import type { YearRange } from './report-period.ts';
import { useReportYear } from './use-report-year.ts';

const filterWidth = { xs: '100%', sm: 220 };

/** The picker of each filter: the resource it picks from and its label. */
const filterPickers: Record<ReportFilter, { resource: string; label: string }> = {
  person: { resource: 'customer', label: 'invoiceReports.columns.person' },
  product: { resource: 'products', label: 'invoiceReports.columns.product' },
  group: { resource: 'group/main', label: 'invoiceReports.columns.group' },
  entrepot: { resource: 'entrepot', label: 'invoiceReports.columns.entrepot' },
  investor: { resource: 'customer', label: 'invoiceReports.columns.investor' },
};

interface InvoiceReportPageProps {
  route: RouteName;
  type: InvoiceType;
  kind: InvoiceReportKind;
}

/**
 * An invoice report (sell/itemsList, purchase/productItemsList...): a type's invoice rows in a range, filtered,
 * listed or summed as the report says, with the totals of every row; paged, printed and exported to Excel.
 */
export function InvoiceReportPage(props: InvoiceReportPageProps) {
  const year = useReportYear();
  return year ? <InvoiceReport year={year} {...props} /> : null;
}

function InvoiceReport({ year, route, type, kind }: InvoiceReportPageProps & { year: YearRange }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const { startDate, endDate } = year;
  const address = useMemo(() => invoiceReportParams({ startDate, endDate }), [startDate, endDate]);
  const { state, update: updateState } = useListState(address);
  // A new range, filter or page size starts on the first page.
  const update = (change: Partial<InvoiceReportState>) => updateState({ page: 1, ...change });
  const query = invoiceReportQuery(type, state);
  // One product's report waits for its product.
  const waiting = kind === 'productItemReport' && state.product === undefined;
  const report = useQuery({
    queryKey: invoiceReportKeys.items(kind, query),
    queryFn: () => fetchInvoiceReport(kind, query),
    enabled: !waiting,
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  });
  const data = waiting ? undefined : report.data;
  const rows = data?.data ?? [];
  const from = data?.from ?? 1;
  const titleKey = appRoutes[route].title;
  const editRoute = invoiceDefinition.variants.routes[type]?.edit;
  const numberLink = (line: InvoiceReportLine) =>
    line.invoice === undefined || !editRoute ? null : (
      <Link component={RouterLink} to={generatePath(appRoutes[editRoute].path, { id: String(line.invoice) })} data-testid="report-invoice-link">
        {localizeDigits(String(line.number ?? ''), context.language)}
      </Link>
    );
  const columns = invoiceReportColumns(kind, context, numberLink);
  const summary = { trailing: data ? [totalsLine(data.totals, t('invoiceReports.totals'))] : [] };
  const filters: ReportFilter[] = investorReportKinds.includes(kind) ? ['person', 'product', 'group', 'entrepot', 'investor'] : ['person', 'product', 'group', 'entrepot'];

  return (
    <ReportFrame
      titleKey={titleKey}
      subtitle={periodLabel(context, state)}
      testId="invoice-report"
      fetching={report.isFetching}
      ready={data !== undefined}
      fileName={reportFileName([t(titleKey), filePeriod(context, state)])}
      offerScope
      sheet={async (sheetT, language, scope) => {
        const sheetColumns = invoiceReportColumns(kind, { ...context, t: sheetT, language });
        const header = sheetT('list.rowNumber');
        const whole = scope === 'page' || !data ? data : await fetchInvoiceReport(kind, query, true);
        if (!whole) throw new Error('no report to export');
        return exportTable(sheetColumns, whole.data, whole.from, header, { trailing: [totalsLine(whole.totals, sheetT('invoiceReports.totals'))] });
      }}
      printTables={() => <PrintTable columns={columns} rows={rows} from={from} summary={summary} />}
      filters={
        <PeriodFilter key={`${state.from}|${state.to}`} period={state} onApply={(period) => update(period)}>
          {filters.map((name) => (
            <Box key={name} sx={{ width: filterWidth }}>
              <ReferencePicker
                name={name}
                resource={filterPickers[name].resource}
                value={state[name] ?? null}
                valueLabel={null}
                onChange={(id) => update({ [name]: id ?? undefined })}
                label={t(filterPickers[name].label)}
                required={name === 'product' && kind === 'productItemReport'}
                allowAdd={false}
                testId={`report-filter-${name}`}
              />
            </Box>
          ))}
          <Box sx={{ width: filterWidth }}>
            <DebouncedTextField value={state.search} onCommit={(search) => update({ search })} delayMs={400} label={t('invoiceReports.search')} testId="report-search" search />
          </Box>
        </PeriodFilter>
      }
    >
      <PagedReportTable
        columns={columns}
        page={data}
        state={state}
        summary={summary}
        rowKey={(line) => line.key}
        loading={report.isPending}
        waiting={waiting ? t('invoiceReports.chooseProduct') : undefined}
        testId="invoice-report-table"
        onPage={(page) => updateState({ page })}
        onPerPage={(perPage) => update({ perPage })}
      />
    </ReportFrame>
  );
}
