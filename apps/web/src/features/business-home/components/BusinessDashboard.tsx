import { Anchor, Group, Loader, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { DashboardInsights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasNoData } from '@/features/business-home/dashboard-metrics';
import { CUSTOMERS_PATH } from '@/shared/config/paths';
import { useDashboardInsights } from '@/shared/lib/insights/get-dashboard-insights';
import { useDashboardInterval } from '@/shared/lib/insights/interval';
import { IntervalPicker } from '@/shared/ui/IntervalPicker';
import { LoadError } from '@/shared/ui/LoadError';
import { TitledSection } from '@/shared/ui/TitledSection';
import { ActivityCharts } from './ActivityCharts';
import { MetricTiles } from './MetricTiles';

interface BusinessDashboardProps {
  partnerAccountId: string;
  /** Whether the viewer may open the customer accounts, where a new company starts. */
  canOpenCustomers: boolean;
}

/**
 * The home page's dashboard: the period picked (kept in the address), then the figures and
 * charts of that period. It loads, fails and is retried on its own, below the welcome.
 */
export function BusinessDashboard({ partnerAccountId, canOpenCustomers }: BusinessDashboardProps) {
  const { t } = useTranslation();
  const [interval, chooseInterval] = useDashboardInterval();
  const insights = useDashboardInsights(partnerAccountId, interval);
  const content = () => {
    if (insights.isError) return <LoadError onRetry={() => void insights.refetch()} />;
    if (insights.isPending) return <DashboardSkeleton />;
    return <DashboardFigures insights={insights.data} canOpenCustomers={canOpenCustomers} />;
  };
  return (
    <TitledSection title={t('dashboard.title')}>
      <Text>{t('dashboard.intro')}</Text>
      <IntervalPicker value={interval} onChange={chooseInterval} />
      {content()}
    </TitledSection>
  );
}

/** The figures and charts of the period, or, for a company with none yet, where to begin. */
export function DashboardFigures({
  insights,
  canOpenCustomers,
}: {
  insights: DashboardInsights;
  canOpenCustomers: boolean;
}) {
  if (hasNoData(insights)) return <EmptyDashboard canOpenCustomers={canOpenCustomers} />;
  return (
    <>
      <MetricTiles insights={insights} />
      <ActivityCharts insights={insights} />
    </>
  );
}

/** Tiles holding their place while the figures load, under a loader that says so. */
function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status">
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('dashboard.loading')}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {['customers', 'homes', 'devices', 'online'].map((tile) => (
          <Skeleton key={tile} height={92} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}

/** A company with nothing counted yet: what fills the dashboard, and where to begin. */
function EmptyDashboard({ canOpenCustomers }: { canOpenCustomers: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t('dashboard.empty.title')}</Text>
        <Text>{t('dashboard.empty.body')}</Text>
        {canOpenCustomers && (
          <Anchor component={Link} to={CUSTOMERS_PATH} fw={600}>
            {t('dashboard.empty.link')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
