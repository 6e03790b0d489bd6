import { Button, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/ui/DataTable';
import { SeverityBadge } from '@/shared/ui/SeverityBadge';
import type { ListedAlert } from './alert-list';

interface AlertListProps {
  alerts: readonly ListedAlert[];
  caption: string;
  isEnabled(alertName: string): boolean;
  onToggle(alertName: string, enabled: boolean): void;
  onEdit(alertName: string): void;
}

/**
 * The alerts of a tab: severity, title, Edit and the enable switch (spec 000 §2). A table on a
 * wide screen, a list of cards on a phone; a message when the filters match none.
 */
export function AlertList({ alerts, caption, isEnabled, onToggle, onEdit }: AlertListProps) {
  const { t } = useTranslation();
  if (alerts.length === 0) {
    return (
      <Text role="status" py="md">
        {t('alertSettings.list.empty')}
      </Text>
    );
  }
  return (
    <DataTable
      rows={alerts}
      caption={caption}
      minWidth={560}
      columns={[
        {
          header: t('alertSettings.list.severity'),
          cell: (alert) => <SeverityBadge severity={alert.setting.severity} />,
        },
        { header: t('alertSettings.list.alert'), cell: (alert) => alert.title },
        {
          header: t('alertSettings.list.actions'),
          cell: (alert) => (
            <Button
              variant="default"
              size="xs"
              aria-label={t('alertSettings.list.edit', { title: alert.title })}
              onClick={() => onEdit(alert.id)}
            >
              {t('alertSettings.list.editLabel')}
            </Button>
          ),
        },
        {
          header: t('alertSettings.list.enabled'),
          cell: (alert) => (
            <Switch
              aria-label={t('alertSettings.list.enable', { title: alert.title })}
              checked={isEnabled(alert.id)}
              onChange={(event) => onToggle(alert.id, event.currentTarget.checked)}
            />
          ),
        },
      ]}
    />
  );
}
