import type { ConsentStatus, PartnerDeviceServiceType } from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { afterAll, vi } from 'vitest';
import { createHomeDevice } from './homeowners';

// Factories for the insights: a company's customers added at a given time, their homes and
// devices, and branding requests asked and answered at given times, straight into the
// database so a test states the dates its figures depend on.

type ServiceType = (typeof PartnerDeviceServiceType)[number];

/** Fixes the clock (Date only) at `iso` for the test file's tests, and answers that now. */
export function fixedNow(iso: string): Date {
  const now = new Date(iso);
  vi.useFakeTimers({ now, toFake: ['Date'] });
  afterAll(() => {
    vi.useRealTimers();
  });
  return now;
}

/** A UTC time written without its zone: at('2026-03-18T15:00'). */
export const at = (iso: string) => new Date(`${iso}Z`);

/** The average Gregorian month, as the loyalty insights measure tenure. */
export const MONTH_MS = (365.2425 / 12) * 24 * 3600 * 1000;

/** A customer the company added `createdAt`. */
export async function customerAddedAt(db: Database, partnerAccountId: string, createdAt: Date) {
  const [row] = await db
    .insert(schema.partnerCustomers)
    .values({ partnerAccountId, firstName: 'Ada', lastName: 'King', countryCode: 'US', createdAt })
    .returning();
  if (!row) throw new Error('customer not created');
  return row;
}

/**
 * A home of the customer, with a thermostat of the company for each device asked for; added and
 * installed now unless told, and pre-registered by a builder when one is given.
 */
export async function homeWithDevices(
  db: Database,
  customer: { id: string; partnerAccountId: string },
  deviceCount: number,
  options: { addedAt?: Date; installedAt?: Date; associateId?: string } = {},
) {
  const [home] = await db
    .insert(schema.partnerDeviceLocations)
    .values({
      customerId: customer.id,
      partnerAccountId: customer.partnerAccountId,
      locationName: 'Home',
      address1: '12 Elm Street',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
      createdAt: options.addedAt ?? new Date(),
      associateId: options.associateId ?? null,
    })
    .returning();
  if (!home) throw new Error('home not created');
  const devices = [];
  for (let i = 0; i < deviceCount; i += 1) {
    devices.push(
      await createHomeDevice(db, null, {
        partnerAccountId: customer.partnerAccountId,
        locationId: home.id,
      }),
    );
  }
  if (options.installedAt) {
    await db
      .update(schema.devices)
      .set({ createdAt: options.installedAt })
      .where(eq(schema.devices.locationId, home.id));
  }
  return { home, devices };
}

/** A company's request of a service on a device, asked and (unless PENDING) answered then. */
export async function serviceRequest(
  db: Database,
  device: { id: string },
  partnerAccountId: string,
  request: {
    status: ConsentStatus;
    requestedAt: Date;
    respondedAt?: Date;
    serviceType?: ServiceType;
  },
) {
  const [service] = await db
    .insert(schema.partnerDeviceServices)
    .values({
      deviceId: device.id,
      partnerAccountId,
      serviceType: request.serviceType ?? 'BrandingPartnerDeviceService',
      consentStatus: request.status,
      requestedAt: request.requestedAt,
      respondedAt: request.respondedAt ?? null,
    })
    .returning({ id: schema.partnerDeviceServices.id });
  if (!service) throw new Error('service request not created');
  return service;
}
