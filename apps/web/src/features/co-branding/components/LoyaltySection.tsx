import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import type { LoyaltyInsights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useLoyaltyInsights } from '@/features/co-branding/api/get-loyalty-insights';
import { CUSTOMERS_PATH } from '@/shared/config/paths';
import { formatCount, formatTenure } from '@/shared/lib/insights/format';
import { ChartWithTable } from '@/shared/ui/ChartWithTable';
import { InsightSection } from '@/shared/ui/InsightSection';
import { EmptyInsight } from './EmptyInsight';
import { Figures } from './Figures';

/** How long customers have stayed with the company, with its brand and without. */
export function LoyaltySection({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const query = useLoyaltyInsights(partnerAccountId);
  return (
    <InsightSection title={t('coBranding.loyalty.title')} query={query}>
      {(insights) => <Loyalty insights={insights} />}
    </InsightSection>
  );
}

/** The figures and chart, or where to add customers while the company has none. */
export function Loyalty({ insights }: { insights: LoyaltyInsights }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  if (insights.customers === 0) {
    return (
      <EmptyInsight
        text={t('coBranding.loyalty.empty')}
        link={t('coBranding.loyalty.emptyLink')}
        to={CUSTOMERS_PATH}
      />
    );
  }
  const count = (value: number) => formatCount(value, language);
  const tenure = (months: number | null) =>
    formatTenure(months, language) ?? t('coBranding.noValue');
  const customersLabel = t('coBranding.loyalty.customers');
  const buckets = insights.byTenure.map(({ bucket, customers }) => ({
    bucket: t(`coBranding.loyalty.buckets.${bucket}`),
    customers,
  }));
  return (
    <Stack gap="md">
      <Figures
        figures={[
          { label: customersLabel, value: count(insights.customers) },
          {
            label: t('coBranding.loyalty.averageTenure'),
            value: tenure(insights.averageTenureMonths),
          },
          {
            label: t('coBranding.loyalty.brandedTenure'),
            value: tenure(insights.branded.averageTenureMonths),
          },
          {
            label: t('coBranding.loyalty.unbrandedTenure'),
            value: tenure(insights.unbranded.averageTenureMonths),
          },
        ]}
      />
      <ChartWithTable
        title={t('coBranding.loyalty.chartTitle')}
        columns={[t('coBranding.loyalty.tenure'), customersLabel]}
        rows={buckets.map(({ bucket, customers }) => [bucket, count(customers)])}
        chart={
          <BarChart
            h={240}
            data={buckets}
            dataKey="bucket"
            series={[{ name: 'customers', label: customersLabel, color: 'blue.7' }]}
            valueFormatter={count}
            // Counts of homes, requests and customers: whole numbers on the axis.
            yAxisProps={{ allowDecimals: false }}
            accessibilityLayer={false}
          />
        }
      />
    </Stack>
  );
}
