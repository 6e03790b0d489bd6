import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

export const HOME = {
  locationName: 'Main house',
  address: { address1: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
};

/** A customer with one home made through the API; answers their ids. */
export async function customerWithHome(
  app: FastifyInstance,
  companyId: string,
  headers: Headers,
): Promise<{ customerId: string; locationId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/proAccounts/${companyId}/customers`,
    headers,
    payload: { firstName: 'Grace', lastName: 'Hopper', countryCode: 'US', location: HOME },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { id: string; locations: { id: string }[] };
  return { customerId: body.id, locationId: body.locations[0]?.id ?? '' };
}

let macs = 0;
/** A MAC address no other test registered. */
export function freshMac(): string {
  macs += 1;
  const hex =
    (Date.now() % 0xffffff).toString(16).padStart(6, '0') + macs.toString(16).padStart(6, '0');
  return (hex.toUpperCase().match(/../g) ?? []).join(':');
}

/** Registers a thermostat (or the given SKU) at the home; answers the device. */
export async function registerDevice(
  app: FastifyInstance,
  companyId: string,
  locationId: string,
  headers: Headers,
  sku = 'ATH6320WF2003',
): Promise<{ id: string; macAddress: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/proAccounts/${companyId}/locations/${locationId}/devices/register`,
    headers,
    payload: { macAddress: freshMac(), sku },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
