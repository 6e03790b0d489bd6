import type {
  ConnectionArgs,
  ConsumerDevice,
  ConsumerDeviceRegistration,
  ConsumerDeviceUpdate,
  ConsumerUserRole,
} from '@portal/contracts';
import type { schema } from '@portal/db';
import { and, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { DEVICE_NOT_FOUND } from '../../../http/not-found';
import { keysetConnection } from '../../../paging';
import {
  actorName,
  deleteDevice,
  deviceBasics,
  recordHistory,
} from '../../../repositories/devices';
import { registerBySku } from '../../../services/devices';
import { findHome, requireHousehold, requireRole } from '../household';
import { checkDeviceCertificate } from './certificate';
import {
  atHome,
  countHomeDevices,
  type DeviceRecord,
  findUsersDevice,
  HOME_DEVICE_ORDER,
  type HomeDeviceRow,
  homeDevices,
  homeDevicesPage,
  inHousehold,
  isDevice,
  leaveHome,
  renameDevice,
  servicesOnDevices,
} from './repository';

type Home = typeof schema.consumerLocations.$inferSelect;

/** The rows as the homeowner sees them, each with every partner's services (one query). */
export async function consumerDeviceViews(
  ctx: AppContext,
  rows: HomeDeviceRow[],
): Promise<ConsumerDevice[]> {
  const services = await servicesOnDevices(
    ctx.db,
    rows.map((row) => row.device.id),
  );
  return rows.map(({ device, product, installer }) => ({
    ...deviceBasics({ device, product }),
    // Devices are shown only as found through a home, so they have one.
    consumerDeviceLocationId: device.consumerLocationId ?? '',
    name: device.name ?? product.marketName,
    installer,
    services: services.get(device.id) ?? [],
  }));
}

/** The devices matching `where`, as the homeowner sees them, oldest first. */
export async function consumerDevices(ctx: AppContext, where: SQL | undefined) {
  return consumerDeviceViews(ctx, await homeDevices(ctx.db, where));
}

async function deviceView(ctx: AppContext, deviceId: string): Promise<ConsumerDevice> {
  const [device] = await consumerDevices(ctx, isDevice(deviceId));
  if (!device) throw new AppError(404, DEVICE_NOT_FOUND);
  return device;
}

/** A home of the household, the caller's role at least `least`. */
export async function householdHome(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  consumerLocationId: string,
  least: ConsumerUserRole,
): Promise<Home> {
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

/** A device by its id alone (the core calls), in a home of one of the caller's households. */
export async function usersDevice(
  ctx: AppContext,
  userId: string,
  deviceId: string,
  least: ConsumerUserRole,
): Promise<DeviceRecord> {
  const found = await findUsersDevice(ctx.db, userId, isDevice(deviceId));
  if (!found) throw new AppError(404, DEVICE_NOT_FOUND);
  requireRole(found.role, least);
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

/**
 * A device the homeowner adds to the home by MAC address and SKU: no partner, DIY_CLAIM. An
 * unknown SKU is 400 on body.sku; a MAC registered anywhere 409 ALREADY_REGISTERED.
 */
export async function addHomeDevice(
  ctx: AppContext,
  userId: string,
  home: Home,
  registration: z.infer<typeof ConsumerDeviceRegistration>,
): Promise<ConsumerDevice> {
  const deviceId = await registerBySku(ctx, userId, registration, home.locationName, {
    claimStatus: 'DIY_CLAIM',
    consumerLocationId: home.id,
    name: registration.name ?? null,
  });
  return deviceView(ctx, deviceId);
}

/** POST .../devices/register: as addHomeDevice, once the device's certificate proves its MAC. */
export async function registerCertifiedDevice(
  ctx: AppContext,
  userId: string,
  home: Home,
  registration: z.infer<typeof ConsumerDeviceRegistration>,
  certificate: string,
): Promise<ConsumerDevice> {
  checkDeviceCertificate(certificate, registration.macAddress);
  return addHomeDevice(ctx, userId, home, registration);
}

/** PUT a device: the homeowner's name for it. */
export async function renameHomeDevice(
  ctx: AppContext,
  device: DeviceRecord,
  update: z.infer<typeof ConsumerDeviceUpdate>,
): Promise<ConsumerDevice> {
  await renameDevice(ctx.db, device.id, update.name);
  return deviceView(ctx, device.id);
}

/**
 * DELETE a device: out of the home. A partner's device stays registered with the partner;
 * one the homeowner added has nothing left to belong to, so it is unregistered.
 */
export async function removeHomeDevice(ctx: AppContext, userId: string, device: DeviceRecord) {
  if (!device.partnerAccountId) return deleteDevice(ctx.db, device.id);
  const actor = await actorName(ctx.db, userId);
  await ctx.db.transaction(async (tx) => {
    await leaveHome(tx, device.id);
    await recordHistory(tx, { deviceId: device.id, event: 'REMOVED_FROM_HOME', actor });
  });
}

/** POST .../unregister: the device is released entirely; its MAC can be registered again. */
export async function unregisterHomeDevice(ctx: AppContext, device: DeviceRecord) {
  await deleteDevice(ctx.db, device.id);
}
