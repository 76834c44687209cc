import { businessActivities, type BusinessActivity } from '@hesab/contract';
import { localizeDigits, parseIsoDate, parseJalali, toJalali } from '@hesab/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { chooseBusiness, readToken } from '../../shared/api/session-store.ts';
import { todayIso } from '../../shared/format/dates.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { AuthFrame } from './auth-frame.tsx';
import { CurrencyFields } from '../../shared/fields/currency-fields.tsx';
import { SignupSteps } from './signup-steps.tsx';
import { signupApi } from './signup-api.ts';

/** The ISO day of a typed Jalali date (any digits), or null when it is none. */
function jalaliDay(text: string): string | null {
  try {
    return parseJalali(text);
  } catch {
    return null;
  }
}

/**
 * /register/shop: a business of the logged-in user's (sign-up's first, or one more from the top bar's switcher):
 * its name, line of business, currency and decimals, and the day its first financial year starts (Jalali, the
 * current year's first day offered). The standard chart and the free trial come with it. It is then the business
 * the user works in.
 */
export function RegisterBusinessPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [activity, setActivity] = useState<BusinessActivity>('trade');
  const [currency, setCurrency] = useState('ریال');
  const [decimals, setDecimals] = useState(0);
  const [yearStart, setYearStart] = useState(() => localizeDigits(`${String(toJalali(parseIsoDate(todayIso())).year)}/01/01`, language));
  const [attempted, setAttempted] = useState(false);
  const create = useMutation({
    mutationFn: (start: string) => signupApi.createBusiness({ name: name.trim(), activity, currency: currency.trim(), decimals, yearStart: start }),
    onSuccess: (created) => {
      // Its data is not the previous business's: nothing read for that one may show.
      queryClient.clear();
      chooseBusiness(created.key);
      void navigate('/register/initial', { replace: true, state: { name: created.name } });
    },
  });
  if (readToken() === null) return <Navigate to="/register/index" replace />;

  const start = jalaliDay(yearStart);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (name.trim() !== '' && currency.trim() !== '' && start !== null) create.mutate(start);
  };
  return (
    <AuthFrame title={t('signup.businessTitle')} wide heading={<SignupSteps active="business" title={t('signup.businessTitle')} />} hint={t('signup.businessHint')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="register-business-form">
        <TextField
          label={t('signup.businessName')}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={attempted && name.trim() === ''}
          helperText={attempted && name.trim() === '' ? t('common.required') : undefined}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { required: true, maxLength: 249 } }}
        />
        <TextField select label={t('signup.activity')} name="activity" value={activity} onChange={(event) => setActivity(event.target.value as BusinessActivity)} fullWidth>
          {businessActivities.map((each) => (
            <MenuItem key={each} value={each}>
              {t(`signup.activities.${each}`)}
            </MenuItem>
          ))}
        </TextField>
        <CurrencyFields
          labels={{ currency: t('signup.currency'), decimals: t('signup.decimals') }}
          currency={currency}
          decimals={decimals}
          onCurrency={setCurrency}
          onDecimals={setDecimals}
          checked={attempted}
        />
        <TextField
          label={t('signup.yearStart')}
          name="yearStart"
          value={yearStart}
          onChange={(event) => setYearStart(event.target.value)}
          error={attempted && start === null}
          helperText={t('signup.yearStartHint')}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 10 } }}
        />
        <TextField select label={t('signup.chart')} value="standard" disabled fullWidth>
          <MenuItem value="standard">{t('signup.chartStandard')}</MenuItem>
        </TextField>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{t('signup.plan')}:</Typography>
          <Chip color="success" size="small" label={t('signup.trial')} data-testid="register-plan" />
          <Link component={RouterLink} to="/register/plan" variant="body2">
            {t('plans.comparePlans')}
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={create.isPending} data-testid="register-business-create">
          {t('signup.createBusiness')}
        </Button>
      </Stack>
    </AuthFrame>
  );
}
