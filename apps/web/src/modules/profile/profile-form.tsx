import type { ProfileResponse } from '@hesab/contract';
import { formatMobile, localizeDigits } from '@hesab/domain';
import { languages } from '@hesab/i18n';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../../shared/i18n/i18n.ts';
import { languageNames } from '../../shared/i18n/language-names.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useUnsavedChangesGuard } from '../../shared/navigation/use-unsaved-changes-guard.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { sessionQueryKeys } from '../../shared/session/session-queries.ts';
import { profileQueryKey, saveProfile } from './profile-api.ts';
import {
  initialValues,
  isDirty,
  minPasswordLength,
  toUpdate,
  validate,
  type ProfileErrors,
  type ProfileValues,
} from './profile-values.ts';

type PasswordField = 'currentPassword' | 'password' | 'passwordConfirmation';

const passwordFields: readonly { field: PasswordField; label: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'profile.currentPassword', autoComplete: 'current-password' },
  { field: 'password', label: 'profile.newPassword', autoComplete: 'new-password' },
  { field: 'passwordConfirmation', label: 'profile.repeatPassword', autoComplete: 'new-password' },
];

export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => initialValues(profile));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<ProfileErrors>({});
  useUnsavedChangesGuard(isDirty(values, saved));

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (answer, update) => {
      notify.success(answer.message);
      const stored = initialValues({ ...update, email: update.email ?? null });
      setSaved(stored);
      setValues(stored);
      queryClient.setQueryData(profileQueryKey, { ...profile, name: update.name, lang: update.lang, email: update.email || null });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.init });
      if (update.lang !== currentLanguage()) chooseLanguage(update.lang);
    },
  });

  const change = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).every((error) => error === undefined)) save.mutate(toUpdate(values));
  };

  const errorText = (field: keyof ProfileValues) => {
    const key = errors[field];
    return key ? t(key, { min: minPasswordLength }) : undefined;
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate data-testid="profile-form">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('profile.title')}
        </Typography>
        <TextField
          label={t('profile.username')}
          value={profile.username}
          disabled
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
        <TextField
          label={t('profile.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name !== undefined}
          helperText={errorText('name')}
          required
        />
        <TextField
          label={t('profile.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors.email !== undefined}
          helperText={errorText('email') ?? t('profile.emailHint')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {profile.mobile !== null && (
          <TextField label={t('profile.mobile')} value={localizeDigits(formatMobile(profile.mobile), language)} disabled slotProps={{ htmlInput: { dir: 'ltr' } }} />
        )}
        <TextField
          select
          label={t('profile.language')}
          name="lang"
          value={values.lang}
          onChange={(event) => {
            const lang = languages.find((option) => option === event.target.value);
            if (lang) change('lang', lang);
          }}
        >
          {languages.map((option) => (
            <MenuItem key={option} value={option} lang={option}>
              {languageNames[option]}
            </MenuItem>
          ))}
        </TextField>
        <Divider />
        <div>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('profile.changePassword')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('profile.changePasswordHint')}
          </Typography>
        </div>
        {passwordFields.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            label={t(label)}
            name={field}
            type="password"
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            error={errors[field] !== undefined}
            helperText={errorText(field)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ alignSelf: 'flex-start', minWidth: 140 }}
        >
          {t('profile.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
