import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { AlertInsights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useAlertInsights } from '@/features/business-intelligence/api/get-alert-insights';
import { catalogueText } from '@/shared/lib/alert-labels';
import { formatCount } from '@/shared/lib/insights/format';
import { useDashboardInterval } from '@/shared/lib/insights/interval';
import { InsightSection } from '@/shared/ui/InsightSection';
import { ChartWithCsv } from './ChartWithCsv';
import { RepeatOffenders } from './RepeatOffenders';
import { ResponseTimes } from './ResponseTimes';

/** business-intelligence/alerts: the alerts opened over the period, and how they were handled. */
export function AlertInsightsSection({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const [interval] = useDashboardInterval();
  const query = useAlertInsights(partnerAccountId, interval);
  return (
    <InsightSection title={t('businessIntelligence.alerts.title')} query={query}>
      {(insights) => <AlertInsightsView insights={insights} />}
    </InsightSection>
  );
}

/** The alerts by severity and by type, the response times and the repeat offenders. */
export function AlertInsightsView({ insights }: { insights: AlertInsights }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  if (insights.opened === 0) {
    return <Text role="status">{t('businessIntelligence.alerts.empty')}</Text>;
  }
  const openedLabel = t('businessIntelligence.alerts.opened');
  const severities = insights.bySeverity.map(({ severity, opened }) => ({
    name: t(`alertSettings.severity.${severity}`),
    opened,
  }));
  // The catalogue's alert names have their titles in every language; another keeps its name.
  const types = insights.byType.map(({ alertName, opened }) => ({
    name: catalogueText(t, alertName, 'title', alertName),
    opened,
  }));
  const chart = (data: { name: string; opened: number }[], color: string) => (
    <BarChart
      h={Math.max(160, data.length * 36)}
      data={data}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'opened', label: openedLabel, color }]}
      valueFormatter={count}
      xAxisProps={{ allowDecimals: false }}
      yAxisProps={{ width: 180 }}
      accessibilityLayer={false}
    />
  );
  return (
    <>
      <Text>
        {t('businessIntelligence.alerts.summary', {
          count: insights.opened,
          formatted: count(insights.opened),
        })}
      </Text>
      <ChartWithCsv
        title={t('businessIntelligence.alerts.bySeverity')}
        subject="alerts-by-severity"
        columns={[t('businessIntelligence.alerts.severity'), openedLabel]}
        rows={severities.map(({ name, opened }) => [name, count(opened)])}
        chart={chart(severities, 'red.8')}
      />
      <ChartWithCsv
        title={t('businessIntelligence.alerts.byType')}
        subject="alerts-by-type"
        columns={[t('businessIntelligence.alerts.type'), openedLabel]}
        rows={types.map(({ name, opened }) => [name, count(opened)])}
        chart={chart(types, 'blue.7')}
      />
      <ResponseTimes insights={insights} />
      <RepeatOffenders offenders={insights.repeatOffenders} />
    </>
  );
}
