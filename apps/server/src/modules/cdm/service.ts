import type { CdmCommand, DeviceControlState } from '@portal/contracts';
import type { AppContext } from '../../context';
import {
  ANY_DEVICE,
  changesFrom,
  controlStateOf,
  type DeviceCall,
  workOnDevice,
} from '../../services/device-control';

// The device's live state (spec 001 §7.3, CDM): read from the device, and its setpoints, mode
// and fan changed on it.

export async function readDevice(ctx: AppContext, call: DeviceCall): Promise<DeviceControlState> {
  const answer = await workOnDevice(
    ctx,
    call,
    { kinds: ANY_DEVICE, subject: 'Reading a device' },
    { name: 'read' },
  );
  return controlStateOf(call.deviceId, answer);
}

export async function commandDevice(
  ctx: AppContext,
  call: DeviceCall,
  change: CdmCommand,
): Promise<DeviceControlState> {
  const answer = await workOnDevice(
    ctx,
    call,
    { kinds: ['thermostat'], subject: 'A CDM command' },
    { name: 'setState', change },
    // A setpoint the command did not name may move too (the thermostat keeps its deadband).
    ({ before, state }) => ({ event: 'DEVICE_STATE_CHANGED', changes: changesFrom(before, state) }),
  );
  return controlStateOf(call.deviceId, answer);
}
