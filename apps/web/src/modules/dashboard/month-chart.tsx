import type { DashboardMonth } from '@hesab/contract';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/fields/money-type.tsx';
import { useBusinessFormat } from '../../shared/fields/format-context.ts';
import { chartHeight, compactAmount, type ScaleWords } from './chart-scale.ts';

/** A series of amounts per month, in the order of the months. */
export interface MonthSeries {
  id: string;
  label: string;
  amounts: readonly string[];
  color: string;
  /** a bar below zero in this colour (a loss) */
  negativeColor?: string;
}

interface MonthChartProps {
  months: readonly DashboardMonth[];
  series: readonly MonthSeries[];
  /** a click on a bar: the month's place and the series */
  onBar?(month: DashboardMonth, seriesId: string): void;
  testId: string;
}

/**
 * Bars per Jalali month of the main year. In a right-to-left language the months run from the right, as the page
 * reads, and the amounts' axis stands on the right; the months are named and the amounts written in the language's
 * words and digits. On a phone the bars lie down, a month a line, so that every month keeps its whole name.
 */
export function MonthChart({ months, series, onBar, testId }: MonthChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const context = useBusinessFormat();
  const rtl = theme.direction === 'rtl';
  const words: ScaleWords = { thousand: t('dashboard.scale.thousand'), million: t('dashboard.scale.million'), billion: t('dashboard.scale.billion') };
  const names = months.map((month) => t(`dashboard.months.${String(month.month - 1)}`));
  const amountText = (value: number) => compactAmount(value, context.language, words);
  const side = rtl ? 'right' : 'left';
  return (
    <Box data-testid={testId} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        layout={phone ? 'horizontal' : 'vertical'}
        height={phone ? 56 + months.length * 26 : 280}
        margin={{ top: 8, bottom: 0, left: 4, right: 4 }}
        grid={phone ? { vertical: true } : { horizontal: true }}
        xAxis={[
          phone
            ? { reverse: rtl, tickNumber: 3, valueFormatter: amountText, height: 28 }
            : { scaleType: 'band', data: names, reverse: rtl, height: 28, tickLabelStyle: { fontSize: 12 } },
        ]}
        yAxis={[
          phone
            ? { scaleType: 'band', data: names, position: side, width: 72, tickLabelStyle: { fontSize: 12 } }
            : { position: side, width: 76, valueFormatter: amountText },
        ]}
        series={series.map((each) => ({
          id: each.id,
          label: each.label,
          data: each.amounts.map(chartHeight),
          color: each.color,
          ...(each.negativeColor ? { colorGetter: ({ value }: { value: number | null }) => ((value ?? 0) < 0 ? (each.negativeColor ?? each.color) : each.color) } : {}),
          valueFormatter: (_value: number | null, { dataIndex }: { dataIndex: number }) => formatAmount(each.amounts[dataIndex] ?? '0', context.currencyPrecision, context),
        }))}
        hideLegend={series.length < 2}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
        onItemClick={(_event, item) => {
          const month = months[item.dataIndex];
          if (month && onBar) onBar(month, String(item.seriesId));
        }}
        sx={{ cursor: onBar ? 'pointer' : undefined }}
      />
    </Box>
  );
}
