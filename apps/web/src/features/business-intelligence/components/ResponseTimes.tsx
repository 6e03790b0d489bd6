import type { AlertDurations, AlertInsights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMinutes } from '@/shared/lib/insights/format';
import { ExportableTable, type ExportColumn } from './ExportableTable';

interface ResponseTime {
  id: 'acknowledge' | 'resolve';
  durations: AlertDurations;
}

/** How long the alerts opened in the period took to be acknowledged and to be resolved. */
export function ResponseTimes({ insights }: { insights: AlertInsights }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const duration = (minutes: number | null) =>
    formatMinutes(minutes, language) ?? t('businessIntelligence.noValue');
  const columns: ExportColumn<ResponseTime>[] = [
    {
      header: t('businessIntelligence.alerts.step'),
      text: ({ id }) => t(`businessIntelligence.alerts.steps.${id}`),
    },
    {
      header: t('businessIntelligence.alerts.alertsCounted'),
      text: ({ durations }) => formatCount(durations.count, language),
    },
    {
      header: t('businessIntelligence.alerts.median'),
      text: ({ durations }) => duration(durations.medianMinutes),
    },
    {
      header: t('businessIntelligence.alerts.p90'),
      text: ({ durations }) => duration(durations.p90Minutes),
    },
  ];
  return (
    <ExportableTable
      title={t('businessIntelligence.alerts.responseTimes')}
      subject="alert-response-times"
      rows={[
        { id: 'acknowledge', durations: insights.timeToAcknowledge },
        { id: 'resolve', durations: insights.timeToResolve },
      ]}
      columns={columns}
      minWidth={560}
    />
  );
}
