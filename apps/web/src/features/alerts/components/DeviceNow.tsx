import type { DeviceReadings } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { unitValue } from '@/features/alerts/alert-labels';
import { formatDateTime } from '@/shared/lib/dates';
import { type Fact, FactGrid } from './FactGrid';

const MEASUREMENTS = [
  ['temperature', 'FAHRENHEIT'],
  ['humidity', 'PERCENT'],
  ['vocs', 'PPB'],
  ['co2', 'PPM'],
] as const;
const ALARMS = ['leak', 'smoke', 'co'] as const;

/**
 * The device as it reports now: when it last did, online or not, battery and signal in words,
 * and what it measures (only what it has reported).
 */
export function DeviceNow({ readings }: { readings: DeviceReadings }) {
  const { t, i18n } = useTranslation();
  const facts: Fact[] = [
    {
      label: t('alertsDashboard.device.lastReading'),
      value:
        readings.readingAt === null
          ? t('alertsDashboard.device.never')
          : formatDateTime(readings.readingAt),
    },
    {
      label: t('alertsDashboard.device.connection'),
      value: readings.online
        ? t('alertsDashboard.device.online')
        : t('alertsDashboard.device.offline'),
      alarm: !readings.online,
    },
    {
      label: t('alertsDashboard.device.battery'),
      value:
        readings.batteryPercent === null || readings.batteryLevel === null
          ? t('alertsDashboard.none')
          : t('alertsDashboard.device.batteryValue', {
              percent: readings.batteryPercent,
              level: t(`alertsDashboard.device.batteryLevel.${readings.batteryLevel}`),
            }),
      alarm: readings.batteryLevel === 'Critical',
    },
    {
      label: t('alertsDashboard.device.signal'),
      value: t(`alertsDashboard.device.signalStrength.${readings.signalStrength}`),
    },
  ];
  for (const [reading, unit] of MEASUREMENTS) {
    const value = readings[reading];
    if (value !== null) {
      facts.push({
        label: t(`alertsDashboard.device.${reading}`),
        value: unitValue(t, unit, value, i18n.language),
      });
    }
  }
  for (const alarm of ALARMS) {
    const detected = readings[alarm];
    if (detected !== null) {
      facts.push({
        label: t(`alertsDashboard.device.${alarm}`),
        value: detected ? t('alertsDashboard.device.detected') : t('alertsDashboard.device.clear'),
        alarm: detected,
      });
    }
  }
  return <FactGrid facts={facts} />;
}
