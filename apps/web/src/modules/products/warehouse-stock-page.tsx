import { isIsoDate } from '@hesab/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Field } from '@hesab/contract';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { ReferencePicker } from '../../shared/fields/reference-picker.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { usePrint } from '../../shared/hooks/use-print.ts';
import { useListState } from '../../shared/lists/use-list-state.ts';
import { ListExportDialog } from '../../shared/resources/list-export-dialog.tsx';
import { ListPagination, pagingOf } from '../../shared/resources/list-pagination.tsx';
import { ListPageHeader } from '../../shared/resources/list-toolbar.tsx';
import { PrintRows } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { fetchWarehouseStock, productToolKeys } from './product-tools-api.ts';
import { warehouseStockColumns } from './warehouse-stock-columns.ts';
import {
  productOfPath,
  warehouseStockParams,
  warehouseStockPath,
  warehouseStockQuery,
  type WarehouseStockState,
} from './warehouse-stock-state.ts';

/** The date box of the filters: the stock at the end of a day, typed in the business's calendar. */
const dateField: Field = { name: 'date', type: 'date', label: 'productTools.stock.date' };

/**
 * product/entrepotList/{id?}: stock per product and warehouse at a date (after every movement when none), for the
 * product of the path or for all, filtered by warehouse; paged on the server, exported to Excel and printed.
 */
export function WarehouseStockPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const { id } = useParams();
  const list = useListState(warehouseStockParams);
  const state: WarehouseStockState = { product: productOfPath(id), ...list.state };
  const [exporting, setExporting] = useState(false);
  // The date as typed: the page follows once it is a whole date, or none.
  const [typedDate, setTypedDate] = useState<unknown>(list.state.date ?? null);
  const { printing, print } = usePrint();

  // The product is the path's: choosing another (or none) goes to its path, with the rest of the state.
  const update = (change: Partial<WarehouseStockState>) => {
    const { product, ...query } = change;
    list.update(query, { pathname: warehouseStockPath('product' in change ? product : state.product) });
  };

  const query = warehouseStockQuery(state);
  const page = useQuery({
    queryKey: productToolKeys.stock(query),
    queryFn: () => fetchWarehouseStock(query),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.data ?? [];
  const from = page.data?.from ?? 1;
  const columns = warehouseStockColumns(context);
  // Printed or exported at a date, the title says which.
  const title = state.date
    ? `${t('products.entrepotList')} — ${t(dateField.label)} ${formatBusinessDate(state.date, context.dateLocale, context.language)}`
    : t('products.entrepotList');
  const filters = [
    {
      name: 'product',
      label: 'productTools.stock.allProducts',
      valueLabel: rows.find((row) => row.product === state.product)?.product_label ?? null,
    },
    { name: 'entrepot', label: 'productTools.stock.allWarehouses', valueLabel: null },
  ] as const;

  return (
    <Stack spacing={2} data-testid="warehouse-stock">
      <ListPageHeader title={title} onExport={() => setExporting(true)} onPrint={print} printDisabled={rows.length === 0} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Box sx={{ width: { xs: '100%', sm: 170 } }} data-testid="filter-date">
          <FieldInput
            field={dateField}
            value={typedDate}
            onChange={(value) => {
              setTypedDate(value);
              if (value === null || isIsoDate(value)) update({ date: value ?? undefined, page: 1 });
            }}
            onBlur={() => undefined}
            label={t(dateField.label)}
            values={{}}
            resource="products"
          />
        </Box>
        {filters.map(({ name, label, valueLabel }) => (
          <Box key={name} sx={{ width: { xs: '100%', sm: 240 } }}>
            <ReferencePicker
              name={name}
              resource={name === 'product' ? 'products' : 'entrepot'}
              value={state[name] ?? null}
              valueLabel={valueLabel}
              onChange={(id) => update({ [name]: id ?? undefined, page: 1 })}
              label={t(label)}
              size="small"
              testId={`filter-${name}`}
            />
          </Box>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{page.isFetching && <LinearProgress />}</Box>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={from}
          rowKey={(row) => `${String(row.product)}-${String(row.entrepot)}`}
          loading={page.isPending}
          testId="warehouse-stock-table"
        />
        <ListPagination
          {...pagingOf(page.data, state.page, rows.length)}
          perPage={state.perPage}
          onPage={(next) => update({ page: next })}
          onPerPage={(perPage) => update({ perPage, page: 1 })}
        />
      </Paper>
      {exporting && (
        <ListExportDialog
          title="products.entrepotList"
          fileName="warehouse-stock.xlsx"
          columns={(sheetT, sheetLanguage) => warehouseStockColumns({ ...context, t: sheetT, language: sheetLanguage })}
          rows={rows}
          from={from}
          readAll={async () => (await fetchWarehouseStock(query, true)).data}
          onClose={() => setExporting(false)}
        />
      )}
      {printing && <PrintRows title={title} columns={columns} rows={rows} from={from} />}
    </Stack>
  );
}
