import {
  type CoreDeviceListQuery,
  type Device,
  type DeviceAvailability,
  type DeviceInfo,
  type DeviceService,
  type DeviceUpdate,
  type DeviceUserInfo,
  hasPermission,
} from '@portal/contracts';
import type { z } from 'zod';
import type { TokenUser } from '../../../access-token';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { DEVICE_NOT_FOUND } from '../../../http/not-found';
import { keysetConnection } from '../../../paging';
import { signedInUser } from '../../../repositories/callers';
import { acceptedService, servicesByDevice } from '../../../repositories/device-services';
import {
  actorName,
  DEVICE_ORDER,
  type DeviceRow,
  recordHistory,
  toDevice,
} from '../../../repositories/devices';
import {
  countVisibleDevices,
  findVisibleDevice,
  householdAt,
  householdRoleAt,
  membershipsOf,
  registeredMacs,
  updateDevice,
  type Viewer,
  visibleDevices,
  withId,
  withMac,
} from './repository';

/** The viewer, and the companies whose devices they may change (customers:manage). */
export type Caller = Viewer & { managedCompanies: string[] };

const NO_DEVICE_WITH_MAC = 'No device with this MAC address.';

/** Who calls: their companies (ACTIVE memberships of approved companies) by what roles allow. */
export async function callerOf(ctx: AppContext, token: TokenUser | null): Promise<Caller> {
  const user = await signedInUser(ctx.db, token);
  const memberships = await membershipsOf(ctx.db, user.id);
  const allowing = (permission: 'customers:read' | 'customers:manage') =>
    memberships.filter((m) => hasPermission(m.roles, permission)).map((m) => m.partnerAccountId);
  return {
    userId: user.id,
    readableCompanies: allowing('customers:read'),
    managedCompanies: allowing('customers:manage'),
  };
}

/**
 * The rows as devices, each with the services of the company holding it (one query per
 * company on the page, normally one).
 */
async function asDevices(ctx: AppContext, rows: DeviceRow[]): Promise<Device[]> {
  const idsByCompany = new Map<string, string[]>();
  for (const { device } of rows) {
    if (!device.partnerAccountId) continue;
    idsByCompany.set(device.partnerAccountId, [
      ...(idsByCompany.get(device.partnerAccountId) ?? []),
      device.id,
    ]);
  }
  const services = new Map<string, DeviceService[]>();
  for (const [company, ids] of idsByCompany) {
    for (const [id, list] of await servicesByDevice(ctx.db, company, ids)) services.set(id, list);
  }
  return rows.map((row) => toDevice(row, services.get(row.device.id) ?? []));
}

/** GET /api/v1/core/devices: newest registration first, optionally only the one with a MAC. */
export async function listDevices(
  ctx: AppContext,
  caller: Caller,
  query: z.infer<typeof CoreDeviceListQuery>,
) {
  const where = query.macAddress ? withMac(query.macAddress) : undefined;
  const page = await keysetConnection(
    query,
    DEVICE_ORDER,
    {
      rows: (keyset) => visibleDevices(ctx.db, caller, where, keyset),
      totalCount: () => countVisibleDevices(ctx.db, caller, where),
    },
    (row) => row,
  );
  return { ...page, nodes: await asDevices(ctx, page.nodes) };
}

/** POST /api/v1/core/devices: for each MAC, registered or free, and whether it is the caller's. */
export async function deviceAvailability(
  ctx: AppContext,
  caller: Caller,
  macAddresses: string[],
): Promise<DeviceAvailability> {
  const rows = await registeredMacs(ctx.db, caller, [...new Set(macAddresses)]);
  const mine = new Map(rows.map((row) => [row.macAddress, row.visible]));
  return {
    nodes: macAddresses.map((macAddress) => ({
      macAddress,
      registered: mine.has(macAddress),
      registeredByCaller: mine.get(macAddress) ?? false,
    })),
  };
}

