import type { CustomerLocation, Device, DeviceService } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SentRequest } from '@/test/fetch';

// Homes as the customer call answers them, and the screens' menus as a test works them.

export const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
export const CUSTOMER = '6f1c2b3a-0000-4000-8000-000000000003';
export const HOME = '6f1c2b3a-0000-4000-8000-000000000005';
export const DEVICE = '6f1c2b3a-0000-4000-8000-000000000006';
export const SERVICE = '6f1c2b3a-0000-4000-8000-000000000007';
export const MAC = '00:1A:2B:3C:4D:5E';

export function serviceOf(fields: Partial<DeviceService> = {}): DeviceService {
  return {
    id: SERVICE,
    deviceId: DEVICE,
    serviceType: 'RemoteAccess',
    consentStatus: 'PENDING',
    requestedAt: '2025-03-07T14:05:00.000Z',
    respondedAt: null,
    ...fields,
  };
}

export function deviceOf(fields: Partial<Device> = {}): Device {
  return {
    id: DEVICE,
    macAddress: MAC,
    serialNumber: null,
    sku: 'T10-PRO',
    marketName: 'T10 Pro',
    deviceType: 'WiFiThermostat',
    deviceCategory: 'Thermostat',
    productFamily: 'Thermostat',
    state: 'Normal',
    online: true,
    lastSeenAt: null,
    claimStatus: null,
    registeredAt: '2025-03-01T09:00:00.000Z',
    services: [],
    ...fields,
  };
}

export function homeOf(fields: Partial<CustomerLocation> = {}): CustomerLocation {
  return {
    id: HOME,
    customerId: CUSTOMER,
    locationName: 'Lake house',
    address: {
      address1: '1 Shore Road',
      city: 'Boise',
      state: 'ID',
      zip: '83702',
      country: 'US',
    },
    state: 'Normal',
    homeownerLinked: false,
    hasHousehold: false,
    devices: [deviceOf()],
    createdAt: '2025-03-01T09:00:00.000Z',
    ...fields,
  };
}

/** The requests to the company's API (the shell's own, such as the viewer, left out). */
export const companyRequests = (sent: readonly SentRequest[]) =>
  sent.filter((request) => request.path.startsWith(`/api/v1/proAccounts/${ACCOUNT}`));

// jsdom lays nothing out, so Mantine hides an open menu it cannot place beside its button: its
// items are looked for among hidden elements.
const inMenu = { hidden: true } as const;

/** Opens the "More actions" menu of a home or a device (by its name or MAC address). */
export async function openMenu(user: UserEvent, target: string): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name: `More actions for ${target}` });
  await user.click(button);
  // The button names its open menu: another one closed before may still be fading out.
  return waitFor(() => {
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!menu) throw new Error(`the menu for ${target} is not open`);
    return menu;
  });
}

export const menuItem = (menu: HTMLElement, name: string) =>
  within(menu).getByRole('menuitem', { name, ...inMenu });

export const noMenuItem = (menu: HTMLElement, name: string) =>
  expect(within(menu).queryByRole('menuitem', { name, ...inMenu })).toBeNull();

/** Picks an item of a home's or a device's "More actions" menu. */
export async function pickAction(user: UserEvent, target: string, item: string) {
  await user.click(menuItem(await openMenu(user, target), item));
}

/** The menu item is there but disabled, and says why. */
export function expectUnavailable(menu: HTMLElement, item: string, reason: string) {
  const found = within(menu).getByRole('menuitem', { name: item, description: reason, ...inMenu });
  expect(found.hasAttribute('disabled')).toBe(true);
}
