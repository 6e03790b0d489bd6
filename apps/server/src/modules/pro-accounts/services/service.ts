import {
  type DeviceService,
  type DeviceServiceRequest,
  PartnerDeviceServiceType,
  type ReasonCode,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { AppError, isUniqueViolation } from '../../../errors';
import { DEVICE_NOT_FOUND, LOCATION_NOT_FOUND } from '../../../http/not-found';
import {
  insertPendingServices,
  openServices,
  toService,
} from '../../../repositories/device-services';
import { findLocation } from '../../../repositories/locations';
import {
  cancelServices,
  logRequests,
  requestWhereMissing,
} from '../../../services/device-services';
import { companyDevice } from '../../../services/devices';
import { partnerMover } from '../../../services/partner-sessions';
import { tellMoved } from '../../../services/remote-sessions';
import { tellHousehold } from '../../../services/service-request-mail';
import { devicesAtHome, findService, touchRequested } from './repository';

type Caller = Membership & { userId: string };
type ServiceType = (typeof PartnerDeviceServiceType)[number];
type Request = z.infer<typeof DeviceServiceRequest>;

export const SERVICE_NOT_FOUND = 'No device service with this id.';

const EXISTING: Record<ServiceType, ReasonCode> = {
  InstallationPartnerDeviceService: 'EXISTING_INSTALLATION_SERVICE',
  BrandingPartnerDeviceService: 'EXISTING_BRANDING_SERVICE',
  ProAlertsPartnerDeviceService: 'EXISTING_PRO_ALERTS_SERVICE',
  RemoteAccess: 'EXISTING_REMOTE_ACCESS_SERVICE',
};

const existing = (serviceType: ServiceType) =>
  new AppError(
    409,
    'A request for this service is already open (pending or accepted) on one of these devices.',
    EXISTING[serviceType],
  );

/**
 * The home and the requested devices, all of the company and at this home. A home still in
 * pre-registration has no homeowner who could consent yet: 409 LOCATION_IS_INPREREGISTRATION.
 */
async function checkedDevices(
  ctx: AppContext,
  caller: Membership,
  locationId: string,
  request: Request,
) {
  const location = await findLocation(ctx.db, caller.partnerAccountId, locationId);
  if (!location) throw new AppError(404, LOCATION_NOT_FOUND);
  if (location.locationState === 'InPreRegistration') {
    throw new AppError(
      409,
      'This home is still in pre-registration; services can be asked for once the homeowner has it.',
      'LOCATION_IS_INPREREGISTRATION',
    );
  }
  const ids = [...new Set(request.deviceIds)];
  const found = await devicesAtHome(ctx.db, caller.partnerAccountId, location.id, ids);
  if (found.length !== ids.length) throw new AppError(404, DEVICE_NOT_FOUND);
  return ids;
}

/**
 * POST locations/{locId}/services: asks the homeowner for the service on each device (PENDING).
 * An open request of the type on any of them refuses the whole batch (409 EXISTING_…).
 */
export async function requestServices(
  ctx: AppContext,
  caller: Caller,
  locationId: string,
  request: Request,
): Promise<DeviceService[]> {
  const ids = await checkedDevices(ctx, caller, locationId, request);
  let created: DeviceService[];
  try {
    created = await ctx.db.transaction(async (tx) => {
      const open = await openServices(tx, caller.partnerAccountId, ids, {
        serviceType: request.serviceType,
        lock: true,
      });
      if (open.length > 0) throw existing(request.serviceType);
      const rows = await insertPendingServices(
        tx,
        caller.partnerAccountId,
        ids,
        request.serviceType,
      );
      return rows.map(toService);
    });
  } catch (error) {
    // Two requests at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw existing(request.serviceType);
    throw error;
  }
  await logRequests(ctx.db, caller.userId, created);
  await tellHousehold(ctx, caller.partnerAccountId, locationId, created);
  return created;
}

/**
 * PUT locations/{locId}/services: makes sure the service is asked for on each device. Devices
 * with an open request keep it; the others (none yet, or rejected) get a new PENDING one.
 * Answers the open services of the type on all the devices.
 */
export async function ensureServices(
  ctx: AppContext,
  caller: Caller,
  locationId: string,
  request: Request,
): Promise<DeviceService[]> {
  const ids = await checkedDevices(ctx, caller, locationId, request);
  const { open, created } = await ctx.db.transaction((tx) =>
    requestWhereMissing(tx, caller.partnerAccountId, ids, request.serviceType),
  );
  const asked = created.map(toService);
  await logRequests(ctx.db, caller.userId, asked);
  await tellHousehold(ctx, caller.partnerAccountId, locationId, asked);
  return [...open.map(toService), ...asked];
}

/** A service of the company, at the home the path names when it names one. */
async function companyService(
  ctx: AppContext,
  caller: Membership,
  serviceId: string,
  where: { locationId: string } | { deviceId: string },
) {
  const found = await findService(ctx.db, caller.partnerAccountId, serviceId);
  const matches =
    found &&
    ('locationId' in where
      ? found.locationId === where.locationId
      : found.service.deviceId === where.deviceId);
  if (!found || !matches) throw new AppError(404, SERVICE_NOT_FOUND);
  return found.service;
}

/** PUT services/{id}/resend: asks again for a request the homeowner has not answered yet. */
export async function resendService(
  ctx: AppContext,
  caller: Caller,
  locationId: string,
  serviceId: string,
): Promise<DeviceService> {
  const service = await companyService(ctx, caller, serviceId, { locationId });
  if (service.consentStatus !== 'PENDING') {
    throw new AppError(
      409,
      `The homeowner already answered this request (${service.consentStatus}).`,
      'INVITE_ALREADY_COMPLETED',
    );
  }
  const row = await touchRequested(ctx.db, service.id);
  await logRequests(ctx.db, caller.userId, [row]);
  return toService(row);
}

/** DELETE a device service, by home or by device. */
export async function removeService(
  ctx: AppContext,
  caller: Caller,
  serviceId: string,
  where: { locationId: string } | { deviceId: string },
) {
  const service = await companyService(ctx, caller, serviceId, where);
  const by = await partnerMover(ctx, caller);
  const endedSessions = await ctx.db.transaction((tx) => cancelServices(tx, [service], by));
  await tellMoved(ctx.db, endedSessions);
}

/**
 * POST devices/{deviceId}/requestAccess: asks the homeowner for remote access to one device,
 * as a RemoteAccess request at its home would (the same 409s).
 */
export async function requestAccess(
  ctx: AppContext,
  caller: Caller,
  deviceId: string,
): Promise<DeviceService> {
  const device = await companyDevice(ctx, caller, deviceId);
  if (!device.locationId) throw new AppError(404, DEVICE_NOT_FOUND);
  const [service] = await requestServices(ctx, caller, device.locationId, {
    deviceIds: [device.id],
    serviceType: 'RemoteAccess',
  });
  if (!service) throw new Error('a remote access request was not made');
  return service;
}

/** GET services/{deviceId}/available: the service types the company may still ask for. */
export async function availableServices(
  ctx: AppContext,
  caller: Membership,
  locationId: string,
  deviceId: string,
): Promise<ServiceType[]> {
  const device = await companyDevice(ctx, caller, deviceId);
  if (device.locationId !== locationId) throw new AppError(404, DEVICE_NOT_FOUND);
  const open = await openServices(ctx.db, caller.partnerAccountId, [device.id]);
  const taken = new Set(open.map((s) => s.serviceType));
  return PartnerDeviceServiceType.filter((type) => !taken.has(type));
}
