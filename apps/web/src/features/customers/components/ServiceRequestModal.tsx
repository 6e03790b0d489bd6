import { Button, Checkbox, Group, Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Device, PartnerDeviceServiceType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
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

type ServiceType = (typeof PartnerDeviceServiceType)[number];

/** "Request service": asks the homeowner to consent to a service on the chosen devices. */
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

  const submit = form.onSubmit(async ({ deviceIds, serviceType }) => {
    if (serviceType === '') return;
    try {
      await request.mutateAsync({ deviceIds, serviceType });
    } catch (failure) {
      toastError(t(conflictMessageKey('requestService', failure)));
      return;
    }
    toastSuccess(t('customers.service.requested', { service: t(`serviceType.${serviceType}`) }));
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t('customers.service.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Checkbox.Group
            label={t('customers.service.devices')}
            required
            {...form.getInputProps('deviceIds')}
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
            data={PartnerDeviceServiceType.map((value) => ({
              value,
              label: t(`serviceType.${value}`),
            }))}
            required
            {...form.getInputProps('serviceType')}
            onChange={(value) =>
              form.setFieldValue('serviceType', (value as ServiceType | null) ?? '')
            }
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={request.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {t('customers.service.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