export async function getDevice(ctx: AppContext, caller: Caller, deviceId: string) {
  const row = await findVisibleDevice(ctx.db, caller, withId(deviceId));
  if (!row) throw new AppError(404, DEVICE_NOT_FOUND);
  const [device] = await asDevices(ctx, [row]);
  return device as Device;
}

/** What changed, as the device history shows it ("State: Normal → UnderMaintenance"). */
function describeChanges(before: DeviceRow['device'], update: DeviceUpdate): string[] {
  const changes: string[] = [];
  if (update.serialNumber !== undefined && update.serialNumber !== before.serialNumber) {
    changes.push(`Serial number: ${before.serialNumber ?? '—'} → ${update.serialNumber ?? '—'}`);
  }
  if (update.state !== undefined && update.state !== before.state) {
    changes.push(`State: ${before.state} → ${update.state}`);
  }
  return changes;
}

/**
 * PUT /api/v1/core/devices/{deviceId}: the holding company (customers:manage) or an ADMIN of
 * the household may change the serial number or the state; others who see the device get 403.
 * A device waiting in pre-registration leaves that state only by commissioning (409).
 */
export async function changeDevice(
  ctx: AppContext,
  caller: Caller,
  deviceId: string,
  update: DeviceUpdate,
): Promise<Device> {
  const actor = await actorName(ctx.db, caller.userId);
  await ctx.db.transaction(async (tx) => {
    const row = await findVisibleDevice(tx, caller, withId(deviceId));
    if (!row) throw new AppError(404, DEVICE_NOT_FOUND);
    const { device } = row;
    const byCompany =
      device.partnerAccountId !== null && caller.managedCompanies.includes(device.partnerAccountId);
    const byHousehold =
      !byCompany &&
      device.consumerLocationId !== null &&
      (await householdRoleAt(tx, caller.userId, device.consumerLocationId)) === 'ADMIN';
    if (!byCompany && !byHousehold) {
      throw new AppError(
        403,
        'Only the company holding the device (customers:manage) or a household admin can change it.',
      );
    }
    const changes = describeChanges(device, update);
    if (changes.length === 0) return;
    if (update.state !== undefined && device.state === 'InPreRegistration') {
      throw new AppError(
        409,
        'The device waits in pre-registration; it leaves it when the home is commissioned.',
        'LOCATION_IS_INPREREGISTRATION',
      );
    }
    await updateDevice(tx, device.id, update);
    await recordHistory(tx, {
      deviceId: device.id,
      event: 'DETAILS_CHANGED',
      detail: changes.join('; '),
      actor,
    });
  });
  return getDevice(ctx, caller, deviceId);
}

async function deviceWithMac(ctx: AppContext, caller: Caller, macAddress: string) {
  const row = await findVisibleDevice(ctx.db, caller, withMac(macAddress));
  if (!row) throw new AppError(404, NO_DEVICE_WITH_MAC);
  return row;
}

export async function deviceInfo(
  ctx: AppContext,
  caller: Caller,
  macAddress: string,
): Promise<DeviceInfo> {
  const { device, product } = await deviceWithMac(ctx, caller, macAddress);
  return {
    macAddress: device.macAddress,
    ...product,
    online: device.online,
    lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
  };
}

/**
 * GET .../{macAddress}/userInfo: who the homeowners are, for the company holding the device
 * and only while the household has accepted one of its services there.
 */
export async function deviceUserInfo(
  ctx: AppContext,
  caller: Caller,
  macAddress: string,
): Promise<DeviceUserInfo> {
  const { device } = await deviceWithMac(ctx, caller, macAddress);
  const company = device.partnerAccountId;
  const household =
    company !== null &&
    device.consumerLocationId !== null &&
    caller.readableCompanies.includes(company) &&
    (await acceptedService(ctx.db, company, device.id)) !== undefined
      ? await householdAt(ctx.db, device.consumerLocationId)
      : undefined;
  if (!household) throw new AppError(404, 'No household has accepted your services on it.');
  return household;
}
