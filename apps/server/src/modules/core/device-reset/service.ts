import type { DeviceControlState } from '@portal/contracts';
import type { AppContext } from '../../../context';
import {
  ANY_DEVICE,
  changesFrom,
  controlStateOf,
  type DeviceCall,
  recordDeviceChange,
  workerOn,
} from '../../../services/device-control';

// A device back to its factory settings (spec 001 §7.4): setpoints, mode and fan released, and a
// thermostat's schedule, Smart Away and installer set-up as they left the factory.

export async function resetDevice(ctx: AppContext, call: DeviceCall): Promise<DeviceControlState> {
  const worker = await workerOn(ctx, call, {
    change: true,
    kinds: ANY_DEVICE,
    subject: 'Resetting a device',
  });
  const answer = await ctx.deviceCommands.send(worker.device.id, { name: 'reset' });
  const { state, schedule, smartAway, isu } = answer;
  await recordDeviceChange(ctx, worker, {
    event: 'DEVICE_RESET',
    changes: changesFrom(answer.before, { ...state, schedule, smartAway, isu }),
  });
  return controlStateOf(worker.device.id, answer);
}
