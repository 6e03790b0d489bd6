import { SegmentedControl, Stack } from '@mantine/core';
import { HvacRuntimeInterval } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertCharts as Charts } from '@/features/alerts/alert-rules';
import type { ChartInterval, SeriesCall } from '@/features/alerts/api/get-alert-series';
import { TitledSection } from '@/shared/ui/TitledSection';
import { RuntimeChart } from './RuntimeChart';
import { SeriesChart } from './SeriesChart';

interface AlertChartsProps {
  partnerAccountId: string;
  alertId: string;
  deviceId: string;
  charts: Charts;
}

/** The title of a level chart while it loads; the alert's own chart names itself once loaded. */
const CALL_TITLE = {
  insights: 'alertsDashboard.charts.insights',
  humidityLevels: 'alertsDashboard.charts.series.PERCENT',
  vocsLevels: 'alertsDashboard.charts.series.PPB',
  co2Levels: 'alertsDashboard.charts.series.PPM',
} as const satisfies Record<SeriesCall, string>;

/**
 * The device's readings around the alert: its charts over the last 24 hours or the last 7 days,
 * the switch between them above.
 */
export function AlertCharts({ partnerAccountId, alertId, deviceId, charts }: AlertChartsProps) {
  const { t } = useTranslation();
  const [interval, setInterval] = useState<ChartInterval>('Last24Hours');
  return (
    <TitledSection title={t('alertsDashboard.charts.title')}>
      <SegmentedControl
        aria-label={t('alertsDashboard.charts.interval')}
        value={interval}
        onChange={(value) => setInterval(value as ChartInterval)}
        data={HvacRuntimeInterval.map((value) => ({
          value,
          label: t(`alertsDashboard.charts.intervals.${value}`),
        }))}
        w="fit-content"
      />
      <Stack gap="xl">
        {charts.series.map((call) => (
          <SeriesChart
            key={call}
            partnerAccountId={partnerAccountId}
            alertId={alertId}
            call={call}
            interval={interval}
            title={t(CALL_TITLE[call])}
          />
        ))}
        {charts.runtime && (
          <RuntimeChart
            partnerAccountId={partnerAccountId}
            deviceId={deviceId}
            interval={interval}
          />
        )}
      </Stack>
    </TitledSection>
  );
}
