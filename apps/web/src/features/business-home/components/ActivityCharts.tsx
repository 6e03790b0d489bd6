import { BarChart, LineChart } from '@mantine/charts';
import type { DashboardInsights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatBucket, formatCount } from '@/shared/lib/insights/format';
import { ChartWithTable } from '@/shared/ui/ChartWithTable';

/**
 * The period day by day, week by week or month by month (the server's bucket): customers added
 * and devices installed side by side, and the alerts opened, each chart with its table.
 */
export function ActivityCharts({ insights }: { insights: DashboardInsights }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const { bucket, points } = insights.series;
  const count = (value: number) => formatCount(value, language);
  const when = (start: string, width: 'short' | 'long') =>
    formatBucket(start, bucket, insights.tzOffset, language, width);
  const labels = {
    customersAdded: t('dashboard.metrics.customersAdded'),
    devicesInstalled: t('dashboard.metrics.devicesInstalled'),
    alertsOpened: t('dashboard.metrics.alertsOpened'),
  };
  const bucketColumn = t(`dashboard.bucket.${bucket}`);
  const chartData = points.map((point) => ({ ...point, bucket: when(point.start, 'short') }));
  return (
    <>
      <ChartWithTable
        title={t('dashboard.charts.growth')}
        columns={[bucketColumn, labels.customersAdded, labels.devicesInstalled]}
        rows={points.map((point) => [
          when(point.start, 'long'),
          count(point.customersAdded),
          count(point.devicesInstalled),
        ])}
        chart={
          <BarChart
            h={240}
            data={chartData}
            dataKey="bucket"
            series={[
              { name: 'customersAdded', label: labels.customersAdded, color: 'blue.7' },
              { name: 'devicesInstalled', label: labels.devicesInstalled, color: 'teal.8' },
            ]}
            valueFormatter={count}
            // Counts: whole numbers on the axis.
            yAxisProps={{ allowDecimals: false }}
            withLegend
            accessibilityLayer={false}
          />
        }
      />
      <ChartWithTable
        title={t('dashboard.charts.alerts')}
        columns={[bucketColumn, labels.alertsOpened]}
        rows={points.map((point) => [when(point.start, 'long'), count(point.alertsOpened)])}
        chart={
          <LineChart
            h={240}
            data={chartData}
            dataKey="bucket"
            series={[{ name: 'alertsOpened', label: labels.alertsOpened, color: 'orange.8' }]}
            valueFormatter={count}
            yAxisProps={{ allowDecimals: false }}
            curveType="linear"
            accessibilityLayer={false}
          />
        }
      />
    </>
  );
}
