import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { TelemetrySeries } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  type ChartInterval,
  type SeriesCall,
  useAlertSeries,
} from '@/features/alerts/api/get-alert-series';
import { unitValue } from '@/shared/lib/alert-labels';
import { formatDateTime } from '@/shared/lib/dates';
import { ChartWithTable } from '@/shared/ui/ChartWithTable';
import { type ChartQuery, chartState } from './ChartState';
import { axisTime } from './chart-time';

interface SeriesChartProps {
  partnerAccountId: string;
  alertId: string;
  call: SeriesCall;
  interval: ChartInterval;
  /** The chart's title before its data says what it measures. */
  title: string;
}

/**
 * One measurement over the interval, an hourly bucket a point: the average as a line between the
 * lowest and highest, and the alert's threshold as a dashed line where it applies.
 */
export function SeriesChart({
  partnerAccountId,
  alertId,
  call,
  interval,
  title,
}: SeriesChartProps) {
  const query = useAlertSeries(partnerAccountId, alertId, call, interval);
  return <SeriesFigure query={query} interval={interval} title={title} />;
}

interface SeriesFigureProps {
  query: ChartQuery<TelemetrySeries>;
  interval: ChartInterval;
  title: string;
}

/** A series' chart and table from its query, or what shows while it loads or fails. */
export function SeriesFigure({ query, interval, title }: SeriesFigureProps) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const series = query.data;
  const value = (number: number) => (series ? unitValue(t, series.unit, number, language) : '');
  const labels = {
    min: t('alertsDashboard.charts.min'),
    avg: t('alertsDashboard.charts.avg'),
    max: t('alertsDashboard.charts.max'),
  };
  const points = series?.points ?? [];
  return (
    <ChartWithTable
      title={series ? t(`alertsDashboard.charts.series.${series.unit}`) : title}
      state={chartState(query, (data) => data.points.length === 0)}
      columns={[t('alertsDashboard.charts.time'), labels.min, labels.avg, labels.max]}
      rows={points.map((point) => [
        formatDateTime(point.time),
        value(point.min),
        value(point.avg),
        value(point.max),
      ])}
      summary={
        series?.threshold != null && (
          <Text size="sm">
            {t('alertsDashboard.charts.thresholdLine', { value: value(series.threshold) })}
          </Text>
        )
      }
      chart={
        <LineChart
          h={240}
          data={points.map((point) => ({
            ...point,
            time: axisTime(point.time, interval, language),
          }))}
          dataKey="time"
          series={[
            { name: 'max', label: labels.max, color: 'red.3' },
            { name: 'avg', label: labels.avg, color: 'blue.7' },
            { name: 'min', label: labels.min, color: 'cyan.4' },
          ]}
          curveType="monotone"
          withDots={false}
          withLegend
          valueFormatter={value}
          referenceLines={
            series?.threshold == null
              ? []
              : [
                  {
                    y: series.threshold,
                    label: t('alertsDashboard.charts.threshold'),
                    color: 'red.8',
                    strokeDasharray: '6 4',
                    // A threshold beyond the readings still shows: the axis grows to it.
                    ifOverflow: 'extendDomain',
                  },
                ]
          }
          accessibilityLayer={false}
        />
      }
    />
  );
}
