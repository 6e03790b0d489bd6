import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Device } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  type OfferedServices,
  type ServiceType,
  useAvailableServices,
} from '@/features/customers/api/get-available-services';
import { useRequestService } from '@/features/customers/api/manage-devices';
import { conflictMessageKey } from '@/shared/lib/conflict-messages';
import { toastError, toastSuccess } from '@/shared/lib/toasts';

interface ServiceRequestModalProps {
  partnerAccountId: string;
  locationId: string;
  devices: readonly Device[];
  /** The devices ticked when the modal opens (a row's own button ticks its device). */
  initialDeviceIds: string[];
  onClose(): void;
}

const offeredList = (offered: OfferedServices) =>
  offered.status === 'ready' ? offered.services : [];

/**
 * "Request service": asks the homeowner to consent to a service on the chosen devices. Only the
 * services all of them still allow are offered (the server's available call, per device).
 */
export function ServiceRequestModal({
  partnerAccountId,
  locationId,
  devices,
  initialDeviceIds,
  onClose,
}: ServiceRequestModalProps) {
  const { t } = useTranslation();
  const request = useRequestService(partnerAccountId, locationId);
  const form = useForm<{ deviceIds: string[]; serviceType: ServiceType | '' }>({
    mode: 'controlled',
    initialValues: { deviceIds: initialDeviceIds, serviceType: '' },
    validate: {
      deviceIds: (ids) => (ids.length === 0 ? t('customers.service.chooseDevices') : null),
      serviceType: (type) => (type === '' ? t('customers.service.chooseType') : null),
    },
  });
  const { deviceIds } = form.values;
  const offered = useAvailableServices(partnerAccountId, locationId, deviceIds);
  const services = offeredList(offered);

  const submit = form.onSubmit(async ({ serviceType }) => {
    if (serviceType === '' || !services.includes(serviceType)) return;
    try {
      await request.mutateAsync({ deviceIds, serviceType });
    } catch (failure) {
      toastError(t(conflictMessageKey('requestService', failure)));
      return;
    }
    toastSuccess(t('customers.service.requested', { service: t(`serviceType.${serviceType}`) }));
    onClose();
  });

  const note = () => {
    if (deviceIds.length === 0) return t('customers.service.chooseDevicesFirst');
    if (offered.status === 'pending') return t('customers.service.checking');
    if (offered.status === 'ready' && services.length === 0) return t('customers.service.noneLeft');
    return null;
  };
  const message = note();

  return (
    <Modal opened onClose={onClose} title={t('customers.service.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Checkbox.Group
            label={t('customers.service.devices')}
            required
            {...form.getInputProps('deviceIds')}
            onChange={(ids) => {
              // The services offered change with the devices, so the choice starts over.
              form.setValues({ deviceIds: ids, serviceType: '' });
            }}
          >
            <Stack gap="xs" mt="xs">
              {devices.map((device) => (
                <Checkbox
                  key={device.id}
                  value={device.id}
                  label={`${device.marketName} (${device.macAddress})`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label={t('customers.service.type')}
            data={services.map((value) => ({ value, label: t(`serviceType.${value}`) }))}
            required
            disabled={services.length === 0}
            {...form.getInputProps('serviceType')}
            onChange={(value) =>
              form.setFieldValue('serviceType', (value as ServiceType | null) ?? '')
            }
          />
          {message !== null && <Text role="status">{message}</Text>}
          {offered.status === 'error' && (
            <Text role="alert" c="red">
              {t('customers.service.checkFailed')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={request.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={request.isPending} disabled={services.length === 0}>
              {t('customers.service.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
