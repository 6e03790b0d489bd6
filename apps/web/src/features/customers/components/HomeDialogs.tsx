import type { CustomerLocation } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCancelService, useUnregisterDevice } from '@/features/customers/api/manage-devices';
import { useDeleteHome } from '@/features/customers/api/manage-homes';
import { usePreRegister } from '@/features/customers/api/pre-registration';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { CommissionModal } from './CommissionModal';
import { DeviceHistoryDrawer } from './DeviceHistoryDrawer';
import { HomeFormModal } from './HomeFormModal';
import type { HomeDialog } from './home-dialog';
import { InviteHomeownerModal } from './InviteHomeownerModal';
import { RegisterDeviceModal } from './RegisterDeviceModal';
import { ServiceRequestModal } from './ServiceRequestModal';
import { useOutcome } from './use-outcome';

interface HomeDialogsProps {
  partnerAccountId: string;
  customerId: string;
  home: CustomerLocation;
  customerEmail: string | null;
  dialog: HomeDialog | null;
  onClose(): void;
}

/** The dialog open on a home: forms, side panel and the confirmations asked before a change. */
export function HomeDialogs({
  partnerAccountId,
  customerId,
  home,
  customerEmail,
  dialog,
  onClose,
}: HomeDialogsProps) {
  const { t } = useTranslation();
  const deleteHome = useDeleteHome(partnerAccountId);
  const preRegister = usePreRegister(partnerAccountId);
  const unregister = useUnregisterDevice(partnerAccountId, home.id);
  const cancel = useCancelService(partnerAccountId, home.id);
  const run = useOutcome(onClose);
  const name = home.locationName;
  const ids = { partnerAccountId, locationId: home.id, homeName: name };

  return (
    <>
      {dialog?.kind === 'register' && <RegisterDeviceModal {...ids} onClose={onClose} />}
      {dialog?.kind === 'service' && (
        <ServiceRequestModal
          partnerAccountId={partnerAccountId}
          locationId={home.id}
          devices={home.devices}
          initialDeviceIds={dialog.deviceIds}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'invite' && (
        <InviteHomeownerModal {...ids} email={customerEmail} onClose={onClose} />
      )}
      {dialog?.kind === 'commission' && (
        <CommissionModal {...ids} customerEmail={customerEmail} onClose={onClose} />
      )}
      {dialog?.kind === 'edit' && (
        <HomeFormModal
          partnerAccountId={partnerAccountId}
          customerId={customerId}
          countryCode={home.address.country}
          home={home}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'history' && (
        <DeviceHistoryDrawer
          partnerAccountId={partnerAccountId}
          device={dialog.device}
          onClose={onClose}
        />
      )}
      <ConfirmModal
        opened={dialog?.kind === 'preRegister'}
        title={t('customers.home.preRegisterTitle', { name })}
        body={t('customers.home.preRegisterBody')}
        confirmLabel={t('customers.home.preRegister')}
        submitting={preRegister.isPending}
        onConfirm={() =>
          void run(
            () =>
              preRegister.mutateAsync({
                partnerCustomerId: customerId,
                partnerDeviceLocationId: home.id,
              }),
            t('customers.home.preRegistered', { name }),
            'preRegister',
          )
        }
        onClose={onClose}
      />
      <ConfirmModal
        opened={dialog?.kind === 'deleteHome'}
        title={t('customers.home.deleteTitle', { name })}
        body={t('customers.home.deleteBody')}
        confirmLabel={t('customers.home.delete')}
        submitting={deleteHome.isPending}
        onConfirm={() =>
          void run(() => deleteHome.mutateAsync(home.id), t('customers.home.deleted', { name }))
        }
        onClose={onClose}
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
        onClose={onClose}
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
        onClose={onClose}
      />
    </>
  );
}
