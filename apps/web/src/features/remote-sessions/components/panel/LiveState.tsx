import { Group, Loader, Text } from '@mantine/core';
import type { DeviceControlState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { readingFacts } from '@/shared/lib/reading-facts';
import { FactList } from '@/shared/ui/FactList';
import { TitledSection } from '@/shared/ui/TitledSection';
import { type DeviceQuery, DeviceRead } from './DeviceRead';

interface LiveStateProps {
  query: DeviceQuery<DeviceControlState> & { isFetching: boolean };
}

/** What the device holds and measures now, as it answered the last read or command. */
export function LiveState({ query }: LiveStateProps) {
  const { t } = useTranslation();
  return (
    <TitledSection level={3} title={t('remoteSessions.controls.liveState')}>
      {query.isFetching && !query.isPending && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('remoteSessions.controls.reading')}</Text>
        </Group>
      )}
      <DeviceRead query={query}>{(state) => <StateFacts state={state} />}</DeviceRead>
    </TitledSection>
  );
}

function StateFacts({ state }: { state: DeviceControlState }) {
  const { t, i18n } = useTranslation();
  const facts = readingFacts(
    t,
    {
      ...state,
      readingAt: state.readAt,
      online: true,
      vocs: null,
      co2: null,
      smoke: null,
      co: null,
      batteryPercent: null,
      batteryLevel: null,
      signalStrength: 'None',
    },
    i18n.language,
    { connection: false },
  ).filter(({ label }) => label !== t('deviceReadings.signal'));
  if (state.scheduleStatus !== null) {
    facts.push({
      label: t('remoteSessions.controls.scheduleStatus'),
      value: t(`remoteSessions.values.scheduleStatus.${state.scheduleStatus}`),
      alarm: false,
    });
  }
  return <FactList facts={facts} />;
}
