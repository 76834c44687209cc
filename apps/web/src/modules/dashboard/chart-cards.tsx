import { screenHref, type DashboardMonth, type DashboardResponse, type MonthlyProfit, type ScreenLink } from '@hesab/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardedNavigate } from '../../shared/navigation/use-guarded-navigate.ts';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { Amount } from './amount.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { MonthChart } from './month-chart.tsx';

/** A report's link narrowed to one month: the lists and reports behind the charts take their range as `from` and `to`. */
function ofMonth(report: ScreenLink, month: DashboardMonth): string {
  return screenHref({ ...report, query: { ...report.query, from: month.from, to: month.to } });
}

/** A figure under a chart: its label, and the amount, which opens its report where it has one. */
function Figure({ label, amount, report, testId }: { label: string; amount: string; report?: ScreenLink; testId: string }) {
  const figure = <Amount value={amount} testId={testId} sx={{ typography: 'h6', fontWeight: 700 }} />;
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {report ? (
        <Link component={GuardedLink} to={screenHref(report)} underline="hover" color="inherit" data-testid={`${testId}-report`}>
          {figure}
        </Link>
      ) : (
        figure
      )}
    </Stack>
  );
}

function Figures({ children }: { children: ReactNode }) {
  return <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, mb: 1 }}>{children}</Stack>;
}

/** Sales and purchases per month, each less its returns; a bar opens the month's list. */
export function TradeCard({ sales, purchases, months }: Pick<DashboardResponse, 'sales' | 'purchases' | 'months'>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const navigate = useGuardedNavigate();
  const sides = [
    sales && { id: 'sales', label: t('dashboard.sales'), amounts: sales.byMonth, color: theme.palette.primary.main, report: sales.report },
    purchases && { id: 'purchases', label: t('dashboard.purchases'), amounts: purchases.byMonth, color: theme.palette.warning.main, report: purchases.report },
  ].filter((side) => side !== undefined);
  const [first] = sides;
  if (!first) return null;
  return (
    <DashboardCard title={t('dashboard.trade')} report={first.report} testId="dashboard-trade" wide>
      <Figures>
        {sales && <Figure label={t('dashboard.sales')} amount={sales.total} report={sales.report} testId="dashboard-sales-total" />}
        {purchases && <Figure label={t('dashboard.purchases')} amount={purchases.total} report={purchases.report} testId="dashboard-purchases-total" />}
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-end', pb: 0.5 }}>
          {t('dashboard.netOfReturns')}
        </Typography>
      </Figures>
      <MonthChart
        months={months}
        series={sides}
        testId="dashboard-trade-chart"
        onBar={(month, id) => {
          const side = sides.find((each) => each.id === id);
          if (side) navigate(ofMonth(side.report, month));
        }}
      />
    </DashboardCard>
  );
}

/** Income less expenses per month from the ledger; a bar opens the month's profit and loss. */
export function ProfitCard({ profit, months }: { profit: MonthlyProfit; months: readonly DashboardMonth[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const navigate = useGuardedNavigate();
  return (
    <DashboardCard title={t('dashboard.profit')} report={profit.report} testId="dashboard-profit" wide>
      <Figures>
        <Figure label={t('dashboard.income')} amount={profit.total.income} testId="dashboard-income-total" />
        <Figure label={t('dashboard.expenses')} amount={profit.total.expenses} testId="dashboard-expenses-total" />
        <Figure label={t('dashboard.netProfit')} amount={profit.total.profit} report={profit.report} testId="dashboard-profit-total" />
      </Figures>
      <MonthChart
        months={months}
        series={[{ id: 'profit', label: t('dashboard.netProfit'), amounts: profit.profit, color: theme.palette.success.main, negativeColor: theme.palette.error.main }]}
        testId="dashboard-profit-chart"
        onBar={(month) => navigate(ofMonth(profit.report, month))}
      />
    </DashboardCard>
  );
}
