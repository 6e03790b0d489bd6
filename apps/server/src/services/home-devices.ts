import type {
  ConsumerDevice,
  ConsumerDeviceRegistration,
  ConsumerDeviceUpdate,
  ConsumerUserRole,
} from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { DEVICE_NOT_FOUND } from '../http/not-found';
import { actorName, deleteDevice, deviceBasics, recordHistory } from '../repositories/devices';
import {
  type DeviceRecord,
  findUsersDevice,
  type HomeDeviceRow,
  homeDevices,
  isDevice,
  leaveHome,
  renameDevice,
  servicesOnDevices,
} from '../repositories/home-devices';
import type { HomeRow } from '../repositories/households';
import { registerBySku } from './devices';
import { requireRole } from './households';

// The devices of a homeowner's homes as the homeowner sees and changes them: the household
// calls (by household and home) and the core calls (by the device's own id) both use these.

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

/** One device as the homeowner sees it, or 404. */
export async function deviceView(ctx: AppContext, deviceId: string): Promise<ConsumerDevice> {
  const [device] = await consumerDevices(ctx, isDevice(deviceId));
  if (!device) throw new AppError(404, DEVICE_NOT_FOUND);
  return device;
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

/**
 * A device the homeowner adds to the home by MAC address and SKU: no partner, DIY_CLAIM. An
 * unknown SKU is 400 on body.sku; a MAC registered anywhere 409 ALREADY_REGISTERED.
 */
export async function addHomeDevice(
  ctx: AppContext,
  userId: string,
  home: HomeRow,
  registration: z.infer<typeof ConsumerDeviceRegistration>,
): Promise<ConsumerDevice> {
  const deviceId = await registerBySku(ctx, userId, registration, home.locationName, {
    claimStatus: 'DIY_CLAIM',
    consumerLocationId: home.id,
    name: registration.name ?? null,
  });
  return deviceView(ctx, deviceId);
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
