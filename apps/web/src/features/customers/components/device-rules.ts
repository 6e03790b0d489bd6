import {
  type ConsentStatus,
  type Device,
  DeviceRegistration,
  type DeviceService,
  hasPermission,
  type PartnerRole,
} from '@portal/contracts';

/**
 * What a member may do on the customer screens: customers:manage adds and edits customers,
 * adds, edits and deletes homes and invites homeowners; customers:delete (owners and company
 * admins) deletes customers; devices:manage registers devices and requests services. Without
 * any of them the pages are read-only. remoteSessions:start opens a device's remote session page.
 */
export function customerAbilities(roles: readonly PartnerRole[]) {
  return {
    manageCustomers: hasPermission(roles, 'customers:manage'),
    deleteCustomers: hasPermission(roles, 'customers:delete'),
    manageDevices: hasPermission(roles, 'devices:manage'),
    remoteSessions: hasPermission(roles, 'remoteSessions:start'),
  };
}
export type CustomerAbilities = ReturnType<typeof customerAbilities>;

/**
 * A typed MAC address as the server will store it (twelve upper-case hex digits, colon
 * separated), or undefined while it is not one; the form shows it so the installer can compare
 * it with the label.
 */
export function normalizedMac(text: string): string | undefined {
  const result = DeviceRegistration.shape.macAddress.safeParse(text);
  return result.success ? result.data : undefined;
}

/** The badge colour of a service's consent: accepted green, waiting yellow, refused red. */
export const CONSENT_COLOR: Readonly<Record<ConsentStatus, string>> = {
  ACCEPTED: 'green',
  PENDING: 'yellow',
  REJECTED: 'red',
};

/** Only a request still waiting for the homeowner can be sent again or cancelled. */
export function isPending(service: DeviceService): boolean {
  return service.consentStatus === 'PENDING';
}

/** An open request (waiting or accepted) blocks another of its type; a refused one does not. */
const isOpen = (service: DeviceService) => service.consentStatus !== 'REJECTED';

/** Remote access can be asked for on a device that has no open remote-access request. */
export function remoteAccessAvailable(device: Device): boolean {
  return !device.services.some(
    (service) => service.serviceType === 'RemoteAccess' && isOpen(service),
  );
}

/** A remote session needs the homeowner's accepted remote access on the device. */
export function remoteAccessAccepted(device: Device): boolean {
  return device.services.some(
    (service) => service.serviceType === 'RemoteAccess' && service.consentStatus === 'ACCEPTED',
  );
}
