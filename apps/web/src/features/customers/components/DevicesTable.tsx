import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Device, DeviceService } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '@/shared/ui/DataTable';
import { RowActions } from '@/shared/ui/RowActions';
import { CONSENT_COLOR, isPending } from './device-rules';

/** The element id of a device's row, so the account lookup can scroll to it. */
export const deviceRowId = (deviceId: string) => `device-${deviceId}`;

interface DevicesTableProps {
  devices: readonly Device[];
  homeName: string;
  /** The device the account lookup opened, shown highlighted. */
  focusDeviceId: string | undefined;
  /** Absent for members without devices:manage: the table is read-only. */
  actions?: {
    busyId: string | undefined;
    onUnregister(device: Device): void;
    onRequestService(device: Device): void;
    onResend(service: DeviceService): void;
    onCancel(service: DeviceService): void;
  };
}

/** A home's devices: type, model, state, online or offline, services and their consent. */
export function DevicesTable({ devices, homeName, focusDeviceId, actions }: DevicesTableProps) {
  const { t } = useTranslation();
  if (devices.length === 0) return <Text role="status">{t('customers.device.none')}</Text>;

  const serviceCell = (device: Device) => {
    if (device.services.length === 0) return '—';
    return (
      <Stack gap={4}>
        {device.services.map((service) => {
          const name = t(`serviceType.${service.serviceType}`);
          return (
            <Group key={service.id} gap="xs" wrap="nowrap">
              <Badge variant="light" color={CONSENT_COLOR[service.consentStatus]}>
                {`${name}: ${t(`consentStatus.${service.consentStatus}`)}`}
              </Badge>
              {actions && isPending(service) && (
                <RowActions
                  actions={[
                    {
                      label: t('customers.service.resend'),
                      name: t('customers.service.resendNamed', { service: name }),
                      loading: actions.busyId === service.id,
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
          );
        })}
      </Stack>
    );
  };

  const columns: TableColumn<Device>[] = [
    { header: t('customers.device.type'), cell: (device) => t(`deviceType.${device.deviceType}`) },
    {
      header: t('customers.device.model'),
      cell: (device) => (
        <>
          <Text size="sm">{device.marketName}</Text>
          <Text size="xs" c="dimmed">
            {device.macAddress}
          </Text>
        </>
      ),
    },
    { header: t('customers.device.state'), cell: (device) => t(`deviceState.${device.state}`) },
    {
      header: t('customers.device.connection'),
      cell: (device) => (
        <Badge variant="dot" color={device.online ? 'green' : 'gray'}>
          {device.online ? t('customers.device.online') : t('customers.device.offline')}
        </Badge>
      ),
    },
    { header: t('customers.device.services'), cell: serviceCell },
  ];
  if (actions) {
    columns.push({
      header: t('customers.actions'),
      cell: (device) => (
        <RowActions
          actions={[
            {
              label: t('customers.service.request'),
              name: t('customers.service.requestFor', { device: device.macAddress }),
              onClick: () => actions.onRequestService(device),
            },
            {
              label: t('customers.device.unregister'),
              name: t('customers.device.unregisterNamed', { device: device.macAddress }),
              tone: 'danger',
              loading: actions.busyId === device.id,
              onClick: () => actions.onUnregister(device),
            },
          ]}
        />
      ),
    });
  }

  return (
    <DataTable
      rows={devices}
      columns={columns}
      caption={t('customers.device.caption', { home: homeName, count: devices.length })}
      minWidth={860}
      rowProps={(device) =>
        device.id === focusDeviceId
          ? {
              id: deviceRowId(device.id),
              bg: 'var(--mantine-color-yellow-light)',
              'aria-current': true,
            }
          : { id: deviceRowId(device.id) }
      }
    />
  );
}
