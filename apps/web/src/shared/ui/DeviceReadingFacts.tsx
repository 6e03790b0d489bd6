import { Text } from '@mantine/core';
import type { DeviceReadings } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { readingFacts } from '@/shared/lib/reading-facts';
import { BatteryIcon } from './BatteryIcon';
import { FactList } from './FactList';

interface DeviceReadingFactsProps {
  /** Null: the company sees them only once the homeowner accepted its Pro Alerts on the device. */
  readings: DeviceReadings | null;
  layout: 'columns' | 'rows';
  /** Say whether the device is online too, where nothing else on the screen does. */
  connection?: boolean;
}

/**
 * A device's latest reading as a list of facts (the battery's icon beside its words), or why
 * there is none to show.
 */
export function DeviceReadingFacts({
  readings,
  layout,
  connection = false,
}: DeviceReadingFactsProps) {
  const { t, i18n } = useTranslation();
  if (readings === null) return <Text size="sm">{t('deviceReadings.notAccepted')}</Text>;
  const { readingAt } = readings;
  if (readingAt === null) return <Text size="sm">{t('deviceReadings.none')}</Text>;
  const facts = readingFacts(t, { ...readings, readingAt }, i18n.language, { connection });
  return (
    <FactList
      layout={layout}
      facts={facts.map(({ label, value, alarm, batteryLevel }) => ({
        label,
        alarm,
        value: batteryLevel ? (
          <>
            <BatteryIcon level={batteryLevel} />
            {value}
          </>
        ) : (
          value
        ),
      }))}
    />
  );
}
