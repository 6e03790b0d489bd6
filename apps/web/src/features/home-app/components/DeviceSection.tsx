import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ConsumerDevice, ConsumerDeviceService, RemoteSession } from '@portal/contracts';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@/features/home-app/api/answer-service';
import { formatDateTime } from '@/shared/lib/dates';
import { DataTable, type TableColumn } from '@/shared/ui/DataTable';
import { RowActions } from '@/shared/ui/RowActions';
import { ActivityDrawer } from './ActivityDrawer';
import { DeviceSessions } from './DeviceSessions';
import { CONSENT_COLOR, isWaiting } from './service-rules';

interface DeviceSectionProps {
  consumerAccountId: string;
  device: ConsumerDevice;
  /** Absent for guests: they see the requests, not the buttons. */
  answering?: {
    /** The request being answered, and how. */
    busy: { serviceId: string; answer: Answer } | undefined;
    onAnswer(service: ConsumerDeviceService, answer: Answer): void;
  };
  /** The device's open remote sessions; undefined until they have loaded. */
  sessions: readonly RemoteSession[] | undefined;
  /** Members and admins answer and end sessions; guests only see them. */
  canActOnSessions: boolean;
}

/**
 * One device: its model, type and connection, the partners' remote sessions on it (requests
 * to answer, sessions running), the partners' service requests, and its activity (audit trail).
 */
export function DeviceSection({
  consumerAccountId,
  device,
  answering,
  sessions,
  canActOnSessions,
}: DeviceSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [activityOpen, setActivityOpen] = useState(false);
  const focusHeading = useCallback(() => heading.current?.focus(), []);

  const columns: TableColumn<ConsumerDeviceService>[] = [
    { header: t('homeApp.requests.partner'), cell: (service) => service.partner.name },
    {
      header: t('homeApp.requests.service'),
      cell: (service) => t(`serviceType.${service.serviceType}`),
    },
    {
      header: t('homeApp.requests.status'),
      cell: (service) => (
        <Badge variant="light" color={CONSENT_COLOR[service.consentStatus]}>
          {t(`consentStatus.${service.consentStatus}`)}
        </Badge>
      ),
    },
    {
      header: t('homeApp.requests.date'),
      cell: (service) =>
        service.respondedAt === null
          ? t('homeApp.requests.requestedOn', { date: formatDateTime(service.requestedAt) })
          : t('homeApp.requests.answeredOn', { date: formatDateTime(service.respondedAt) }),
    },
  ];
  if (answering) {
    columns.push({
      header: t('homeApp.requests.actions'),
      cell: (service) => {
        if (!isWaiting(service)) return '—';
        const names = {
          service: t(`serviceType.${service.serviceType}`),
          partner: service.partner.name,
          device: device.name,
        };
        const busy = answering.busy?.serviceId === service.id ? answering.busy.answer : undefined;
        return (
          <RowActions
            actions={[
              {
                label: t('homeApp.requests.accept'),
                name: t('homeApp.requests.acceptNamed', names),
                tone: 'primary',
                loading: busy === 'accept',
                onClick: () => answering.onAnswer(service, 'accept'),
              },
              {
                label: t('homeApp.requests.decline'),
                name: t('homeApp.requests.declineNamed', names),
                loading: busy === 'reject',
                onClick: () => answering.onAnswer(service, 'reject'),
              },
            ]}
          />
        );
      },
    });
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="sm">
        {/* Focus comes here when a session card's button that had it goes away. */}
        <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
          {device.name}
        </Title>
        <Button
          variant="default"
          size="xs"
          aria-label={t('homeApp.sessions.activityNamed', { device: device.name })}
          onClick={() => setActivityOpen(true)}
        >
          {t('homeApp.sessions.activity')}
        </Button>
      </Group>
      <Group gap="sm">
        <Text>{device.marketName}</Text>
        <Text c="dimmed">{t(`deviceType.${device.deviceType}`)}</Text>
        <Badge variant="dot" color={device.online ? 'green' : 'gray'}>
          {device.online ? t('homeApp.device.online') : t('homeApp.device.offline')}
        </Badge>
      </Group>
      <DeviceSessions
        consumerAccountId={consumerAccountId}
        sessions={sessions}
        canAct={canActOnSessions}
        onFocusLost={focusHeading}
      />
      {device.services.length === 0 ? (
        <Text role="status">{t('homeApp.requests.none')}</Text>
      ) : (
        <DataTable
          rows={device.services}
          columns={columns}
          caption={t('homeApp.requests.caption', { device: device.name })}
          minWidth={answering ? 760 : 600}
        />
      )}
      <ActivityDrawer
        consumerAccountId={consumerAccountId}
        device={device}
        opened={activityOpen}
        onClose={() => setActivityOpen(false)}
      />
    </Stack>
  );
}
