import type { InvoiceType } from '@hesab/contract';
import type { QueryParams } from '../../shared/api/client.ts';
import { listParams, pageParam, param, perPageParam, positiveInt, searchParam, type ListParams, type PerPage } from '../../shared/lists/list-params.ts';
import { periodParam } from './book-state.ts';
import type { Period, YearRange } from './report-period.ts';

/** What an invoice report shows, all of it in the URL: the range, the filters, the search and the page. */
export interface InvoiceReportState extends Period {
  person: number | undefined;
  product: number | undefined;
  group: number | undefined;
  entrepot: number | undefined;
  investor: number | undefined;
  search: string;
  page: number;
  perPage: PerPage;
}

export const reportFilters = ['person', 'product', 'group', 'entrepot', 'investor'] as const;
export type ReportFilter = (typeof reportFilters)[number];

/** The range (the financial year unless chosen), each filter, `search`, `page` and `perPage` (25 unless chosen). */
export function invoiceReportParams(year: YearRange): ListParams<InvoiceReportState> {
  return listParams(
    periodParam(year),
    param('person', positiveInt(undefined)),
    param('product', positiveInt(undefined)),
    param('group', positiveInt(undefined)),
    param('entrepot', positiveInt(undefined)),
    param('investor', positiveInt(undefined)),
    searchParam,
    pageParam,
    perPageParam(25),
  );
}

/** `GET invoice/report/{kind}`'s query for a type and the state. */
export function invoiceReportQuery(type: InvoiceType, state: InvoiceReportState): QueryParams {
  const { search, ...rest } = state;
  return { type, ...rest, search: search || undefined };
}
