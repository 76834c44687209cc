import { screenHref, type ScreenLink } from '@hesab/contract';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { useLanguage } from '../../shared/i18n/use-language.ts';

interface DashboardCardProps {
  title: string;
  /** the report behind the card: its title and its arrow open it */
  report?: ScreenLink;
  testId: string;
  /** a chart's card takes two columns of the grid where there are three or more */
  wide?: boolean;
  children: ReactNode;
}

/** A card of the dashboard: its title opens the report behind it, as does the arrow beside it. */
export function DashboardCard({ title, report, testId, wide = false, children }: DashboardCardProps) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const Arrow = direction === 'rtl' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <Card variant="outlined" data-testid={testId} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gridColumn: wide ? { md: 'span 2' } : undefined }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {report ? (
            <Link component={GuardedLink} to={screenHref(report)} underline="hover" color="inherit" data-testid={`${testId}-report`}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        {report && (
          <Tooltip title={t('dashboard.openReport')}>
            <IconButton component={GuardedLink} to={screenHref(report)} size="small" aria-label={t('dashboard.openReport')}>
              <Arrow fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <CardContent sx={{ pt: 1, flex: 1, minWidth: 0, '&:last-child': { pb: 2 } }}>{children}</CardContent>
    </Card>
  );
}
