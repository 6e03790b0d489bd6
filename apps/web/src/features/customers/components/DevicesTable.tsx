import { Badge, Text } from '@mantine/core';
import type { Device } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '@/shared/ui/DataTable';
import { type RowAction, RowActions } from '@/shared/ui/RowActions';
import { DeviceServices, type ServiceActions } from './DeviceServices';
import { remoteAccessAvailable } from './device-rules';

/** The element id of a device's row, so the account lookup can scroll to it. */
export const deviceRowId = (deviceId: string) => `device-${deviceId}`;

/** What a member with devices:manage may do on a device and its services. */
export interface DeviceActions extends ServiceActions {
  onUnregister(device: Device): void;
  /** Absent while the home is in pre-registration: nobody could consent yet. */
  onRequestService: ((device: Device) => void) | undefined;
}

interface DevicesTableProps {
  devices: readonly Device[];
  homeName: string;
  /** The device the account lookup opened, shown highlighted. */
  focusDeviceId: string | undefined;
  /** Every member may read a device's history. */
  onHistory(device: Device): void;
  /** Absent for members without devices:manage. */
  actions?: DeviceActions;
  /** Absent without customers:manage or while the home is in pre-registration. */
  onRequestAccess: ((device: Device) => void) | undefined;
  /** The device or service a call is on its way for, shown busy. */
  busyId: string | undefined;
}

/** A home's devices: type and category, model, state, connection, services and their consent. */
export function DevicesTable({
  devices,
  homeName,
  focusDeviceId,
  onHistory,
  actions,
  onRequestAccess,
  busyId,
}: DevicesTableProps) {
  const { t } = useTranslation();
  if (devices.length === 0) return <Text role="status">{t('customers.device.none')}</Text>;

  const rowActions = (device: Device): RowAction[] => {
    const list: RowAction[] = [
      {
        label: t('customers.history.open'),
        name: t('customers.history.openFor', { device: device.macAddress }),
        onClick: () => onHistory(device),
      },
    ];
    const { onRequestService } = actions ?? {};
    if (onRequestService) {
      list.push({
        label: t('customers.service.request'),
        name: t('customers.service.requestFor', { device: device.macAddress }),
        onClick: () => onRequestService(device),
      });
    }
    if (onRequestAccess && remoteAccessAvailable(device)) {
      list.push({
        label: t('customers.service.requestAccess'),
        name: t('customers.service.requestAccessFor', { device: device.macAddress }),
        loading: busyId === device.id,
        onClick: () => onRequestAccess(device),
      });
    }
    if (actions) {
      list.push({
        label: t('customers.device.unregister'),
        name: t('customers.device.unregisterNamed', { device: device.macAddress }),
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
      header: t('customers.device.services'),
      cell: (device) => (
        <DeviceServices services={device.services} actions={actions} busyId={busyId} />
      ),
    },
    {
      header: t('customers.actions'),
      cell: (device) => <RowActions actions={rowActions(device)} />,
    },
  ];

  return (
    <DataTable
      rows={devices}
      columns={columns}
      caption={t('customers.device.caption', { home: homeName, count: devices.length })}
      minWidth={960}
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
