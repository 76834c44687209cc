import { productResource } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { ReferencePicker } from '../../shared/fields/reference-picker.tsx';
import { usePrint } from '../../shared/hooks/use-print.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/resources/list-toolbar.tsx';
import { fetchForEdit } from '../../shared/resources/resource-api.ts';
import { labelFormatOf, pageLayout } from './label-format.ts';
import { LabelOptions } from './label-options.tsx';
import { readLabelSettings, saveLabelSettings } from './label-settings.ts';
import { addLabelItem, labelCountOf, labelItemOf, labelPages, sheetLabels, type LabelItem } from './label-sheet.ts';
import { LabelPrintPages, LabelSheetView } from './label-sheet-view.tsx';

/**
 * product/barcode and labelprint: labels of chosen products, as many of each as asked, with their barcode (else
 * their code) as Code128 or QR and the fields chosen, printed on the label stock chosen; the choices stay for the
 * next print on this machine.
 */
export function LabelPrintPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const handleError = useApiErrorHandler();
  const { printing, print } = usePrint();
  const [items, setItems] = useState<LabelItem[]>([]);
  const [settings, setSettings] = useState(readLabelSettings);
  useEffect(() => saveLabelSettings(settings), [settings]);
  const look = { format: labelFormatOf(settings.format), fields: settings.fields, symbology: settings.symbology };
  const labels = sheetLabels(items);
  const digits = (count: number) => localizeDigits(String(count), language);
  const summary = { count: digits(labels.length), pages: digits(labelPages(labels, pageLayout(look.format).perPage).length) };

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
      <PageHeader title={t('productTools.labels.title')}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={print} disabled={items.length === 0} data-testid="labels-print">
          {t('list.print')}
        </Button>
      </PageHeader>
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
      <LabelOptions settings={settings} onChange={setSettings} />
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
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary" data-testid="labels-summary">
              {t('productTools.labels.summary', summary)}
            </Typography>
            <LabelSheetView items={items} look={look} />
          </Stack>
        )}
      </Paper>
      {printing && <LabelPrintPages items={items} look={look} />}
    </Stack>
  );
}
