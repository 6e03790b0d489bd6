import { AppError, invalidField } from '../../errors';
import { faultApplies, type SimulatorFault } from '../../telemetry/simulator/faults';
import type { Simulator } from '../../telemetry/simulator/plugin';

export type FaultRequest = {
  deviceId?: string | undefined;
  macAddress?: string | undefined;
  fault: SimulatorFault;
};

/**
 * Makes a virtual device of the running fleet report the fault now; answers once the broker
 * has the reading. 409 when the simulator is off, 404 for a device outside the fleet, 400 for a
 * fault the device has no sensor for.
 */
export async function injectFault(simulator: Simulator, request: FaultRequest) {
  const { fleet } = simulator;
  if (!fleet) {
    throw new AppError(
      409,
      'The device simulator is not running (SIMULATOR=false, or tests without SIMULATOR=true).',
      'SERVICE_NOT_CONFIGURED',
    );
  }
  const device = fleet.find(request);
  if (!device)
    throw new AppError(404, "No device of the simulator's fleet has this id or MAC address.");
  if (!faultApplies(device.model.kind, request.fault)) {
    throw invalidField(
      'body.fault',
      `A ${device.device.deviceType} has no sensor for ${request.fault}.`,
    );
  }
  await device.fault(request.fault);
  return { deviceId: device.device.id, fault: request.fault };
}
