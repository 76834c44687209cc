import type { ExpiringLot, Field } from '@hesab/contract';
import { amountCell, formatMoney, localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../shared/documents/document-fields.ts';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { ReferencePicker } from '../../shared/fields/reference-picker.tsx';
import { useFormatContext, type FormatContext } from '../../shared/fields/format-context.ts';
import { usePrint } from '../../shared/hooks/use-print.ts';
import { ListExportDialog } from '../../shared/resources/list-export-dialog.tsx';
import { ListPageHeader } from '../../shared/resources/list-toolbar.tsx';
import { PrintRows } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { fetchExpiring, warehouseKeys } from './warehouse-api.ts';

const daysField: Field = { name: 'days', type: 'number', label: 'warehouseDocuments.expiring.days', min: 0, max: 3650 };

/** The columns of expireDateItems, on screen, in print and in Excel. */
function expiringColumns(context: FormatContext): TableColumn<ExpiringLot>[] {
  const { t, language } = context;
  return [
    { id: 'code', header: t('fields.code'), text: (row) => localizeDigits(row.code ?? '', language) },
    { id: 'product', header: t('products.product'), text: (row) => row.product_label },
    { id: 'entrepot', header: t('invoices.entrepot'), text: (row) => row.entrepot_label },
    // A batch as printed on the goods, in its own digits.
    { id: 'batch', header: t('warehouseDocuments.batch'), text: (row) => row.batch ?? '' },
    { id: 'expire', header: t('warehouseDocuments.expire'), text: (row) => dateText(row.expire, context) },
    {
      id: 'days',
      header: t('warehouseDocuments.expiring.daysLeft'),
      text: (row) => (row.days < 0 ? t('warehouseDocuments.expiring.expired') : localizeDigits(String(row.days), language)),
      render: (row) =>
        row.days < 0 ? <Chip size="small" color="error" label={t('warehouseDocuments.expiring.expired')} /> : localizeDigits(String(row.days), language),
    },
    {
      id: 'quantity',
      header: t('products.stock'),
      text: (row) => formatMoney(row.quantity, { precision: 4, language, trimZeros: true }),
      cell: (row) => amountCell(row.quantity),
      ltr: true,
    },
  ];
}

/**
 * entrepot/expireDateItems: the lots in stock that expire within the days asked (30 to begin with) and those expired,
 * earliest first, in one warehouse or all the user may see; exported to Excel and printed.
 */
export function ExpiringPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [days, setDays] = useState<unknown>(30);
  const [entrepot, setEntrepot] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const { printing, print } = usePrint();
  const within = typeof days === 'number' && days >= 0 ? days : 30;
  const lots = useQuery({
    queryKey: warehouseKeys.expiring(within, entrepot),
    queryFn: ({ signal }) => fetchExpiring(within, entrepot, signal),
    placeholderData: keepPreviousData,
  });
  const rows = lots.data ?? [];
  const columns = expiringColumns(context);
  const title = t('warehouseDocuments.expiring.title');
  return (
    <Stack spacing={2} data-testid="expiring-lots">
      <ListPageHeader title={title} onExport={() => setExporting(true)} onPrint={print} printDisabled={rows.length === 0} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Box sx={{ width: { xs: '100%', sm: 170 } }} data-testid="filter-days">
          <FieldInput field={daysField} value={days} onChange={setDays} onBlur={() => undefined} label={t(daysField.label)} values={{}} resource="entrepot" />
        </Box>
        <Box sx={{ width: { xs: '100%', sm: 240 } }}>
          <ReferencePicker
            name="entrepot"
            resource="entrepot"
            value={entrepot}
            valueLabel={rows.find((row) => row.entrepot === entrepot)?.entrepot_label ?? null}
            onChange={(id) => setEntrepot(id ?? null)}
            label={t('productTools.stock.allWarehouses')}
            size="small"
            testId="filter-entrepot"
          />
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{lots.isFetching && <LinearProgress />}</Box>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={1}
          rowKey={(row) => `${String(row.product)}-${String(row.entrepot)}-${row.batch ?? ''}-${row.expire}`}
          loading={lots.isPending}
          testId="expiring-table"
        />
      </Paper>
      {exporting && (
        <ListExportDialog
          title="warehouseDocuments.expiring.title"
          fileName="expiring-items.xlsx"
          columns={(sheetT, sheetLanguage) => expiringColumns({ ...context, t: sheetT, language: sheetLanguage })}
          rows={rows}
          from={1}
          readAll={() => Promise.resolve(rows)}
          onClose={() => setExporting(false)}
        />
      )}
      {printing && <PrintRows title={title} columns={columns} rows={rows} from={1} />}
    </Stack>
  );
}
