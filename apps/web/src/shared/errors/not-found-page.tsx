import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './status-message.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      testId="not-found-page"
      icon={<TravelExploreIcon color="primary" sx={{ fontSize: 72 }} />}
      title={t('errors.notFoundTitle')}
      message={t('errors.notFound')}
    />
  );
}
