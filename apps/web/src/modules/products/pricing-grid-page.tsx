import { localizeDigits } from '@hesab/domain';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error.ts';
import { useDialogs } from '../../shared/dialogs/dialog-context.ts';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useKeyShortcut } from '../../shared/hooks/use-key-shortcut.ts';
import { messageText, serverFieldErrors } from '../../shared/forms/field-message.ts';
import { listParams, pageParam } from '../../shared/lists/list-params.ts';
import { useListState } from '../../shared/lists/use-list-state.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { PageHeader } from '../../shared/resources/list-toolbar.tsx';
import { PricingGridLine } from './pricing-grid-line.tsx';
import {
  changedRows,
  chooseProduct,
  editGridRow,
  gridErrorsOf,
  gridRowsOf,
  newGridRow,
  pricingReferenceColumns,
  removeGridRow,
  type GridEdit,
  type GridRow,
} from './pricing-grid-rows.ts';
import { fetchPricingGrid, productToolKeys, savePricingGrid } from './product-tools-api.ts';

const headers = [
  'productTools.pricing.product',
  'products.pricingType',
  'fields.name',
  ...pricingReferenceColumns.map((column) => column.label),
  'products.minCount',
  'products.maxCount',
  'products.percent',
  'products.price',
  'products.woocommerce',
  'productTools.pricing.cost',
  'list.actions',
];

/** The grid's page is kept in the URL; its size is the api's. */
const pricingGridParams = listParams(pageParam);

/**
 * product/pricing: every pricing row of the business's products, 1,000 a page, edited in place. F2 adds a row;
 * a deleted row goes with the save, which sends only the changed and deleted rows, in one transaction; a typed
 * percent fills the price from the product's cost.
 */
export function PricingGridPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const notify = useNotify();
  const dialogs = useDialogs();
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const list = useListState(pricingGridParams);
  const pageNumber = list.state.page;
  const page = useQuery({ queryKey: productToolKeys.pricing(pageNumber), queryFn: () => fetchPricingGrid(pageNumber) });
  const [rows, setRows] = useState<GridRow[]>([]);
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  const added = useRef(0);

  useEffect(() => {
    if (page.data) setRows(gridRowsOf(page.data.data));
    setErrors({});
  }, [page.data]);

  const addRow = useCallback(() => {
    added.current += 1;
    setRows((current) => [...current, newGridRow(`new-${String(added.current)}`, context.currencyPrecision)]);
  }, [context.currencyPrecision]);
  // The page's rows replace the grid's when they arrive: adding waits for them, so an added row is never lost.
  const loaded = page.data !== undefined;
  // F2 adds a row (spec 01 section 2), wherever the focus is on the page.
  useKeyShortcut({ key: 'F2', shift: false }, addRow, loaded);

  const onEdit = useCallback((key: string, edit: GridEdit) => {
    setRows((current) => current.map((row) => (row.key === key ? editGridRow(row, edit) : row)));
  }, []);
  const onProduct = useCallback((key: string, product: number | null) => {
    setRows((current) => current.map((row) => (row.key === key ? chooseProduct(current, row, product, null) : row)));
  }, []);
  // Stable, as onEdit is, so one row's delete does not re-render the page's other rows.
  const onRemove = useCallback(
    (key: string) => {
      const question = {
        title: t('list.deleteTitle'),
        message: t('productTools.pricing.removeConfirm'),
        confirmText: t('list.delete'),
        cancelText: t('form.cancel'),
      };
      void dialogs.confirm(question).then((confirmed) => {
        if (confirmed) setRows((current) => removeGridRow(current, key));
      });
    },
    [dialogs, t],
  );
  const shown = rows.filter((row) => !row.removed);

  const changed = changedRows(rows);
  const save = useMutation({
    mutationFn: () => savePricingGrid(changed.map(({ change }) => change)),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      void queryClient.invalidateQueries({ queryKey: ['resource', 'products'] });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 422) return handleError(error);
      const messages = Object.fromEntries(
        Object.entries(serverFieldErrors(error.body.errors)).flatMap(([path, message]) => (message ? [[path, messageText(message, t)]] : [])),
      );
      setErrors(gridErrorsOf(changed, messages));
      handleError(error);
    },
  });

  return (
    <Stack spacing={2} data-testid="pricing-grid">
      <PageHeader title={t('productTools.pricing.title')}>
        <Typography variant="body2" color="text.secondary" data-testid="pricing-changed">
          {t('productTools.pricing.changed', { count: localizeDigits(String(changed.length), context.language) })}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} disabled={!loaded} onClick={addRow} data-testid="pricing-add">
          {t('productTools.pricing.addRow')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={changed.length === 0 || save.isPending}
          onClick={() => save.mutate()}
          data-testid="pricing-save"
        >
          {t('productTools.pricing.save')}
        </Button>
      </PageHeader>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{(page.isFetching || save.isPending) && <LinearProgress />}</Box>
        {loaded && (
          <TableContainer>
            <Table size="small" data-testid="pricing-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('list.rowNumber')}</TableCell>
                  {headers.map((header) => (
                    <TableCell key={header}>{t(header)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row, index) => (
                  <PricingGridLine
                    key={row.key}
                    row={row}
                    number={(page.data?.from || 1) + index}
                    errors={errors[row.key]}
                    onEdit={onEdit}
                    onProduct={onProduct}
                    onRemove={onRemove}
                  />
                ))}
                {shown.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={headers.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }} data-testid="list-empty">
                      {t('productTools.pricing.empty')}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {(page.data?.last_page ?? 1) > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, p: 1 }}>
            {Array.from({ length: page.data?.last_page ?? 1 }, (_, index) => index + 1).map((number) => (
              <Button
                key={number}
                size="small"
                variant={number === pageNumber ? 'contained' : 'text'}
                onClick={() => list.update({ page: number })}
              >
                {localizeDigits(String(number), context.language)}
              </Button>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
