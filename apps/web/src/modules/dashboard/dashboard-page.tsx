import { localizeDigits } from '@hesab/domain';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TodayIcon from '@mui/icons-material/Today';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBusinessDate, formatBusinessDateLong, todayIso } from '../../shared/format/dates.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useInit } from '../../shared/session/session-queries.ts';
import { SummaryCard } from './summary-card.tsx';

export function DashboardPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const init = useInit();
  const session = init.data;

  return (
    <Box data-testid="dashboard">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {session ? t('dashboard.welcome', { name: session.userName }) : <Skeleton width={240} />}
      </Typography>
      {session && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
          }}
        >
          <SummaryCard icon={<StorefrontIcon />} label={t('dashboard.business')} testId="dashboard-business">
            {session.businessName}
          </SummaryCard>
          <SummaryCard
            icon={<CalendarMonthIcon />}
            label={t('dashboard.financialYear')}
            testId="dashboard-financial-year"
            detail={t('dashboard.period', {
              start: formatBusinessDate(session.startDate, session.date_locale, language),
              end: formatBusinessDate(session.endDate, session.date_locale, language),
            })}
          >
            {localizeDigits(session.year, language)}
          </SummaryCard>
          <SummaryCard icon={<TodayIcon />} label={t('dashboard.today')} testId="dashboard-today">
            {formatBusinessDateLong(todayIso(), session.date_locale, language)}
          </SummaryCard>
          <SummaryCard icon={<AccountCircleIcon />} label={t('dashboard.user')} testId="dashboard-user">
            {session.userName}
          </SummaryCard>
        </Box>
      )}
    </Box>
  );
}
