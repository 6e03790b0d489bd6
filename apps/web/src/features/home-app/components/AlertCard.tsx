import { Badge, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { type HomeownerAlert, SNOOZE_DURATIONS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { SnoozeDuration } from '@/features/home-app/api/snooze-alert';
import { formatDateTime } from '@/shared/lib/dates';
import { SeverityBadge } from '@/shared/ui/SeverityBadge';

interface AlertCardProps {
  alert: HomeownerAlert;
  /** The snooze call for this alert is on its way. */
  snoozing: boolean;
  onSnooze(duration: SnoozeDuration): void;
}

/**
 * One alert on the homeowner's devices: what happened and what it means, on which device in
 * which home, since when, whether it still holds, and until when it is snoozed. An active alert
 * may be snoozed for one of the offered durations.
 */
export function AlertCard({ alert, snoozing, onSnooze }: AlertCardProps) {
  const { t } = useTranslation();
  const snoozedUntil =
    alert.snoozedUntil !== null && Date.parse(alert.snoozedUntil) > Date.now()
      ? alert.snoozedUntil
      : null;
  return (
    <Card withBorder component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4">
            {alert.title}
          </Title>
          {alert.active && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="xs"
                  variant="default"
                  loading={snoozing}
                  aria-label={t('homeApp.alerts.snoozeNamed', {
                    title: alert.title,
                    device: alert.device.name,
                  })}
                >
                  {t('homeApp.alerts.snooze')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {SNOOZE_DURATIONS.map((duration) => (
                  <Menu.Item key={duration} onClick={() => onSnooze(duration)}>
                    {t(`homeApp.alerts.duration.${duration}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Group gap={6}>
          <SeverityBadge severity={alert.severity} />
          <Badge color={alert.active ? 'red' : 'green'} variant="outline">
            {alert.active ? t('homeApp.alerts.active') : t('homeApp.alerts.cleared')}
          </Badge>
        </Group>
        <Text>{alert.message}</Text>
        <Text size="sm">
          {t('homeApp.alerts.where', {
            device: alert.device.name,
            home: alert.home.locationName,
          })}
        </Text>
        <Text size="sm">{t('homeApp.alerts.openedAt', { date: alert.openedAtLocal })}</Text>
        {snoozedUntil !== null && (
          <Text size="sm" fw={600}>
            {t('homeApp.alerts.snoozedUntil', { date: formatDateTime(snoozedUntil) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
