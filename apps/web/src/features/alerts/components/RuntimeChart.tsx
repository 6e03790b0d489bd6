import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { HvacRuntime } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { ChartInterval } from '@/features/alerts/api/get-alert-series';
import { useHvacRuntime } from '@/features/alerts/api/get-hvac-runtime';
import { formatDateTime } from '@/shared/lib/dates';
import { ChartWithTable } from '@/shared/ui/ChartWithTable';
import { type ChartQuery, chartState } from './ChartState';
import { axisDay, axisTime } from './chart-time';

interface RuntimeChartProps {
  partnerAccountId: string;
  deviceId: string;
  interval: ChartInterval;
}

/** Minutes an hour over the last 24 hours, hours a day over the last 7 days. */
const UNIT: Record<ChartInterval, { unit: 'minute' | 'hour'; seconds: number }> = {
  Last24Hours: { unit: 'minute', seconds: 60 },
  Last7Days: { unit: 'hour', seconds: 3600 },
};

/** A running time as the language writes it: "42 min", "5.5 hr". */
function runtimeFormat(interval: ChartInterval, language: string) {
  const { unit, seconds } = UNIT[interval];
  const format = new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  return {
    inUnit: (runtime: number) => Math.round((runtime / seconds) * 10) / 10,
    text: (value: number) => format.format(value),
  };
}

/** A thermostat's heating, cooling and fan time in each hour or day, and the interval's totals. */
export function RuntimeChart({ partnerAccountId, deviceId, interval }: RuntimeChartProps) {
  const query = useHvacRuntime(partnerAccountId, deviceId, interval);
  return <RuntimeFigure query={query} interval={interval} />;
}

/** The runtime chart and table from its query, or what shows while it loads or fails. */
export function RuntimeFigure({
  query,
  interval,
}: {
  query: ChartQuery<HvacRuntime>;
  interval: ChartInterval;
}) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const { inUnit, text } = runtimeFormat(interval, language);
  const names = {
    heat: t('alertsDashboard.charts.heat'),
    cool: t('alertsDashboard.charts.cool'),
    fan: t('alertsDashboard.charts.fan'),
  };
  const points = (query.data?.points ?? []).map((point) => ({
    time: point.time,
    heat: inUnit(point.heatSeconds),
    cool: inUnit(point.coolSeconds),
    fan: inUnit(point.fanSeconds),
  }));
  const totals = query.data?.totals;
  // Over the last 7 days a bucket is a day: the table names the day as the axis does, not its
  // midnight.
  const daily = interval === 'Last7Days';
  const axis = (iso: string) =>
    daily ? axisDay(iso, language) : axisTime(iso, interval, language);
  const rowTime = (iso: string) => (daily ? axisDay(iso, language) : formatDateTime(iso, language));
  return (
    <ChartWithTable
      title={t('alertsDashboard.charts.runtime')}
      state={chartState(query, (data) => data.points.length === 0)}
      columns={[t('alertsDashboard.charts.time'), names.heat, names.cool, names.fan]}
      rows={points.map((point) => [
        rowTime(point.time),
        text(point.heat),
        text(point.cool),
        text(point.fan),
      ])}
      summary={
        totals && (
          <Text size="sm">
            {t('alertsDashboard.charts.runtimeTotals', {
              heat: text(inUnit(totals.heatSeconds)),
              cool: text(inUnit(totals.coolSeconds)),
              fan: text(inUnit(totals.fanSeconds)),
            })}
          </Text>
        )
      }
      chart={
        <BarChart
          h={240}
          data={points.map((point) => ({ ...point, time: axis(point.time) }))}
          dataKey="time"
          series={[
            { name: 'heat', label: names.heat, color: 'red.7' },
            { name: 'cool', label: names.cool, color: 'blue.7' },
            { name: 'fan', label: names.fan, color: 'gray.6' },
          ]}
          withLegend
          valueFormatter={text}
          accessibilityLayer={false}
        />
      }
    />
  );
}
