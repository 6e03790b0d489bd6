import { Badge, Text } from '@mantine/core';
import type { Device, DeviceService } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '@/shared/ui/DataTable';
import { DeviceReadingFacts } from '@/shared/ui/DeviceReadingFacts';
import { type Action, ActionGroup } from './ActionGroup';
import { DeviceAlerts } from './DeviceAlerts';
import { DeviceServices } from './DeviceServices';
import { isPending, remoteAccessAccepted, remoteAccessAvailable } from './device-rules';

/** The element id of a device's row, so the account lookup can scroll to it. */
export const deviceRowId = (deviceId: string) => `device-${deviceId}`;

/** What a member with devices:manage may do on a device and its services. */
export interface DeviceActions {
  onRequestService(device: Device): void;
  onResend(service: DeviceService): void;
  onCancel(service: DeviceService): void;
  onUnregister(device: Device): void;
}

interface DevicesTableProps {
  devices: readonly Device[];
  homeName: string;
  /** Nobody could consent to a service yet. */
  preRegistered: boolean;
  /** The device the account lookup opened, shown highlighted. */
  focusDeviceId: string | undefined;
  /** Every member may read a device's history. */
  onHistory(device: Device): void;
  /** Absent for members without devices:manage. */
  actions?: DeviceActions;
  /** Absent without customers:manage. */
  onRequestAccess: ((device: Device) => void) | undefined;
  /** Opens the device's remote session page; absent without remoteSessions:start. */
  onRemoteSession?: ((device: Device) => void) | undefined;
  /** The device or service a call is on its way for, shown busy. */
  busyId: string | undefined;
}

/**
 * A home's devices: type and category, model, state, connection, what it reports now (battery
 * and signal too) and its active alerts, services and their consent.
 */
export function DevicesTable({
  devices,
  homeName,
  preRegistered,
  focusDeviceId,
  onHistory,
  actions,
  onRequestAccess,
  onRemoteSession,
  busyId,
}: DevicesTableProps) {
  const { t } = useTranslation();
  if (devices.length === 0) return <Text role="status">{t('customers.device.none')}</Text>;
  const afterCommission = preRegistered ? t('customers.home.servicesAfterCommission') : undefined;

  // A service first, as that is what a device is visited for, then its remote session; its
  // history is open to everyone.
  const deviceActions = (device: Device): Action[] => {
    const list: Action[] = [];
    if (actions) {
      list.push({
        label: t('customers.service.request'),
        unavailable: afterCommission,
        onClick: () => actions.onRequestService(device),
      });
    }
    if (onRequestAccess) {
      list.push({
        label: t('customers.service.requestAccess'),
        unavailable:
          afterCommission ??
          (remoteAccessAvailable(device) ? undefined : t('conflicts.requestAccess.existing')),
        loading: busyId === device.id,
        onClick: () => onRequestAccess(device),
      });
    }
    if (actions) {
      for (const service of device.services.filter(isPending)) {
        const named = { service: t(`serviceType.${service.serviceType}`) };
        list.push(
          {
            label: t('customers.service.resendNamed', named),
            loading: busyId === service.id,
            onClick: () => actions.onResend(service),
          },
          {
            label: t('customers.service.cancelNamed', named),
            tone: 'danger',
            onClick: () => actions.onCancel(service),
          },
        );
      }
    }
    if (onRemoteSession && remoteAccessAccepted(device)) {
      list.push({
        label: t('customers.device.remoteSession'),
        onClick: () => onRemoteSession(device),
      });
    }
    list.push({
      label: t('customers.history.open'),
      onClick: () => onHistory(device),
    });
    if (actions) {
      list.push({
        label: t('customers.device.unregister'),
        tone: 'danger',
        onClick: () => actions.onUnregister(device),
      });
    }
    return list;
  };

  const columns: TableColumn<Device>[] = [
    {
      header: t('customers.device.type'),
      cell: (device) => (
        <>
          <Text size="sm">{t(`deviceType.${device.deviceType}`)}</Text>
          {device.deviceCategory !== null && (
            <Text size="xs" c="dimmed">
              {t(`customers.deviceCategory.${device.deviceCategory}`)}
            </Text>
          )}
        </>
      ),
    },
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
    {
      header: t('customers.readings.header'),
      cell: (device) => <DeviceReadingFacts readings={device.readings ?? null} layout="rows" />,
    },
    {
      header: t('customers.readings.alerts'),
      cell: (device) => <DeviceAlerts alerts={device.activeAlerts ?? []} />,
    },
    {
      header: t('customers.device.services'),
      cell: (device) => <DeviceServices services={device.services} />,
    },
    {
      header: t('customers.actions'),
      cell: (device) => (
        <ActionGroup actions={deviceActions(device)} target={device.macAddress} size="xs" />
      ),
    },
  ];

  return (
    <DataTable
      rows={devices}
      columns={columns}
      caption={t('customers.device.caption', { home: homeName, count: devices.length })}
      minWidth={1100}
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
