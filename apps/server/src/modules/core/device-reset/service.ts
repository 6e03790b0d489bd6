import type { DeviceControlState } from '@portal/contracts';
import type { AppContext } from '../../../context';
import {
  ANY_DEVICE,
  changesFrom,
  controlStateOf,
  type DeviceCall,
  workOnDevice,
} from '../../../services/device-control';

// A device back to its factory settings (spec 001 §7.4): setpoints, mode and fan released, and a
// thermostat's schedule, Smart Away and installer set-up as they left the factory.

export async function resetDevice(ctx: AppContext, call: DeviceCall): Promise<DeviceControlState> {
  const answer = await workOnDevice(
    ctx,
    call,
    { kinds: ANY_DEVICE, subject: 'Resetting a device' },
    { name: 'reset' },
    ({ before, state, schedule, smartAway, isu }) => ({
      event: 'DEVICE_RESET',
      changes: changesFrom(before, { ...state, schedule, smartAway, isu }),
    }),
  );
  return controlStateOf(call.deviceId, answer);
}
