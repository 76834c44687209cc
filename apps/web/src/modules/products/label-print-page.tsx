import { productResource } from '@hesab/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { ReferencePicker } from '../../shared/fields/reference-picker.tsx';
import { usePrint } from '../../shared/hooks/use-print.ts';
import { PageHeader } from '../../shared/resources/list-toolbar.tsx';
import { PrintArea } from '../../shared/resources/print-rows.tsx';
import { fetchForEdit } from '../../shared/resources/resource-api.ts';
import { addLabelItem, labelCountOf, labelItemOf, labelSymbologies, type LabelItem, type LabelSymbology } from './label-sheet.ts';
import { LabelSheetView } from './label-sheet-view.tsx';

/**
 * product/barcode and labelprint: labels of chosen products, each with its name, its barcode (else its code) as
 * Code128 or QR, and its price, as many of each as asked, printed on their own.
 */
export function LabelPrintPage() {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { printing, print } = usePrint();
  const [items, setItems] = useState<LabelItem[]>([]);
  const [symbology, setSymbology] = useState<LabelSymbology>('code128');
  const title = t('productTools.labels.title');

  const add = (id: number | null) => {
    if (id === null) return;
    fetchForEdit(productResource, String(id)).then(
      (record) => setItems((current) => addLabelItem(current, labelItemOf(record))),
      handleError,
    );
  };
  const setCount = (product: number, typed: string) =>
    setItems((current) => current.map((item) => (item.product === product ? { ...item, count: labelCountOf(typed) } : item)));

  return (
    <Stack spacing={2} data-testid="label-print">
      <PageHeader title={title}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={print} disabled={items.length === 0} data-testid="labels-print">
          {t('list.print')}
        </Button>
      </PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Box sx={{ width: { xs: '100%', sm: 280 } }}>
          <ReferencePicker
            name="product"
            resource="products"
            value={null}
            valueLabel={null}
            onChange={add}
            label={t('productTools.labels.addProduct')}
            size="small"
            testId="labels-product"
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('productTools.labels.symbology')}
          value={symbology}
          onChange={(event) => setSymbology(event.target.value === 'qr' ? 'qr' : 'code128')}
          sx={{ width: 160 }}
        >
          {labelSymbologies.map((each) => (
            <MenuItem key={each} value={each} data-testid={`labels-symbology-${each}`}>
              {t(`productTools.labels.symbologies.${each}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {items.map((item) => (
        <Box key={item.product} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="labels-item">
          <Typography sx={{ flexGrow: 1 }}>{item.name}</Typography>
          <TextField
            size="small"
            type="number"
            label={t('productTools.labels.count')}
            value={item.count}
            onChange={(event) => setCount(item.product, event.target.value)}
            slotProps={{ htmlInput: { min: 1, 'data-testid': 'labels-count' } }}
            sx={{ width: 110 }}
          />
          <IconButton
            color="error"
            aria-label={t('list.delete')}
            onClick={() => setItems((current) => current.filter((each) => each.product !== item.product))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {items.length === 0 ? (
          <Typography color="text.secondary">{t('productTools.labels.empty')}</Typography>
        ) : (
          <LabelSheetView items={items} symbology={symbology} />
        )}
      </Paper>
      {printing && (
        <PrintArea title={title}>
          <LabelSheetView items={items} symbology={symbology} />
        </PrintArea>
      )}
    </Stack>
  );
}
