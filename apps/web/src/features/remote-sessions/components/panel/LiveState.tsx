import { Group, Loader, Stack, Text } from '@mantine/core';
import type { DeviceControlState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { readingFacts } from '@/shared/lib/reading-facts';
import { FactList } from '@/shared/ui/FactList';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { DeviceProblem } from './DeviceProblem';
import { PanelSection } from './PanelSection';

interface LiveStateProps {
  query: {
    data: DeviceControlState | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
}

/** What the device holds and measures now, as it answered the last read or command. */
export function LiveState({ query }: LiveStateProps) {
  const { t, i18n } = useTranslation();
  let body: React.ReactNode;
  if (query.isPending) body = <InlineLoader />;
  else if (query.data === undefined) {
    body = <DeviceProblem failure={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const state = query.data;
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
    body = (
      <Stack gap="xs">
        {query.isError && (
          // The last answer stays on screen; the device did not answer the newest read.
          <DeviceProblem failure={query.error} onRetry={() => void query.refetch()} />
        )}
        <FactList facts={facts} />
      </Stack>
    );
  }
  return (
    <PanelSection title={t('remoteSessions.controls.liveState')}>
      {query.isFetching && !query.isPending && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('remoteSessions.controls.reading')}</Text>
        </Group>
      )}
      {body}
    </PanelSection>
  );
}
