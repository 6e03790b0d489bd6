import { NativeSelect } from '@mantine/core';
import { DASHBOARD_INTERVALS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { type DashboardInterval, parseInterval } from '@/shared/lib/insights/interval';

interface IntervalPickerProps {
  value: DashboardInterval;
  onChange(interval: DashboardInterval): void;
}

/**
 * The period the figures cover, every interval of spec 000 §3. A native select: seven choices
 * fit no row of buttons on a phone, and every browser and screen reader knows how to work it.
 */
export function IntervalPicker({ value, onChange }: IntervalPickerProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('dashboard.interval')}
      data={DASHBOARD_INTERVALS.map((interval) => ({
        value: interval,
        label: t(`dashboard.intervals.${interval}`),
      }))}
      value={value}
      onChange={(event) => onChange(parseInterval(event.currentTarget.value))}
      w={{ base: '100%', xs: '16rem' }}
    />
  );
}
