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
import { ProfitCard, TradeCard } from './chart-cards.tsx';
import { useDashboard } from './dashboard-api.ts';
import { BestSellersCard, DueChequesCard, LinksCard, LowStockCard, PartiesBalanceCard, TreasuryBalancesCard } from './list-cards.tsx';
import { SummaryCard } from './summary-card.tsx';

/** One column on a phone, two on a tablet, three on a wide screen, where a chart takes two. */
const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gridAutoFlow: 'row dense',
} as const;

/** The cards of `GET dashboard`: those the member may open the report of, placeholders while they load. */
function DashboardCards() {
  const dashboard = useDashboard().data;
  if (!dashboard) {
    return (
      <Box sx={cardGrid}>
        {[2, 1, 2, 1].map((span, index) => (
          <Skeleton key={index} variant="rounded" height={320} sx={{ gridColumn: { md: `span ${String(span)}` } }} />
        ))}
      </Box>
    );
  }
  const { sales, purchases, months, profit, treasury, receivables, payables, cheques, lowStock, bestSellers, bookmarks, shortcuts } = dashboard;
  return (
    <Box sx={cardGrid} data-testid="dashboard-cards">
      <TradeCard sales={sales} purchases={purchases} months={months} />
      {treasury && <TreasuryBalancesCard treasury={treasury} />}
      {profit && <ProfitCard profit={profit} months={months} />}
      {cheques && <DueChequesCard cheques={cheques} />}
      {receivables && <PartiesBalanceCard parties={receivables} side="receivables" />}
      {payables && <PartiesBalanceCard parties={payables} side="payables" />}
      {bestSellers && <BestSellersCard bestSellers={bestSellers} />}
      {lowStock && <LowStockCard lowStock={lowStock} />}
      <LinksCard bookmarks={bookmarks} shortcuts={shortcuts} />
    </Box>
  );
}

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
            mb: 2,
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
      <DashboardCards />
    </Box>
  );
}
