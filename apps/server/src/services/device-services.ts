import type {
  AppStatusUpdate,
  CompanyDeviceService,
  PartnerDeviceServiceType,
} from '@portal/contracts';
import type { Executor } from '../db/executor';
import { AppError } from '../errors';
import {
  acceptedService,
  deleteService,
  insertPendingServices,
  lockServices,
  openServices,
  type ServiceRecord,
  setServiceAppStatus,
  toService,
} from '../repositories/device-services';
import { actorName, recordHistory } from '../repositories/devices';
import { endSessionsOfServices, type MovedSession } from './remote-sessions';
import type { Mover } from './session-rules';

type ServiceType = (typeof PartnerDeviceServiceType)[number];

/**
 * Makes sure the company asks for the service on each device: devices with an open request of
 * the type keep it, the others (none yet, or rejected) get a new PENDING one. The open ones are
 * locked first, so two askers at once do not both add. In the caller's transaction.
 */
export async function requestWhereMissing(
  tx: Executor,
  partnerAccountId: string,
  deviceIds: string[],
  serviceType: ServiceType,
): Promise<{ open: ServiceRecord[]; created: ServiceRecord[] }> {
  const open = await openServices(tx, partnerAccountId, deviceIds, { serviceType, lock: true });
  const covered = new Set(open.map((service) => service.deviceId));
  const missing = deviceIds.filter((id) => !covered.has(id));
  const created = await insertPendingServices(tx, partnerAccountId, missing, serviceType);
  return { open, created };
}

/** A SERVICE_REQUESTED line in each device's history, naming the user who asked. */
export async function logRequests(
  db: Executor,
  userId: string | null,
  services: { deviceId: string; serviceType: ServiceType }[],
) {
  if (services.length === 0) return;
  const actor = userId ? await actorName(db, userId) : null;
  for (const service of services) {
    await recordHistory(db, {
      deviceId: service.deviceId,
      event: 'SERVICE_REQUESTED',
      detail: service.serviceType,
      actor,
    });
  }
}

/**
 * Ends the company's services: a PENDING request is cancelled, an ACCEPTED service ended, a
 * REJECTED one forgotten; the device history keeps what happened. A remote session open under
 * one of them ends first (endSessionsOfServices). In the caller's transaction; answers the
 * sessions ended, which the caller tells after its commit (tellMoved).
 */
export async function cancelServices(
  tx: Executor,
  services: ServiceRecord[],
  by: Mover,
): Promise<MovedSession[]> {
  // Locked first, so that a session being asked for under one of them is either written before
  // (and ended below) or refused after (services/remote-sessions.ts openSession).
  await lockServices(
    tx,
    services.map((service) => service.id),
  );
  const ended = await endSessionsOfServices(
    tx,
    services.map((service) => service.id),
    by,
  );
  for (const service of services) {
    await deleteService(tx, service.id);
    await recordHistory(tx, {
      deviceId: service.deviceId,
      event: service.consentStatus === 'PENDING' ? 'SERVICE_CANCELLED' : 'SERVICE_REMOVED',
      detail: service.serviceType,
      actor: by.actor,
    });
  }
  return ended;
}

const NOT_SHARED =
  "The homeowner has not shared this device's data with your company: its Pro Alerts service is not accepted.";

/**
 * A device's readings and history are the homeowner's: a company sees them while the homeowner
 * has ACCEPTED its Pro Alerts service on the device, and gets a 403 before they answer or once
 * they withdraw it.
 */
export async function requireSharedReadings(
  db: Executor,
  partnerAccountId: string,
  deviceId: string,
): Promise<void> {
  if (!(await acceptedService(db, partnerAccountId, deviceId, 'ProAlertsPartnerDeviceService'))) {
    throw new AppError(403, NOT_SHARED);
  }
}

/**
 * A platform administrator shows (ENABLED) or hides (DISABLED) the company's service in the
 * homeowner app: a DISABLED branding service brands no home. Another company's service, or
 * none, answers 404.
 */
export async function changeServiceAppStatus(
  db: Executor,
  partnerAccountId: string,
  serviceId: string,
  { appStatus }: AppStatusUpdate,
): Promise<CompanyDeviceService> {
  const row = await setServiceAppStatus(db, partnerAccountId, serviceId, appStatus);
  if (!row) throw new AppError(404, 'This company has no service with this id.');
  return { ...toService(row), appStatus: row.appStatus };
}
