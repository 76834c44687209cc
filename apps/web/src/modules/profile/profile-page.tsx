import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchProfile, profileQueryKey } from './profile-api.ts';
import { ProfileForm } from './profile-form.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile });
  if (profile.isPending) return <LinearProgress />;
  if (profile.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  return <ProfileForm profile={profile.data} />;
}
