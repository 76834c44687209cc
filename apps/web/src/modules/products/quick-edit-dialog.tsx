import type { ResourceRecord } from '@hesab/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error.ts';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { serverFieldErrors } from '../../shared/forms/field-message.ts';
import { useKeyShortcut } from '../../shared/hooks/use-key-shortcut.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { NumericKeypad } from './numeric-keypad.tsx';
import { saveQuickEdit } from './product-tools-api.ts';
import {
  isPriceMissing,
  pressKey,
  quickEditFields,
  quickEditQueryOf,
  quickEditValuesOf,
  typeInto,
  type QuickEditField,
} from './quick-edit.ts';

const labels: Record<QuickEditField, string> = {
  barcode: 'products.barcode',
  price: 'products.price',
  taxPercent: 'products.taxPercent',
  discountPercent: 'products.discountPercent',
};

interface QuickEditDialogProps {
  row: ResourceRecord;
  onClose(): void;
  onSaved(): void;
}

/**
 * The product quick edit (spec 01 section 2): barcode, fixed sell price, tax and discount percents, with a numeric
 * keypad typing into the field last focused; shift+F2 saves. An empty or zero price shows the pink pleasEnterPrice
 * notice.
 */
export function QuickEditDialog({ row, onClose, onSaved }: QuickEditDialogProps) {
  const { t } = useTranslation();
  const { currencyPrecision } = useFormatContext();
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const [values, setValues] = useState(() => quickEditValuesOf(row));
  const [active, setActive] = useState<QuickEditField>('price');
  const [priceMissing, setPriceMissing] = useState(false);

  const mutation = useMutation({
    mutationFn: () => saveQuickEdit(Number(row.id), quickEditQueryOf(values)),
    onSuccess: (answer) => {
      notify.success(answer.message);
      onSaved();
    },
    onError: (error) => {
      // The api's own pleasEnterPrice (422 on `price`) shows as the same notice.
      const priceRefused = error instanceof ApiError && error.status === 422 && Object.keys(serverFieldErrors(error.body.errors)).includes('price');
      if (priceRefused) setPriceMissing(true);
      else handleError(error);
    },
  });
  const save = () => {
    if (mutation.isPending) return;
    const missing = isPriceMissing(values.price);
    setPriceMissing(missing);
    if (!missing) mutation.mutate();
  };
  useKeyShortcut({ key: 'F2', shift: true }, save);

  const change = (field: QuickEditField, text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    if (field === 'price') setPriceMissing(false);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: '50%' } } } }}
      data-testid="quick-edit"
    >
      <DialogTitle>
        {t('productTools.quickEdit.title')}: {typeof row.name === 'string' ? row.name : ''}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, alignItems: 'center' }}>
          {quickEditFields.map((field) => (
            <TextField
              key={field}
              fullWidth
              size="small"
              label={t(labels[field])}
              value={values[field]}
              autoFocus={field === 'price'}
              onFocus={() => setActive(field)}
              onChange={(event) => change(field, typeInto(field, event.target.value, currencyPrecision))}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: field === 'barcode' ? 'text' : 'decimal', 'data-testid': `quick-edit-${field}` } }}
            />
          ))}
          {priceMissing && (
            // The theme's error colour is the spec's pink accent.
            <Alert severity="error" variant="filled" sx={{ width: '100%' }} data-testid="quick-edit-price-notice">
              {t('productTools.quickEdit.pleasEnterPrice')}
            </Alert>
          )}
          <NumericKeypad onKey={(key) => change(active, pressKey(active, values[active], key, currencyPrecision))} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" onClick={save} disabled={mutation.isPending} data-testid="quick-edit-save">
          {t('productTools.quickEdit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
