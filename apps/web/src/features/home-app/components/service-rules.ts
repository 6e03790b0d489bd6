import type { ConsentStatus, ConsumerDevice, ConsumerDeviceService } from '@portal/contracts';

/** The badge colour of each answer. */
export const CONSENT_COLOR: Record<ConsentStatus, string> = {
  ACCEPTED: 'green',
  PENDING: 'yellow',
  REJECTED: 'gray',
};

export const isWaiting = (service: ConsumerDeviceService) => service.consentStatus === 'PENDING';

/** The requests on these devices that wait for the homeowner's answer. */
export function waitingRequests(devices: readonly ConsumerDevice[]): ConsumerDeviceService[] {
  return devices.flatMap((device) => device.services.filter(isWaiting));
}
