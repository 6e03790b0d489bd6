import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReplacementLifetime } from '@/features/alerts/api/get-replacement-lifetime';
import { formatDateTime } from '@/shared/lib/dates';
import { FactList } from '@/shared/ui/FactList';
import { TitledSection } from '@/shared/ui/TitledSection';
import { chartState } from './ChartState';

/** Where a filter or humidifier pad stands: installed, due, days left and the lifetime used. */
export function ReplacementSection({
  partnerAccountId,
  alertId,
}: {
  partnerAccountId: string;
  alertId: string;
}) {
  const { t } = useTranslation();
  const query = useReplacementLifetime(partnerAccountId, alertId);
  const lifetime = query.data;
  const used = Math.round(lifetime?.percentUsed ?? 0);
  return (
    <TitledSection title={t('alertsDashboard.replacement.title')}>
      {chartState(query, () => false) ??
        (lifetime && (
          <Stack gap="sm">
            <FactList
              facts={[
                {
                  label: t('alertsDashboard.replacement.part'),
                  value: t(`alertsDashboard.replacement.parts.${lifetime.part}`),
                },
                {
                  label: t('alertsDashboard.replacement.installed'),
                  value: formatDateTime(lifetime.installedAt),
                },
                {
                  label: t('alertsDashboard.replacement.due'),
                  value: formatDateTime(lifetime.dueAt),
                },
                {
                  label: t('alertsDashboard.replacement.remaining'),
                  value:
                    lifetime.daysRemaining < 0
                      ? t('alertsDashboard.replacement.overdue', { count: -lifetime.daysRemaining })
                      : t('alertsDashboard.replacement.daysLeft', {
                          count: lifetime.daysRemaining,
                        }),
                  alarm: lifetime.daysRemaining < 0,
                },
              ]}
            />
            <Progress
              value={Math.min(used, 100)}
              color={used >= 100 ? 'red' : 'blue'}
              aria-label={t('alertsDashboard.replacement.used', { percent: used })}
            />
            <Text size="sm">{t('alertsDashboard.replacement.used', { percent: used })}</Text>
          </Stack>
        ))}
    </TitledSection>
  );
}
