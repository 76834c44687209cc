import {
  businessLogo,
  businessProfile,
  businessSettings,
  colourSchemeNames,
  dateLocales,
  invoiceDeliveries,
  messageBody,
  orientations,
  paperSizes,
  type BusinessSettingsValues,
  type BusinessTheme,
  type PrintDefaults,
} from '@hesab/contract';
import { inventoryMethods, localizeDigits } from '@hesab/domain';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import FormatColorResetIcon from '@mui/icons-material/FormatColorReset';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useUnsavedChangesGuard } from '../../shared/navigation/use-unsaved-changes-guard.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { sessionQueryKeys } from '../../shared/session/session-queries.ts';
import { CurrencyFields } from '../../shared/fields/currency-fields.tsx';
import { RecordFilesSection } from '../../shared/uploads/record-files-section.tsx';
import { imageAccept } from '../../shared/uploads/upload-rules.ts';
import { GatewayAccountPicker } from './gateway-account-picker.tsx';

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

type SwitchField = { [K in keyof BusinessSettingsValues]: BusinessSettingsValues[K] extends boolean ? K : never }[keyof BusinessSettingsValues];

const documentSwitches: readonly { field: SwitchField; label: string }[] = [
  { field: 'negative_inventory', label: 'businessSettings.negativeInventory' },
  { field: 'negative_treasury', label: 'businessSettings.negativeTreasury' },
  { field: 'sell_without_customer', label: 'businessSettings.sellWithoutCustomer' },
];
const systemSwitches: readonly { field: SwitchField; label: string }[] = [
  { field: 'prevent_duplicate_national_code', label: 'businessSettings.preventDuplicateNationalCode' },
  { field: 'prevent_duplicate_mobile', label: 'businessSettings.preventDuplicateMobile' },
  { field: 'custom_fields', label: 'businessSettings.customFields' },
  { field: 'investor_system', label: 'businessSettings.investorSystem' },
  { field: 'disable_branch_access', label: 'businessSettings.disableBranchAccess' },
  { field: 'require_branch', label: 'businessSettings.requireBranch' },
  { field: 'shop_system', label: 'businessSettings.shopSystem' },
];
/** The switches of a translation office and an academy, followed by the word the academy uses for its students. */
const schoolSwitches: readonly { field: SwitchField; label: string }[] = [
  { field: 'translation_system', label: 'businessSettings.translationSystem' },
  { field: 'learning_system', label: 'businessSettings.learningSystem' },
  { field: 'academy_absent_sms', label: 'businessSettings.academyAbsentSms' },
];
/** The switches of online payment, followed by the account the gateway pays into. */
const paymentSwitches: readonly { field: SwitchField; label: string }[] = [
  { field: 'gateway', label: 'businessSettings.gateway' },
  { field: 'online_invoice', label: 'businessSettings.onlineInvoice' },
];
const papers = Object.keys(paperSizes) as PrintDefaults['paper'][];
const pick = <T extends string>(options: readonly T[], value: string, fallback: T): T => options.find((each) => each === value) ?? fallback;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, pt: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function SettingsForm({ stored }: { stored: BusinessSettingsValues }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
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
      void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.permissions });
    },
  });
  const set = <K extends keyof BusinessSettingsValues>(field: K, value: BusinessSettingsValues[K]) => setValues({ ...values, [field]: value });
  const setTheme = <K extends keyof BusinessTheme>(field: K, value: BusinessTheme[K]) => set('theme', { ...values.theme, [field]: value });
  const setPrint = <K extends keyof PrintDefaults>(field: K, value: PrintDefaults[K]) => set('print', { ...values.print, [field]: value });
  const toggle = ({ field, label }: { field: SwitchField; label: string }) => (
    <FormControlLabel key={field} control={<Switch checked={values[field]} onChange={(event) => set(field, event.target.checked)} name={field} />} label={t(label)} />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(businessSettings.parse(values));
  };
  const taxValid = businessSettings.shape.tax.safeParse(values.tax).success;
  const maxDiscountValid = businessSettings.shape.max_discount_percent.safeParse(values.max_discount_percent).success;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate data-testid="business-settings">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('menu.businessSettings')}
        </Typography>
        <TextField
          label={t('businessSettings.name')}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={values.name.trim() === ''}
          helperText={values.name.trim() === '' ? t('common.required') : undefined}
          slotProps={{ htmlInput: { name: 'name', maxLength: 249 } }}
        />
        <TextField label={t('businessSettings.legalName')} value={values.legal_name} onChange={(event) => set('legal_name', event.target.value)} slotProps={{ htmlInput: { name: 'legal_name', maxLength: 249 } }} />
        <Section title={t('businessSettings.documents')}>
          {documentSwitches.map(toggle)}
          <TextField
            select
            label={t('businessSettings.invoiceDelivery')}
            value={values.invoice_delivery}
            onChange={(event) => set('invoice_delivery', pick(invoiceDeliveries, event.target.value, 'direct'))}
            helperText={t('businessSettings.invoiceDeliveryHelp')}
            slotProps={{ htmlInput: { name: 'invoice_delivery', 'data-testid': 'setting-invoice-delivery' } }}
          >
            {invoiceDeliveries.map((each) => (
              <MenuItem key={each} value={each}>
                {t(`invoices.deliveryOptions.${each}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('businessSettings.maxDiscountPercent')}
            value={localizeDigits(values.max_discount_percent, language)}
            onChange={(event) => set('max_discount_percent', event.target.value)}
            error={!maxDiscountValid}
            helperText={t('businessSettings.maxDiscountPercentHelp')}
            slotProps={{ htmlInput: { name: 'max_discount_percent', dir: 'ltr', inputMode: 'decimal', 'data-testid': 'setting-max-discount-percent' } }}
          />
        </Section>
        <Section title={t('businessSettings.defaults')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('businessSettings.tax')}
              value={localizeDigits(values.tax, language)}
              onChange={(event) => set('tax', event.target.value)}
              error={!taxValid}
              fullWidth
              slotProps={{ htmlInput: { name: 'tax', dir: 'ltr', inputMode: 'decimal', 'data-testid': 'setting-tax' } }}
            />
            <TextField select label={t('businessSettings.inventoryMethod')} value={values.inventory_method} onChange={(event) => set('inventory_method', pick(inventoryMethods, event.target.value, 'average'))} fullWidth>
              {inventoryMethods.map((each) => (
                <MenuItem key={each} value={each}>
                  {t(`products.inventoryMethodOptions.${each}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <CurrencyFields
            labels={{ currency: t('businessSettings.currency'), decimals: t('businessSettings.decimals') }}
            currency={values.currency}
            decimals={values.decimals}
            onCurrency={(currency) => set('currency', currency)}
            onDecimals={(decimals) => set('decimals', decimals)}
            checked
          />
          <TextField select label={t('businessSettings.dateLocale')} value={values.date_locale} onChange={(event) => set('date_locale', pick(dateLocales, event.target.value, 'fa'))} slotProps={{ htmlInput: { 'data-testid': 'setting-date-locale' } }}>
            {dateLocales.map((each) => (
              <MenuItem key={each} value={each}>
                {t(`businessSettings.dateLocales.${each}`)}
              </MenuItem>
            ))}
          </TextField>
        </Section>
        <Section title={t('businessSettings.people')}>
          {systemSwitches.map(toggle)}
          {paymentSwitches.map(toggle)}
          {values.gateway && <GatewayAccountPicker value={values.gateway_account} onChange={(id) => set('gateway_account', id)} />}
          {schoolSwitches.map(toggle)}
          <TextField
            label={t('businessSettings.studentLabel')}
            helperText={t('businessSettings.studentLabelHelp')}
            value={values.student_label}
            onChange={(event) => set('student_label', event.target.value)}
            slotProps={{ htmlInput: { name: 'student_label', maxLength: 40 } }}
          />
        </Section>
        <Section title={t('businessSettings.look')}>
          <FormControlLabel control={<Switch checked={values.theme.dark} onChange={(event) => setTheme('dark', event.target.checked)} name="dark" />} label={t('businessSettings.dark')} />
          {toggle({ field: 'iran_sans_en_num', label: 'businessSettings.iranSansEnNum' })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField type="color" label={t('businessSettings.themeColor')} value={values.theme.theme_color} onChange={(event) => setTheme('theme_color', event.target.value)} fullWidth slotProps={{ htmlInput: { 'data-testid': 'setting-theme-color' } }} />
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', width: '100%' }}>
              <TextField type="color" label={t('businessSettings.backgroundColor')} value={values.theme.background_color ?? '#f4f6fa'} onChange={(event) => setTheme('background_color', event.target.value)} fullWidth />
              <Tooltip title={t('businessSettings.defaultBackground')}>
                <span>
                  <IconButton aria-label={t('businessSettings.defaultBackground')} disabled={values.theme.background_color === null} onClick={() => setTheme('background_color', null)}>
                    <FormatColorResetIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          </Stack>
          <FormControlLabel control={<Switch checked={values.theme.hover_menu} onChange={(event) => setTheme('hover_menu', event.target.checked)} name="hover_menu" />} label={t('businessSettings.hoverMenu')} />
          <Box>
            <Typography variant="body2" gutterBottom id="app-bar-opacity">
              {t('businessSettings.appBarOpacity')}
            </Typography>
            <Slider
              aria-labelledby="app-bar-opacity"
              min={0.5}
              max={1}
              step={0.05}
              value={values.theme.app_bar_opacity}
              onChange={(_event, value) => setTheme('app_bar_opacity', Array.isArray(value) ? (value[0] ?? 1) : value)}
              valueLabelDisplay="auto"
              valueLabelFormat={(value) => localizeDigits(`${String(Math.round(value * 100))}٪`, language)}
              sx={{ maxWidth: 360 }}
            />
          </Box>
        </Section>
        <Section title={t('businessSettings.print')}>
          <Typography variant="body2" color="text.secondary">
            {t('businessSettings.printHelp')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label={t('printing.paper')} value={values.print.paper} onChange={(event) => setPrint('paper', pick(papers, event.target.value, 'A4'))} fullWidth slotProps={{ htmlInput: { 'data-testid': 'setting-print-paper' } }}>
              {papers.map((each) => (
                <MenuItem key={each} value={each}>
                  {t(`printing.papers.${each}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('printing.orientation')} value={values.print.orientation} onChange={(event) => setPrint('orientation', pick(orientations, event.target.value, 'portrait'))} fullWidth>
              {orientations.map((each) => (
                <MenuItem key={each} value={each}>
                  {t(`printing.orientations.${each}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('printing.scheme')} value={values.print.scheme} onChange={(event) => setPrint('scheme', pick(colourSchemeNames, event.target.value, 'classic'))} fullWidth>
              {colourSchemeNames.map((each) => (
                <MenuItem key={each} value={each}>
                  {t(`printing.schemes.${each}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Section>
        <Section title={t('printing.profile')}>
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
                onChange={(event) => set(field, event.target.value)}
                error={invalid}
                helperText={invalid ? t('printing.invalid') : undefined}
                multiline={!digits}
                slotProps={{ htmlInput: { name: field, dir: digits ? 'ltr' : undefined, inputMode: digits ? 'numeric' : undefined, 'data-testid': `setting-${field}` } }}
              />
            );
          })}
        </Section>
        <Stack direction="row" sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}>
          <Button type="submit" variant="contained" disabled={!dirty || !businessSettings.safeParse(values).success || save.isPending} data-testid="business-settings-save">
            {t('form.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * setting/index: the business's names, what it allows its documents, the defaults of new products, its calendar,
 * what it uses, its look, its print defaults and what its printed documents say of it. Saved, it is every member's
 * at once (their init data is refreshed through the live channel).
 */
export function BusinessSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => api.get('setting', businessSettings), staleTime: 0 });
  if (settings.isPending) return <LinearProgress />;
  if (settings.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  return <SettingsForm stored={settings.data} />;
}
