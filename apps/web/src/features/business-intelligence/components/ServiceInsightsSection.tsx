import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { DashboardInsights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/lib/insights/format';
import { useDashboardInsights } from '@/shared/lib/insights/get-dashboard-insights';
import { useDashboardInterval } from '@/shared/lib/insights/interval';
import { InsightSection } from '@/shared/ui/InsightSection';
import { ChartWithCsv } from './ChartWithCsv';

/** business-intelligence/services: the service requests sent and accepted over the period. */
export function ServiceInsightsSection({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const [interval] = useDashboardInterval();
  const query = useDashboardInsights(partnerAccountId, interval);
  return (
    <InsightSection title={t('businessIntelligence.services.title')} query={query}>
      {(insights) => <ServiceInsightsView insights={insights} />}
    </InsightSection>
  );
}

/**
 * A row per service: requests sent and accepted in the period, and in the period before it
 * (Lifetime has none). Accepted counts the answers given in the period, whenever sent.
 */
export function ServiceInsightsView({ insights }: { insights: DashboardInsights }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const labels = {
    sent: t('businessIntelligence.services.sent'),
    accepted: t('businessIntelligence.services.accepted'),
  };
  if (insights.serviceRequests.every(({ sent, accepted }) => !sent.current && !accepted.current)) {
    return <Text role="status">{t('businessIntelligence.services.empty')}</Text>;
  }
  const withPrevious = insights.previousPeriod !== null;
  const services = insights.serviceRequests.map((request) => ({
    ...request,
    service: t(`serviceType.${request.serviceType}`),
  }));
  return (
    <ChartWithCsv
      title={t('businessIntelligence.services.chartTitle')}
      subject="service-requests"
      columns={[
        t('businessIntelligence.services.service'),
        labels.sent,
        labels.accepted,
        ...(withPrevious
          ? [
              t('businessIntelligence.services.previousSent'),
              t('businessIntelligence.services.previousAccepted'),
            ]
          : []),
      ]}
      rows={services.map(({ service, sent, accepted }) => [
        service,
        count(sent.current),
        count(accepted.current),
        ...(withPrevious ? [count(sent.previous ?? 0), count(accepted.previous ?? 0)] : []),
      ])}
      chart={
        <BarChart
          h={240}
          data={services.map(({ service, sent, accepted }) => ({
            service,
            sent: sent.current,
            accepted: accepted.current,
          }))}
          dataKey="service"
          series={[
            { name: 'sent', label: labels.sent, color: 'blue.7' },
            { name: 'accepted', label: labels.accepted, color: 'teal.8' },
          ]}
          valueFormatter={count}
          yAxisProps={{ allowDecimals: false }}
          withLegend
          accessibilityLayer={false}
        />
      }
    />
  );
}
