import type { CdmCommand, DeviceControlState } from '@portal/contracts';
import type { AppContext } from '../../context';
import {
  ANY_DEVICE,
  changesFrom,
  controlStateOf,
  type DeviceCall,
  recordDeviceChange,
  workerOn,
} from '../../services/device-control';

// The device's live state (spec 001 §7.3, CDM): read from the device, and its setpoints, mode
// and fan changed on it.

export async function readDevice(ctx: AppContext, call: DeviceCall): Promise<DeviceControlState> {
  const worker = await workerOn(ctx, call, {
    change: false,
    kinds: ANY_DEVICE,
    subject: 'Reading a device',
  });
  const answer = await ctx.deviceCommands.send(worker.device.id, { name: 'read' });
  return controlStateOf(worker.device.id, answer);
}

export async function commandDevice(
  ctx: AppContext,
  call: DeviceCall,
  change: CdmCommand,
): Promise<DeviceControlState> {
  const worker = await workerOn(ctx, call, {
    change: true,
    kinds: ['thermostat'],
    subject: 'A CDM command',
  });
  const answer = await ctx.deviceCommands.send(worker.device.id, { name: 'setState', change });
  // A setpoint the command did not name may move too (the thermostat keeps its deadband).
  await recordDeviceChange(ctx, worker, {
    event: 'DEVICE_STATE_CHANGED',
    changes: changesFrom(answer.before, answer.state),
  });
  return controlStateOf(worker.device.id, answer);
}
