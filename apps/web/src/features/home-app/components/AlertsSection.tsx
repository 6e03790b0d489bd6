import { Stack, Text } from '@mantine/core';
import type { HomeownerAlert } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useMyAlerts } from '@/features/home-app/api/get-my-alerts';
import { type SnoozeDuration, useSnoozeAlert } from '@/features/home-app/api/snooze-alert';
import { type CursorPages, useCursorPages } from '@/shared/lib/paging';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { CursorPager } from '@/shared/ui/CursorPager';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { LoadError } from '@/shared/ui/LoadError';
import type { ConnectionQuery } from '@/shared/ui/PagedTable';
import { TitledSection } from '@/shared/ui/TitledSection';
import { AlertCard } from './AlertCard';

/** The alerts on the homeowner's devices, newest first, a page at a time. */
export function AlertsSection() {
  const pages = useCursorPages();
  const alerts = useMyAlerts({ after: pages.after });
  return <AlertsPanel query={alerts} pages={pages} />;
}

interface AlertsPanelProps {
  query: ConnectionQuery<HomeownerAlert>;
  pages: CursorPages;
}

/**
 * The alerts section in each of its states: loading, failed, none, or a page of alerts with
 * Previous and Next. Snoozing one says so; the refetched list shows until when.
 */
export function AlertsPanel({ query, pages }: AlertsPanelProps) {
  const { t } = useTranslation();
  const snooze = useSnoozeAlert();

  const snoozeAlert = async (alert: HomeownerAlert, duration: SnoozeDuration) => {
    try {
      await snooze.mutateAsync({ alert, duration });
    } catch {
      toastError(t('common.toast.error'));
      return;
    }
    toastSuccess(
      t('homeApp.alerts.snoozed', {
        title: alert.title,
        device: alert.device.name,
        duration: t(`homeApp.alerts.duration.${duration}`),
      }),
    );
  };

  const body = () => {
    if (query.isPending) return <InlineLoader />;
    if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
    if (query.data === undefined) return null;
    if (query.data.nodes.length === 0) {
      return <Text role="status">{t('homeApp.alerts.empty')}</Text>;
    }
    return (
      <>
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-busy={query.isPlaceholderData}
        >
          {query.data.nodes.map((alert) => (
            <AlertCard
              key={alert.id}
              alert={alert}
              snoozing={snooze.isPending && snooze.variables.alert.id === alert.id}
              onSnooze={(duration) => void snoozeAlert(alert, duration)}
            />
          ))}
        </Stack>
        <CursorPager
          pages={pages}
          pageInfo={query.data.pageInfo}
          loading={query.isPlaceholderData}
          label={t('homeApp.alerts.pages')}
        />
      </>
    );
  };

  return <TitledSection title={t('homeApp.alerts.title')}>{body()}</TitledSection>;
}
