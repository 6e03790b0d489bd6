import { Badge, Stack, Text } from '@mantine/core';
import type { DeviceService } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { CONSENT_COLOR } from './device-rules';

/**
 * A device's services: each with the homeowner's answer in words and when it was given (or when
 * it was asked, while it waits).
 */
export function DeviceServices({ services }: { services: readonly DeviceService[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return '—';
  return (
    <Stack gap={6}>
      {services.map((service) => {
        const name = t(`serviceType.${service.serviceType}`);
        return (
          <Stack key={service.id} gap={2}>
            <Badge variant="light" color={CONSENT_COLOR[service.consentStatus]}>
              {`${name}: ${t(`consentStatus.${service.consentStatus}`)}`}
            </Badge>
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
