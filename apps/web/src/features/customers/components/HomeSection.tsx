import { Badge, Button, Group, Text } from '@mantine/core';
import type { CustomerLocation, Device, DeviceService } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCancelService,
  useResendService,
  useUnregisterDevice,
} from '@/features/customers/api/manage-devices';
import { useDeleteHome } from '@/features/customers/api/manage-homes';
import { formatAddress } from '@/shared/lib/address';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { TitledSection } from '@/shared/ui/TitledSection';
import { DevicesTable } from './DevicesTable';
import type { CustomerAbilities } from './device-rules';
import { InviteHomeownerModal } from './InviteHomeownerModal';
import { RegisterDeviceModal } from './RegisterDeviceModal';
import { ServiceRequestModal } from './ServiceRequestModal';

type Dialog =
  | { kind: 'register' | 'invite' | 'deleteHome' }
  | { kind: 'service'; deviceIds: string[] }
  | { kind: 'unregister'; device: Device }
  | { kind: 'cancelService'; service: DeviceService };

interface HomeSectionProps {
  partnerAccountId: string;
  home: CustomerLocation;
  customerEmail: string | null;
  abilities: CustomerAbilities;
  focusDeviceId: string | undefined;
}

/** One home: its address, the homeowner's link, its devices and what a member may do there. */
export function HomeSection({
  partnerAccountId,
  home,
  customerEmail,
  abilities,
  focusDeviceId,
}: HomeSectionProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const deleteHome = useDeleteHome(partnerAccountId);
  const unregister = useUnregisterDevice(partnerAccountId, home.id);
  const resend = useResendService(partnerAccountId, home.id);
  const cancel = useCancelService(partnerAccountId, home.id);
  const close = () => setDialog(null);

  /** Runs a call, then says how it went; a dialog that asked for it closes on success. */
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
    } catch {
      toastError(t('common.toast.error'));
      return;
    }
    toastSuccess(done);
    close();
  };

  return (
    <TitledSection title={home.locationName}>
      <Group gap="sm">
        <Text>{formatAddress(home.address)}</Text>
        {home.state !== 'Normal' && <Badge variant="light">{t(`deviceState.${home.state}`)}</Badge>}
        <Badge variant="light" color={home.homeownerLinked ? 'green' : 'gray'}>
          {home.homeownerLinked ? t('customers.home.linked') : t('customers.home.notLinked')}
        </Badge>
      </Group>
      {(abilities.manageDevices || abilities.manageCustomers) && (
        <Group gap="sm">
          {abilities.manageDevices && (
            <>
              <Button size="sm" onClick={() => setDialog({ kind: 'register' })}>
                {t('customers.device.registerOpen')}
              </Button>
              <Button
                size="sm"
                variant="default"
                disabled={home.devices.length === 0}
                onClick={() => setDialog({ kind: 'service', deviceIds: [] })}
              >
                {t('customers.service.request')}
              </Button>
            </>
          )}
          {abilities.manageCustomers && (
            <>
              <Button
                size="sm"
                variant="default"
                disabled={home.homeownerLinked}
                onClick={() => setDialog({ kind: 'invite' })}
              >
                {t('customers.invite.open')}
              </Button>
              <Button
                size="sm"
                variant="default"
                color="red"
                onClick={() => setDialog({ kind: 'deleteHome' })}
              >
                {t('customers.home.delete')}
              </Button>
            </>
          )}
        </Group>
      )}
      <DevicesTable
        devices={home.devices}
        homeName={home.locationName}
        focusDeviceId={focusDeviceId}
        actions={
          abilities.manageDevices
            ? {
                busyId: resend.isPending ? resend.variables : undefined,
                onUnregister: (device) => setDialog({ kind: 'unregister', device }),
                onRequestService: (device) =>
                  setDialog({ kind: 'service', deviceIds: [device.id] }),
                onResend: (service) =>
                  void run(() => resend.mutateAsync(service.id), t('customers.service.resent')),
                onCancel: (service) => setDialog({ kind: 'cancelService', service }),
              }
            : undefined
        }
      />
      {dialog?.kind === 'register' && (
        <RegisterDeviceModal
          partnerAccountId={partnerAccountId}
          locationId={home.id}
          homeName={home.locationName}
          onClose={close}
        />
      )}
      {dialog?.kind === 'service' && (
        <ServiceRequestModal
          partnerAccountId={partnerAccountId}
          locationId={home.id}
          devices={home.devices}
          initialDeviceIds={dialog.deviceIds}
          onClose={close}
        />
      )}
      {dialog?.kind === 'invite' && (
        <InviteHomeownerModal
          partnerAccountId={partnerAccountId}
          locationId={home.id}
          homeName={home.locationName}
          email={customerEmail}
          onClose={close}
        />
      )}
      <ConfirmModal
        opened={dialog?.kind === 'deleteHome'}
        title={t('customers.home.deleteTitle', { name: home.locationName })}
        body={t('customers.home.deleteBody')}
        confirmLabel={t('customers.home.delete')}
        submitting={deleteHome.isPending}
        onConfirm={() =>
          void run(
            () => deleteHome.mutateAsync(home.id),
            t('customers.home.deleted', { name: home.locationName }),
          )
        }
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.kind === 'unregister'}
        title={t('customers.device.unregisterTitle', {
          device: dialog?.kind === 'unregister' ? dialog.device.macAddress : '',
        })}
        body={t('customers.device.unregisterBody')}
        confirmLabel={t('customers.device.unregister')}
        submitting={unregister.isPending}
        onConfirm={() =>
          dialog?.kind === 'unregister' &&
          void run(
            () => unregister.mutateAsync(dialog.device.macAddress),
            t('customers.device.unregistered', { device: dialog.device.macAddress }),
          )
        }
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.kind === 'cancelService'}
        title={t('customers.service.cancelTitle')}
        body={t('customers.service.cancelBody')}
        confirmLabel={t('customers.service.cancel')}
        submitting={cancel.isPending}
        onConfirm={() =>
          dialog?.kind === 'cancelService' &&
          void run(() => cancel.mutateAsync(dialog.service.id), t('customers.service.cancelled'))
        }
        onClose={close}
      />
    </TitledSection>
  );
}
