import type { Executor } from '../db/executor';
import { deleteService, type ServiceRecord } from '../repositories/device-services';
import { recordHistory } from '../repositories/devices';

/**
 * Ends the company's services: a PENDING request is cancelled, an ACCEPTED service ended, a
 * REJECTED one forgotten; the device history keeps what happened. In the caller's transaction.
 */
export async function cancelServices(
  tx: Executor,
  services: ServiceRecord[],
  actor: string | null,
) {
  for (const service of services) {
    await deleteService(tx, service.id);
    await recordHistory(tx, {
      deviceId: service.deviceId,
      event: service.consentStatus === 'PENDING' ? 'SERVICE_CANCELLED' : 'SERVICE_REMOVED',
      detail: service.serviceType,
      actor,
    });
  }
}
