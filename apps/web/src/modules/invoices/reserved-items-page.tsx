import { invoiceDefinition, type ReservedItem } from '@hesab/contract';
import { formatMoney, localizeDigits, sumMoney } from '@hesab/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { dateText } from '../../shared/documents/document-fields.ts';
import { documentFormPath } from '../../shared/documents/document-paths.ts';
import { screensOf } from '../../shared/documents/document-screens.ts';
import { useFormatContext, type FormatContext } from '../../shared/fields/format-context.ts';
import { ReferencePicker } from '../../shared/fields/reference-picker.tsx';
import { fetchPickerItem } from '../../shared/picker/picker-api.ts';
import { usePickerItem } from '../../shared/picker/use-picker-item.ts';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { exportTable, type TableColumn } from '../../shared/resources/table-columns.ts';
import { fetchReserved, invoiceLookupKeys } from './invoice-lookups-api.ts';

const presaleScreens = screensOf(invoiceDefinition, 'presale');

/** A reserved row with its records named; the totals line names nothing. */
interface ReservedLine extends ReservedItem {
  key: string;
  productName: string;
  entrepotName: string;
  personName: string;
  total?: true;
}

/** The names of the records a list names by id, each read once (`getdetail?select&id`) and kept with the pickers' reads. */
function useNames(select: string, ids: readonly number[]): ReadonlyMap<number, string> {
  const unique = [...new Set(ids)];
  const reads = useQueries({
    queries: unique.map((id) => ({ queryKey: ['picker-item', select, id], queryFn: ({ signal }: { signal: AbortSignal }) => fetchPickerItem(select, id, signal), staleTime: 60_000 })),
  });
  return new Map(unique.map((id, index) => [id, reads[index]?.data?.name ?? `#${String(id)}`]));
}

const emptyLine: ReservedLine = { key: '', invoice: 0, number: 0, date: '', person: null, product: 0, entrepot: 0, quantity: '0', productName: '', entrepotName: '', personName: '' };

const readId = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

function reservedColumns(context: FormatContext, linked: boolean): TableColumn<ReservedLine>[] {
  const { t, language } = context;
  const number = (row: ReservedLine) => (row.total ? t('invoiceScreens.reservedTotal') : localizeDigits(String(row.number), language));
  const quantity = (row: ReservedLine) => formatMoney(row.quantity, { precision: 6, language, trimZeros: true });
  return [
    {
      id: 'number',
      header: t('invoiceScreens.presaleNumber'),
      text: number,
      cell: (row) => (row.total ? number(row) : row.number),
      render: linked
        ? (row) =>
            row.total ? (
              number(row)
            ) : (
              <Link component={RouterLink} to={documentFormPath(presaleScreens, row.invoice)} data-testid="reserved-presale-link">
                {number(row)}
              </Link>
            )
        : undefined,
    },
    { id: 'date', header: t('documents.date'), text: (row) => (row.total ? '' : dateText(row.date, context)) },
    { id: 'person', header: t('fields.person'), text: (row) => row.personName },
    { id: 'product', header: t('invoices.product'), text: (row) => row.productName },
    { id: 'entrepot', header: t('invoices.entrepot'), text: (row) => row.entrepotName },
    { id: 'quantity', header: t('invoiceScreens.reservedQuantity'), text: quantity, cell: (row) => Number(row.quantity), ltr: true },
  ];
}

/**
 * sell/reserved/items (issue 16): what each open pre-invoice reserves of a product in a warehouse, row by row, which
 * available stock counts; filtered by product and warehouse (kept in the address), each row opening its pre-invoice.
 */
export function ReservedItemsPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [params, setParams] = useSearchParams();
  const product = readId(params, 'product');
  const entrepot = readId(params, 'entrepot');
  const set = (name: string, id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(name);
    else next.set(name, String(id));
    setParams(next, { replace: true });
  };
  const reserved = useQuery({
    queryKey: invoiceLookupKeys.reserved(product, entrepot),
    queryFn: ({ signal }) => fetchReserved(product, entrepot, signal),
    placeholderData: keepPreviousData,
  });
  const items = reserved.data ?? [];
  const products = useNames('products', items.map((row) => row.product));
  const entrepots = useNames('entrepot', items.map((row) => row.entrepot));
  const persons = useNames('customer', items.flatMap((row) => (row.person === null ? [] : [row.person])));
  const rows: ReservedLine[] = items.map((row, index) => ({
    ...row,
    key: `${String(row.invoice)}:${String(index)}`,
    productName: products.get(row.product) ?? '',
    entrepotName: entrepots.get(row.entrepot) ?? '',
    personName: row.person === null ? '' : (persons.get(row.person) ?? ''),
  }));
  const total = sumMoney(rows.map((row) => row.quantity));
  const totalRow: ReservedLine = { ...emptyLine, key: 'total', quantity: total, total: true };
  const columns = reservedColumns(context, true);
  const productName = usePickerItem('products', product)?.name;
  const entrepotName = usePickerItem('entrepot', entrepot)?.name;
  const subtitle = `${productName ?? t('invoiceScreens.allProducts')} — ${entrepotName ?? t('invoiceScreens.allEntrepots')}`;

  return (
    <ReportFrame
      titleKey="invoiceScreens.reservedItems"
      subtitle={subtitle}
      testId="reserved-items"
      fetching={reserved.isFetching}
      ready={reserved.data !== undefined}
      fileName={t('invoiceScreens.reservedItems')}
      sheet={async (sheetT, language) => exportTable(reservedColumns({ ...context, t: sheetT, language }, false), rows, 1, sheetT('list.rowNumber'))}
      printTables={() => <PrintTable columns={reservedColumns(context, false)} rows={[...rows, totalRow]} from={1} />}
      filters={
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 320px))' } }}>
          <ReferencePicker
            size="small"
            name="product"
            resource="products"
            value={product}
            valueLabel={null}
            onChange={(id) => set('product', id)}
            label={t('invoices.product')}
            allowAdd={false}
            testId="reserved-filter-product"
          />
          <ReferencePicker
            size="small"
            name="entrepot"
            resource="entrepot"
            value={entrepot}
            valueLabel={null}
            onChange={(id) => set('entrepot', id)}
            label={t('invoices.entrepot')}
            allowAdd={false}
            testId="reserved-filter-entrepot"
          />
        </Box>
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={1}
          rowKey={(row) => row.key}
          trailingRows={rows.length > 0 ? [totalRow] : undefined}
          loading={reserved.isPending}
          testId="reserved-table"
        />
      </Paper>
    </ReportFrame>
  );
}
