import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import type { BrandingInsights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useBrandingInsights } from '@/features/co-branding/api/get-branding-insights';
import { formatCount, formatMonth, formatShare, formatWait } from '@/shared/lib/insights/format';
import { ChartWithTable } from '@/shared/ui/ChartWithTable';
import { InsightSection } from '@/shared/ui/InsightSection';
import { EmptyInsight } from './EmptyInsight';
import { Figures } from './Figures';

/** Where a partner turns on asking the homes it already serves to show its brand. */
const SETTINGS_PATH = '/mybusiness/services/setup/brand-profile-settings';

/** The branding requests sent to households, and how they answered them. */
export function BrandingRequestsSection({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const query = useBrandingInsights(partnerAccountId);
  return (
    <InsightSection title={t('coBranding.requests.title')} query={query}>
      {(insights) => <BrandingRequests insights={insights} />}
    </InsightSection>
  );
}

/** The figures and chart, or where to start asking while no request was sent. */
export function BrandingRequests({ insights }: { insights: BrandingInsights }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const count = (value: number) => formatCount(value, language);
  const noValue = t('coBranding.noValue');
  if (insights.requested === 0) {
    return (
      <EmptyInsight
        text={t('coBranding.requests.empty')}
        link={t('coBranding.requests.emptyLink')}
        to={SETTINGS_PATH}
      />
    );
  }
  const labels = {
    requested: t('coBranding.requests.requested'),
    accepted: t('coBranding.requests.accepted'),
    rejected: t('coBranding.requests.rejected'),
  };
  return (
    <Stack gap="md">
      <Figures
        figures={[
          { label: labels.requested, value: count(insights.requested) },
          { label: labels.accepted, value: count(insights.accepted) },
          {
            label: t('coBranding.requests.acceptanceRate'),
            value: formatShare(insights.acceptanceRate, language) ?? noValue,
          },
          {
            label: t('coBranding.requests.medianWait'),
            value: formatWait(insights.medianHoursToAnswer, language) ?? noValue,
          },
        ]}
      />
      <ChartWithTable
        title={t('coBranding.requests.chartTitle')}
        columns={[t('coBranding.month'), labels.requested, labels.accepted, labels.rejected]}
        rows={insights.byMonth.map(({ month, requested, accepted, rejected }) => [
          formatMonth(month, language, 'long'),
          count(requested),
          count(accepted),
          count(rejected),
        ])}
        chart={
          <BarChart
            h={240}
            type="stacked"
            data={insights.byMonth.map(({ month, accepted, rejected }) => ({
              month: formatMonth(month, language, 'short'),
              accepted,
              rejected,
            }))}
            dataKey="month"
            series={[
              { name: 'accepted', label: labels.accepted, color: 'teal.8' },
              { name: 'rejected', label: labels.rejected, color: 'red.8' },
            ]}
            valueFormatter={count}
            // Counts of homes, requests and customers: whole numbers on the axis.
            yAxisProps={{ allowDecimals: false }}
            withLegend
            accessibilityLayer={false}
          />
        }
      />
    </Stack>
  );
}
