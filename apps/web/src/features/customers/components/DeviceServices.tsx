import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DeviceService } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { RowActions } from '@/shared/ui/RowActions';
import { CONSENT_COLOR, isPending } from './device-rules';

/** Resend and cancel of a waiting request, for members with devices:manage. */
export interface ServiceActions {
  onResend(service: DeviceService): void;
  onCancel(service: DeviceService): void;
}

/**
 * A device's services: each with the homeowner's answer in words and when it was given (or when
 * it was asked, while it waits); a waiting request can be sent again or cancelled.
 */
export function DeviceServices({
  services,
  actions,
  busyId,
}: {
  services: readonly DeviceService[];
  actions: ServiceActions | undefined;
  /** The request being sent again, shown busy. */
  busyId: string | undefined;
}) {
  const { t } = useTranslation();
  if (services.length === 0) return '—';
  return (
    <Stack gap={6}>
      {services.map((service) => {
        const name = t(`serviceType.${service.serviceType}`);
        return (
          <Stack key={service.id} gap={2}>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color={CONSENT_COLOR[service.consentStatus]}>
                {`${name}: ${t(`consentStatus.${service.consentStatus}`)}`}
              </Badge>
              {actions && isPending(service) && (
                <RowActions
                  actions={[
                    {
                      label: t('customers.service.resend'),
                      name: t('customers.service.resendNamed', { service: name }),
                      loading: busyId === service.id,
                      onClick: () => actions.onResend(service),
                    },
                    {
                      label: t('customers.service.cancel'),
                      name: t('customers.service.cancelNamed', { service: name }),
                      tone: 'danger',
                      onClick: () => actions.onCancel(service),
                    },
                  ]}
                />
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {service.respondedAt === null
                ? t('customers.service.askedAt', { date: formatDateTime(service.requestedAt) })
                : t('customers.service.answeredAt', { date: formatDateTime(service.respondedAt) })}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
