import { Paper, Stack, Title } from '@mantine/core';
import { hasPermission } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerDevice } from '@/features/remote-sessions/api/get-customer-device';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { DeviceControls } from './DeviceControls';
import { SessionHistory } from './SessionHistory';
import { SessionSection } from './SessionSection';
import { useDeviceSession } from './use-device-session';

export interface RemoteDevicePanelProps {
  customerId: string;
  deviceId: string;
}

/**
 * The device's remote session panel on the account lookup page (issue 17): its session and the
 * moves the technician may make, the device's live state and controls while the technician works
 * in the session, and the device's past sessions. Nothing when the customer has no such device:
 * the page below says it is not found.
 */
export function RemoteDevicePanel({ customerId, deviceId }: RemoteDevicePanelProps) {
  const { facts } = useViewerFacts();
  if (
    facts.partnerAccountId === undefined ||
    facts.id === undefined ||
    !hasPermission(facts.roles, 'customers:read')
  ) {
    return null;
  }
  return (
    <DevicePanel
      partnerAccountId={facts.partnerAccountId}
      viewerId={facts.id}
      mayStart={hasPermission(facts.roles, 'remoteSessions:start')}
      mayManageTemplates={hasPermission(facts.roles, 'company:update')}
      customerId={customerId}
      deviceId={deviceId}
    />
  );
}

interface DevicePanelProps extends RemoteDevicePanelProps {
  partnerAccountId: string;
  viewerId: string;
  /** remoteSessions:start: request, enter, leave and close sessions. */
  mayStart: boolean;
  /** company:update: the way to the company's templates is offered. */
  mayManageTemplates: boolean;
}

function DevicePanel({
  partnerAccountId,
  viewerId,
  mayStart,
  mayManageTemplates,
  customerId,
  deviceId,
}: DevicePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const found = useCustomerDevice(partnerAccountId, customerId, deviceId);
  const session = useDeviceSession(partnerAccountId, deviceId, viewerId);

  if (found.isPending) return <InlineLoader />;
  // The page below says what went wrong, or that there is no such device.
  if (found.data === undefined) return null;
  const { device, customerName } = found.data;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Stack gap="lg">
        <Title order={2} size="h3" id={titleId}>
          {t('remoteSessions.panel.title', {
            device: device.marketName || t(`deviceType.${device.deviceType}`),
          })}
        </Title>
        <SessionSection
          partnerAccountId={partnerAccountId}
          device={device}
          customerName={customerName}
          mayStart={mayStart}
          session={session}
        />
        <DeviceControls
          partnerAccountId={partnerAccountId}
          device={device}
          working={session.working}
          mayManageTemplates={mayManageTemplates}
        />
        <SessionHistory partnerAccountId={partnerAccountId} deviceId={deviceId} />
      </Stack>
    </Paper>
  );
}
