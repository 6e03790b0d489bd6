import { LineChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import type { CoBrandingInsights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCoBrandingInsights } from '@/features/co-branding/api/get-co-branding-insights';
import { BRAND_PROFILE_PATH } from '@/shared/config/paths';
import { formatCount, formatMonth, formatShare } from '@/shared/lib/insights/format';
import { ChartWithTable } from '@/shared/ui/ChartWithTable';
import { InsightSection } from '@/shared/ui/InsightSection';
import { EmptyInsight } from './EmptyInsight';
import { Figures } from './Figures';

/** The brand profile's route rule decides where a partner sets the brand up (spec 000 §6). */

/** Homes that show the company's brand: the figures and their growth month by month. */
export function BrandedHomesSection({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const query = useCoBrandingInsights(partnerAccountId);
  return (
    <InsightSection title={t('coBranding.homes.title')} query={query}>
      {(insights) => <BrandedHomes insights={insights} />}
    </InsightSection>
  );
}

/** The figures and chart, or what to do while no home shows the brand (nor ever did). */
export function BrandedHomes({ insights }: { insights: CoBrandingInsights }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const count = (value: number) => formatCount(value, language);
  const homesLabel = t('coBranding.homes.brandedHomes');
  if (insights.brandedHomes === 0 && insights.brandedHomesByMonth.every(({ homes }) => !homes)) {
    return (
      <EmptyInsight
        text={t('coBranding.homes.empty')}
        link={t('coBranding.homes.emptyLink')}
        to={BRAND_PROFILE_PATH}
      />
    );
  }
  return (
    <Stack gap="md">
      <Figures
        figures={[
          { label: homesLabel, value: count(insights.brandedHomes) },
          {
            label: t('coBranding.homes.share'),
            value: formatShare(insights.brandedShare, language) ?? t('coBranding.noValue'),
          },
          { label: t('coBranding.homes.brandedDevices'), value: count(insights.brandedDevices) },
        ]}
      />
      <ChartWithTable
        title={t('coBranding.homes.chartTitle')}
        columns={[t('coBranding.month'), homesLabel]}
        rows={insights.brandedHomesByMonth.map(({ month, homes }) => [
          formatMonth(month, language, 'long'),
          count(homes),
        ])}
        chart={
          <LineChart
            h={240}
            data={insights.brandedHomesByMonth.map(({ month, homes }) => ({
              month: formatMonth(month, language, 'short'),
              homes,
            }))}
            dataKey="month"
            series={[{ name: 'homes', label: homesLabel, color: 'blue.7' }]}
            valueFormatter={count}
            // Counts of homes, requests and customers: whole numbers on the axis.
            yAxisProps={{ allowDecimals: false }}
            curveType="linear"
            accessibilityLayer={false}
          />
        }
      />
    </Stack>
  );
}
