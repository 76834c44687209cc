import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface StatusMessageProps {
  icon: ReactNode;
  title: string;
  message: string;
  testId: string;
}

/** A page that explains why the requested page is not shown, with the way back to the dashboard. */
export function StatusMessage({ icon, title, message, testId }: StatusMessageProps) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', gap: 2, py: 6, px: 2 }}
    >
      <title>{`${title} | ${t('app.name')}`}</title>
      {icon}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('errors.backToDashboard')}
      </Button>
    </Box>
  );
}
