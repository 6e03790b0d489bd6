import type {
  ConnectionArgs,
  Device,
  DeviceHistoryEntry,
  DeviceRegistration,
  LocatedDevice,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { DEVICE_NOT_FOUND, LOCATION_NOT_FOUND } from '../../../http/not-found';
import { type Connection, keysetBatches, keysetConnection } from '../../../paging';
import { servicesByDevice } from '../../../repositories/device-services';
import {
  actorName,
  DEVICE_ORDER,
  deleteDevice,
  findCompanyDevice,
  recordHistory,
  toDevice,
} from '../../../repositories/devices';
import { findLocation, homes, isLocation } from '../../../repositories/locations';
import { companyDevice, registerBySku } from '../../../services/devices';
import {
  atHome,
  countDevices,
  countHistory,
  type DeviceList,
  devicesOf,
  HISTORY_ORDER,
  historyOf,
  type ListedDeviceRow,
  markClaimed,
} from './repository';

type Caller = Membership & { userId: string };

async function deviceAt(ctx: AppContext, caller: Membership, locationId: string, deviceId: string) {
  const [location] = await homes(ctx.db, caller.partnerAccountId, isLocation(locationId));
  const device = location?.devices.find((d) => d.id === deviceId);
  if (!device) throw new AppError(404, DEVICE_NOT_FOUND);
  return device;
}

/**
 * POST locations/{locId}/devices/register (see registerBySku). A device registered at a home
 * still in pre-registration waits there too.
 */
export async function registerDevice(
  ctx: AppContext,
  caller: Caller,
  locationId: string,
  registration: z.infer<typeof DeviceRegistration>,
): Promise<Device> {
  const location = await findLocation(ctx.db, caller.partnerAccountId, locationId);
  if (!location) throw new AppError(404, LOCATION_NOT_FOUND);
  const deviceId = await registerBySku(ctx, caller.userId, registration, location.locationName, {
    state: location.locationState === 'InPreRegistration' ? 'InPreRegistration' : 'Normal',
    locationId: location.id,
    // The household's home shows it too, once there is one (pre-registered or taken over).
    consumerLocationId: location.consumerLocationId,
    partnerAccountId: caller.partnerAccountId,
  });
  return deviceAt(ctx, caller, location.id, deviceId);
}

/** Unregisters the company's device at this home, found by its id or its MAC address. */
export async function unregisterDevice(
  ctx: AppContext,
  caller: Membership,
  locationId: string,
  device: { id: string } | { macAddress: string },
) {
  await ctx.db.transaction(async (tx) => {
    const found = await findCompanyDevice(tx, caller.partnerAccountId, atHome(locationId, device));
    if (!found) throw new AppError(404, DEVICE_NOT_FOUND);
    await deleteDevice(tx, found.id);
  });
}

/** A listed device as the API shows it, beside the row's home and customer (for the export). */
export type ListedDevice = { device: Device; row: ListedDeviceRow };

/** The rows as devices, each with its services (one query for the whole batch). */
async function withServices(
  ctx: AppContext,
  caller: Membership,
  rows: ListedDeviceRow[],
): Promise<ListedDevice[]> {
  const services = await servicesByDevice(
    ctx.db,
    caller.partnerAccountId,
    rows.map((row) => row.device.id),
  );
  return rows.map((row) => ({ device: toDevice(row, services.get(row.device.id) ?? []), row }));
}

async function devicePage(
  ctx: AppContext,
  caller: Membership,
  list: DeviceList,
  args: ConnectionArgs,
) {
  const page = await keysetConnection(
    args,
    DEVICE_ORDER,
    {
      rows: (keyset) => devicesOf(ctx.db, caller.partnerAccountId, list, keyset),
      totalCount: () => countDevices(ctx.db, caller.partnerAccountId, list),
    },
    (row) => row,
  );
  return { ...page, nodes: await withServices(ctx, caller, page.nodes) };
}

/** GET devices/claimed and devices/preRegistered: newest registration first. */
export async function listDevices(
  ctx: AppContext,
  caller: Membership,
  list: 'claimed' | 'preRegistered',
  args: ConnectionArgs,
): Promise<Connection<Device>> {
  const page = await devicePage(ctx, caller, list, args);
  return { ...page, nodes: page.nodes.map(({ device }) => device) };
}

/**
 * GET locations/unregisteredDevices: the company's devices at homes the homeowner does not
 * have yet, newest registration first, each with its home and customer.
 */
export async function unregisteredDevices(
  ctx: AppContext,
  caller: Membership,
  args: ConnectionArgs,
): Promise<Connection<LocatedDevice>> {
  const page = await devicePage(ctx, caller, 'unregistered', args);
  return {
    ...page,
    nodes: page.nodes.map(({ device, row: { home, customer } }) => {
      // The list holds only devices at a home, and a home always has its customer.
      if (!home || !customer) throw new Error('an unregistered device without a home');
      return {
        ...device,
        partnerDeviceLocationId: home.id,
        locationName: home.locationName,
        customer,
      };
    }),
  };
}

/** Every device of a list in the list's order, `batchSize` a round trip (for the export). */
export async function* allDevices(
  ctx: AppContext,
  caller: Membership,
  list: DeviceList,
  batchSize: number,
): AsyncGenerator<ListedDevice[]> {
  const batches = keysetBatches(
    DEVICE_ORDER,
    (keyset) => devicesOf(ctx.db, caller.partnerAccountId, list, keyset),
    batchSize,
  );
  for await (const rows of batches) yield await withServices(ctx, caller, rows);
}

export async function deviceHistory(
  ctx: AppContext,
  caller: Membership,
  deviceId: string,
  args: ConnectionArgs,
) {
  await companyDevice(ctx, caller, deviceId);
  return keysetConnection(
    args,
    HISTORY_ORDER,
    {
      rows: (page) => historyOf(ctx.db, deviceId, page),
      totalCount: () => countHistory(ctx.db, deviceId),
    },
    ({ cursorKeys, at, changes, ...entry }): z.infer<typeof DeviceHistoryEntry> => ({
      ...entry,
      at: at.toISOString(),
      changes: changes ?? [],
    }),
  );
}

/** POST devices/{id}/claim: the partner claims the device it installed (PRO_CLAIM). */
export async function claimDevice(ctx: AppContext, caller: Caller, deviceId: string) {
  const device = await companyDevice(ctx, caller, deviceId);
  if (device.claimStatus !== 'PRO_CLAIM') {
    const actor = await actorName(ctx.db, caller.userId);
    await ctx.db.transaction(async (tx) => {
      await markClaimed(tx, device.id);
      await recordHistory(tx, { deviceId: device.id, event: 'CLAIMED', actor });
    });
  }
  if (!device.locationId) throw new AppError(404, DEVICE_NOT_FOUND);
  return deviceAt(ctx, caller, device.locationId, device.id);
}
