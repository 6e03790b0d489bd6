import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { LoadError } from '@/shared/ui/LoadError';

/** What a chart reads of its query: a TanStack Query result. */
export interface ChartQuery<Data> {
  isPending: boolean;
  isError: boolean;
  data: Data | undefined;
  refetch: () => unknown;
}

/**
 * What a chart shows instead of itself: a loader while its data loads, an error with retry, a
 * line when the period has nothing to chart; undefined when the chart can be drawn.
 */
export function chartState<Data>(
  query: ChartQuery<Data>,
  isEmpty: (data: Data) => boolean,
): ReactNode {
  if (query.isPending) return <InlineLoader />;
  if (query.isError || query.data === undefined) {
    return <LoadError onRetry={() => void query.refetch()} />;
  }
  return isEmpty(query.data) ? <NoReadings /> : undefined;
}

function NoReadings() {
  const { t } = useTranslation();
  return <Text size="sm">{t('alertsDashboard.charts.empty')}</Text>;
}
