import { Alert, Stack } from '@mantine/core';
import { type Device, type DeviceKind, deviceKindOf } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDeviceState } from '@/features/remote-sessions/api/device-state';
import { IsuSection } from './IsuSection';
import { LeakFeedbackForm } from './LeakFeedbackForm';
import { LiveState } from './LiveState';
import { ResetSection } from './ResetSection';
import { ScheduleSection } from './ScheduleSection';
import { SmartAwaySection } from './SmartAwaySection';
import { StateControls } from './StateControls';

interface DeviceControlsProps {
  partnerAccountId: string;
  device: Device;
  /** The viewer works in the device's session now: only then may the device be used. */
  working: boolean;
  mayManageTemplates: boolean;
}

/**
 * What the technician can see and change on the device, by its kind (the server's list, from
 * @portal/contracts, so the panel offers what the device calls serve): every kind its live state
 * and a reset, a thermostat its settings, schedule, Smart Away and set-up, a leak sensor its
 * feedback. Only inside a session in progress that they entered (the homeowner approved it).
 * Outside one, the line says why the controls are not there.
 */
export function DeviceControls({
  partnerAccountId,
  device,
  working,
  mayManageTemplates,
}: DeviceControlsProps) {
  const { t } = useTranslation();
  const kind = deviceKindOf(device.deviceType);
  if (kind === null) {
    return <Alert variant="light">{t('remoteSessions.controls.notRemote')}</Alert>;
  }
  if (!working) {
    return (
      <Alert variant="light" role="note">
        {t('remoteSessions.controls.needsSession')}
      </Alert>
    );
  }
  return (
    <WorkingControls
      partnerAccountId={partnerAccountId}
      device={device}
      kind={kind}
      mayManageTemplates={mayManageTemplates}
    />
  );
}

function WorkingControls({
  partnerAccountId,
  device,
  kind,
  mayManageTemplates,
}: Omit<DeviceControlsProps, 'working'> & { kind: DeviceKind }) {
  const state = useDeviceState(device.id, true);
  const name = device.marketName;
  return (
    <Stack gap="xl">
      <LiveState query={state} />
      {kind === 'thermostat' && (
        <>
          {state.data && <StateControls deviceId={device.id} state={state.data} />}
          <ScheduleSection deviceId={device.id} />
          <SmartAwaySection deviceId={device.id} />
          <IsuSection
            partnerAccountId={partnerAccountId}
            deviceId={device.id}
            mayManageTemplates={mayManageTemplates}
          />
        </>
      )}
      {/* A shut-off valve's leak sensor takes the same feedback as a leak detector. */}
      {(kind === 'leakDetector' || kind === 'valve') && <LeakFeedbackForm deviceId={device.id} />}
      <ResetSection deviceId={device.id} deviceName={name} />
    </Stack>
  );
}
