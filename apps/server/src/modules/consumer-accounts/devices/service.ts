import type {
  ConnectionArgs,
  ConsumerDevice,
  ConsumerDeviceRegistration,
  ConsumerUserRole,
} from '@portal/contracts';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { DEVICE_NOT_FOUND } from '../../../http/not-found';
import { keysetConnection } from '../../../paging';
import { deleteDevice } from '../../../repositories/devices';
import {
  atHome,
  countHomeDevices,
  type DeviceRecord,
  findUsersDevice,
  HOME_DEVICE_ORDER,
  homeDevicesPage,
  inHousehold,
  isDevice,
} from '../../../repositories/home-devices';
import type { HomeRow } from '../../../repositories/households';
import { addHomeDevice, consumerDeviceViews, deviceView } from '../../../services/home-devices';
import { findHome, requireHousehold } from '../../../services/households';
import { checkDeviceCertificate } from './certificate';

/** A home of the household, the caller's role at least `least`. */
export async function householdHome(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  consumerLocationId: string,
  least: ConsumerUserRole,
): Promise<HomeRow> {
  await requireHousehold(ctx.db, userId, consumerAccountId, least);
  return findHome(ctx.db, consumerAccountId, consumerLocationId);
}

/** GET .../locations/{locId}/devices (v1 and v2): a home's devices, any household member. */
export async function listHomeDevices(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  consumerLocationId: string,
  args: ConnectionArgs,
) {
  const home = await householdHome(ctx, userId, consumerAccountId, consumerLocationId, 'GUEST');
  const page = await keysetConnection(
    args,
    HOME_DEVICE_ORDER,
    {
      rows: (keyset) => homeDevicesPage(ctx.db, home.id, keyset),
      totalCount: () => countHomeDevices(ctx.db, home.id),
    },
    (row) => row,
  );
  return { ...page, nodes: await consumerDeviceViews(ctx, page.nodes) };
}

/**
 * A device of the household (in the home the path names, when it names one), the caller's
 * role at least `least`; a device elsewhere is not found.
 */
export async function householdDevice(
  ctx: AppContext,
  userId: string,
  where: { consumerAccountId: string; consumerLocationId?: string; deviceId: string },
  least: ConsumerUserRole = 'GUEST',
): Promise<DeviceRecord> {
  await requireHousehold(ctx.db, userId, where.consumerAccountId, least);
  const found = await findUsersDevice(
    ctx.db,
    userId,
    and(
      isDevice(where.deviceId),
      inHousehold(where.consumerAccountId),
      where.consumerLocationId ? atHome(where.consumerLocationId) : undefined,
    ),
  );
  if (!found) throw new AppError(404, DEVICE_NOT_FOUND);
  return found.device;
}

/** GET /accounts/{id}/devices/{deviceId} (v1 and v2): one device of the household's homes. */
export async function showHouseholdDevice(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  deviceId: string,
): Promise<ConsumerDevice> {
  const device = await householdDevice(ctx, userId, { consumerAccountId, deviceId });
  return deviceView(ctx, device.id);
}

/** POST .../devices/register: as addHomeDevice, once the device's certificate proves its MAC. */
export async function registerCertifiedDevice(
  ctx: AppContext,
  userId: string,
  home: HomeRow,
  registration: z.infer<typeof ConsumerDeviceRegistration>,
  certificate: string,
): Promise<ConsumerDevice> {
  checkDeviceCertificate(certificate, registration.macAddress);
  return addHomeDevice(ctx, userId, home, registration);
}

/** POST .../unregister: the device is released entirely; its MAC can be registered again. */
export async function unregisterHomeDevice(ctx: AppContext, device: DeviceRecord) {
  await deleteDevice(ctx.db, device.id);
}
