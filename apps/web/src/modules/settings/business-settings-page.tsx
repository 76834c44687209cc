import { businessSettings, invoiceDeliveries, messageBody, type BusinessSettingsValues } from '@hesab/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { useUnsavedChangesGuard } from '../../shared/navigation/use-unsaved-changes-guard.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { sessionQueryKeys } from '../../shared/session/session-queries.ts';

const settingsKey = ['setting'] as const;
const switches = [
  { field: 'negative_inventory', label: 'businessSettings.negativeInventory' },
  { field: 'negative_treasury', label: 'businessSettings.negativeTreasury' },
] as const;

function SettingsForm({ stored }: { stored: BusinessSettingsValues }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(stored);
  const dirty = JSON.stringify(values) !== JSON.stringify(stored);
  useUnsavedChangesGuard(dirty);
  const save = useMutation({
    mutationFn: (update: BusinessSettingsValues) => api.put('setting', update, messageBody),
    onSuccess: (answer, update) => {
      notify.success(answer.message);
      queryClient.setQueryData(settingsKey, update);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.init });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ ...values, name: values.name.trim() });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate data-testid="business-settings">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('menu.businessSettings')}
        </Typography>
        <TextField
          label={t('businessSettings.name')}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={values.name.trim() === ''}
          helperText={values.name.trim() === '' ? t('common.required') : undefined}
          slotProps={{ htmlInput: { name: 'name', maxLength: 249 } }}
        />
        {switches.map(({ field, label }) => (
          <FormControlLabel
            key={field}
            control={<Switch checked={values[field]} onChange={(event) => setValues({ ...values, [field]: event.target.checked })} name={field} />}
            label={t(label)}
          />
        ))}
        <TextField
          select
          label={t('businessSettings.invoiceDelivery')}
          value={values.invoice_delivery}
          onChange={(event) => setValues({ ...values, invoice_delivery: invoiceDeliveries.find((each) => each === event.target.value) ?? 'direct' })}
          helperText={t('businessSettings.invoiceDeliveryHelp')}
          slotProps={{ htmlInput: { name: 'invoice_delivery', 'data-testid': 'setting-invoice-delivery' } }}
        >
          {invoiceDeliveries.map((each) => (
            <MenuItem key={each} value={each}>
              {t(`invoices.deliveryOptions.${each}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={!dirty || values.name.trim() === '' || save.isPending} data-testid="business-settings-save">
            {t('form.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** setting/index: the business's name and what it allows its documents. */
export function BusinessSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => api.get('setting', businessSettings), staleTime: 0 });
  if (settings.isPending) return <LinearProgress />;
  if (settings.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  return <SettingsForm stored={settings.data} />;
}
