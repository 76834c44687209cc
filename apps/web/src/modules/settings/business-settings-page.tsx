import { businessLogo, businessProfile, businessSettings, invoiceDeliveries, messageBody, type BusinessSettingsValues } from '@hesab/contract';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
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
import { RecordFilesSection } from '../../shared/uploads/record-files-section.tsx';
import { imageAccept } from '../../shared/uploads/upload-rules.ts';

const settingsKey = ['setting'] as const;
/** What printed documents say of the business (issue 18), each with the label the printout gives it. */
const profileFields = [
  { field: 'economic_code', label: 'printing.economicCode', digits: true },
  { field: 'national_id', label: 'printing.nationalId', digits: true },
  { field: 'registration_number', label: 'printing.registrationNumber', digits: true },
  { field: 'postal_code', label: 'printing.postalCode', digits: true },
  { field: 'phone', label: 'printing.phone', digits: true },
  { field: 'address', label: 'printing.address', digits: false },
] as const;

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
    save.mutate(businessSettings.parse(values));
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
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('printing.profile')}
        </Typography>
        {/* Uploaded at once, apart from the form's save: printed above the business's name on its documents. */}
        <RecordFilesSection
          title={t('printing.logo')}
          type={businessLogo.type}
          refId={businessLogo.refId}
          accept={imageAccept}
          buttonText={t('printing.chooseLogo')}
          icon={<AddPhotoAlternateOutlinedIcon />}
        />
        {profileFields.map(({ field, label, digits }) => {
          const invalid = !businessProfile.shape[field].safeParse(values[field]).success;
          return (
            <TextField
              key={field}
              label={t(label)}
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              error={invalid}
              helperText={invalid ? t('printing.invalid') : undefined}
              multiline={!digits}
              slotProps={{ htmlInput: { name: field, dir: digits ? 'ltr' : undefined, inputMode: digits ? 'numeric' : undefined, 'data-testid': `setting-${field}` } }}
            />
          );
        })}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={!dirty || !businessSettings.safeParse(values).success || save.isPending} data-testid="business-settings-save">
            {t('form.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** setting/index: the business's name, what it allows its documents, and what its printed documents say of it. */
export function BusinessSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => api.get('setting', businessSettings), staleTime: 0 });
  if (settings.isPending) return <LinearProgress />;
  if (settings.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  return <SettingsForm stored={settings.data} />;
}
