import type { ChartQuery, HvacRuntime } from '@portal/contracts';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { DEVICE_NOT_FOUND } from '../../../http/not-found';
import { openServices } from '../../../repositories/device-services';
import { findCompanyDevice, isDevice } from '../../../repositories/devices';
import { runtimeSeries, totalOf } from '../../../repositories/telemetry-series';
import { mockRuntimeSeries } from '../../../services/mock-series';
import { runtimeRange } from '../../../services/telemetry-ranges';

export const NOT_SHARED =
  "The homeowner has not shared this device's data with your company: its Pro Alerts service is not accepted.";

/**
 * GET devices/{deviceId}/hvacRuntime/{interval}: how long the HVAC equipment ran, hourly over
 * the last 24 hours or daily over the last 7 days. The readings are the homeowner's: a company
 * sees them once the homeowner ACCEPTED its Pro Alerts service on the device (403 before);
 * a generated sample (mock=true) needs only the device.
 */
export async function hvacRuntime(
  ctx: AppContext,
  partnerAccountId: string,
  deviceId: string,
  interval: HvacRuntime['interval'],
  query: ChartQuery,
): Promise<HvacRuntime> {
  const device = await findCompanyDevice(ctx.db, partnerAccountId, isDevice(deviceId));
  if (!device) throw new AppError(404, DEVICE_NOT_FOUND);
  const range = runtimeRange(interval, query.tzOffset);
  let points: HvacRuntime['points'];
  if (query.mock) {
    points = mockRuntimeSeries(device.id, range);
  } else {
    const services = await openServices(ctx.db, partnerAccountId, [device.id], {
      serviceType: 'ProAlertsPartnerDeviceService',
    });
    if (!services.some((service) => service.consentStatus === 'ACCEPTED')) {
      throw new AppError(403, NOT_SHARED);
    }
    points = await runtimeSeries(ctx.db, [device.id], range);
  }
  return {
    interval,
    mock: query.mock,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    points,
    totals: totalOf(points),
  };
}
