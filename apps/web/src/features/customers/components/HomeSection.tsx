import { Badge, Group, Text } from '@mantine/core';
import type { CustomerLocation } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequestAccess, useResendService } from '@/features/customers/api/manage-devices';
import { accountLookupPath } from '@/shared/config/paths';
import { formatAddress } from '@/shared/lib/address';
import { TitledSection } from '@/shared/ui/TitledSection';
import { DevicesTable } from './DevicesTable';
import type { CustomerAbilities } from './device-rules';
import { HomeActions } from './HomeActions';
import { HomeDialogs } from './HomeDialogs';
import type { HomeDialog } from './home-dialog';
import { useOutcome } from './use-outcome';

interface HomeSectionProps {
  partnerAccountId: string;
  customerId: string;
  home: CustomerLocation;
  customerEmail: string | null;
  abilities: CustomerAbilities;
  focusDeviceId: string | undefined;
}

/** One home: its address, where it stands, its devices and what a member may do there. */
export function HomeSection({
  partnerAccountId,
  customerId,
  home,
  customerEmail,
  abilities,
  focusDeviceId,
}: HomeSectionProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<HomeDialog | null>(null);
  const resend = useResendService(partnerAccountId, home.id);
  const requestAccess = useRequestAccess(partnerAccountId);
  const run = useOutcome(() => {});
  const navigate = useNavigate();
  const preRegistered = home.state === 'InPreRegistration';

  return (
    <TitledSection title={home.locationName}>
      <Group gap="sm">
        <Text>{formatAddress(home.address)}</Text>
        {preRegistered && (
          <Badge variant="light" color="violet">
            {t('customers.home.preRegistration')}
          </Badge>
        )}
        {home.state === 'UnderMaintenance' && (
          <Badge variant="light">{t(`deviceState.${home.state}`)}</Badge>
        )}
        <Badge variant="light" color={home.homeownerLinked ? 'green' : 'gray'}>
          {home.homeownerLinked ? t('customers.home.linked') : t('customers.home.notLinked')}
        </Badge>
      </Group>
      <HomeActions home={home} abilities={abilities} onOpen={setDialog} />
      <DevicesTable
        devices={home.devices}
        homeName={home.locationName}
        preRegistered={preRegistered}
        focusDeviceId={focusDeviceId}
        busyId={
          (resend.isPending && resend.variables) ||
          (requestAccess.isPending && requestAccess.variables) ||
          undefined
        }
        onHistory={(device) => setDialog({ kind: 'history', device })}
        actions={
          abilities.manageDevices
            ? {
                onRequestService: (device) =>
                  setDialog({ kind: 'service', deviceIds: [device.id] }),
                onResend: (service) =>
                  void run(
                    () => resend.mutateAsync(service.id),
                    t('customers.service.resent'),
                    'resendService',
                  ),
                onCancel: (service) => setDialog({ kind: 'cancelService', service }),
                onUnregister: (device) => setDialog({ kind: 'unregister', device }),
              }
            : undefined
        }
        onRemoteSession={
          abilities.remoteSessions
            ? (device) => void navigate(accountLookupPath(customerId, device.id))
            : undefined
        }
        onRequestAccess={
          abilities.manageCustomers
            ? (device) =>
                void run(
                  () => requestAccess.mutateAsync(device.id),
                  t('customers.service.accessRequested', { device: device.macAddress }),
                  'requestAccess',
                )
            : undefined
        }
      />
      <HomeDialogs
        partnerAccountId={partnerAccountId}
        customerId={customerId}
        home={home}
        customerEmail={customerEmail}
        dialog={dialog}
        onClose={() => setDialog(null)}
      />
    </TitledSection>
  );
}
