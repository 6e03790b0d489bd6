import type { ChartQuery, HvacRuntime } from '@portal/contracts';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { DEVICE_NOT_FOUND } from '../../../http/not-found';
import { findCompanyDevice, isDevice } from '../../../repositories/devices';
import { runtimeSeries, totalOf } from '../../../repositories/telemetry-series';
import { requireSharedReadings } from '../../../services/device-services';
import { mockRuntimeSeries } from '../../../services/mock-series';
import { runtimeRange } from '../../../services/telemetry-ranges';

/**
 * GET devices/{deviceId}/hvacRuntime/{interval}: how long the HVAC equipment ran, hourly over
 * the last 24 hours or daily over the last 7 days, from readings the homeowner shares with the
 * company (requireSharedReadings); a generated sample (mock=true) needs only the device.
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
    await requireSharedReadings(ctx.db, partnerAccountId, device.id);
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
