import GppBadIcon from '@mui/icons-material/GppBad';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './status-message.tsx';

/** /403: where the permission guard sends a user whose permission list lacks the route. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <StatusMessage
        testId="forbidden-page"
        icon={<GppBadIcon color="error" sx={{ fontSize: 72 }} />}
        title={t('errors.forbiddenTitle')}
        message={t('errors.forbidden')}
      />
    </Box>
  );
}
