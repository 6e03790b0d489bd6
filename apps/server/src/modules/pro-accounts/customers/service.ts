import {
  type Customer,
  type CustomerCreate,
  type CustomerListQuery,
  type CustomerLocation,
  type CustomerUpdate,
  hasPermission,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Membership } from '../../../access';
import { AppError } from '../../../errors';
import { CUSTOMER_NOT_FOUND } from '../../../http/not-found';
import { keysetConnection } from '../../../paging';
import { insertCustomer } from '../../../repositories/customers';
import { activeAlertsOn, proAlertsReadings } from '../../../repositories/device-readings';
import { homes, insertLocation, ofCustomers } from '../../../repositories/locations';
import { type ApplicationContext, verifyAddress } from '../../../services/address-check';
import { userAlertTexts } from '../../../services/alert-texts';
import { e164 } from '../../../services/phone-numbers';
import {
  CUSTOMER_ORDERS,
  type CustomerRow,
  countCustomers,
  customerSearch,
  customersOf,
  deleteCustomer,
  findCustomer,
  updateCustomer,
} from './repository';

function toCustomer(row: CustomerRow, locations?: Customer['locations']): Customer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    countryCode: row.countryCode,
    customerType: row.customerType,
    homeownerStatus:
      row.linkedLocations > 0 ? 'LINKED' : row.pendingInvites > 0 ? 'INVITED' : 'NONE',
    locationsCount: row.locationsCount,
    devicesCount: row.devicesCount,
    city: row.city,
    offlineDevicesCount: row.offlineDevicesCount,
    pendingRequestsCount: row.pendingRequestsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(locations ? { locations } : {}),
  };
}

/** A customer's phone number as E.164 by their country's rules, none when not given. */
const customerPhone = (phoneNumber: string | null | undefined, countryCode: string) =>
  phoneNumber ? e164(phoneNumber, countryCode) : null;

/** POST customers: the customer, and its first home when one comes along (address checked). */
export async function createCustomer(
  ctx: ApplicationContext,
  caller: Membership,
  request: CustomerCreate,
): Promise<Customer> {
  const phoneNumber = customerPhone(request.phoneNumber, request.countryCode);
  if (request.location) await verifyAddress(ctx, request.location.address);
  const id = await ctx.db.transaction(async (tx) => {
    const customer = await insertCustomer(tx, caller.partnerAccountId, {
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email?.toLowerCase() ?? null,
      phoneNumber,
      countryCode: request.countryCode,
      customerType: request.customerType,
    });
    if (request.location) {
      await insertLocation(tx, {
        partnerAccountId: caller.partnerAccountId,
        customerId: customer.id,
        ...request.location,
      });
    }
    return customer.id;
  });
  return getCustomer(ctx, caller, id, true);
}

/** GET customers: 15 a page by default; filterBy searches names, email and phone by prefix. */
export function listCustomers(
  ctx: ApplicationContext,
  caller: Membership,
  query: z.infer<typeof CustomerListQuery>,
) {
  const search = customerSearch(query.filterBy);
  const order = CUSTOMER_ORDERS[query.orderBy];
  return keysetConnection(
    query,
    order,
    {
      countedRows: async (page) => {
        const rows = await customersOf(ctx.db, caller.partnerAccountId, search, order, page);
        const totalCount =
          rows[0]?.totalCount ?? (await countCustomers(ctx.db, caller.partnerAccountId, search));
        // Without a search the size is the company's kept count, exact at any length.
        return { rows, totalCount, exact: search === undefined };
      },
    },
    ({ cursorKeys, totalCount, ...row }) => toCustomer(row),
  );
}

export async function getCustomer(
  ctx: ApplicationContext,
  caller: Membership,
  customerId: string,
  includeLocations: boolean,
): Promise<Customer> {
  const row = await findCustomer(ctx.db, caller.partnerAccountId, customerId);
  if (!row) throw new AppError(404, CUSTOMER_NOT_FOUND);
  const locations = includeLocations
    ? await homes(ctx.db, caller.partnerAccountId, ofCustomers([row.id]))
    : undefined;
  return toCustomer(row, locations);
}

/**
 * The homes' devices with what they report, for a caller who may read alerts (alerts:read):
 * on a device whose homeowner ACCEPTED the company's Pro Alerts service, its latest readings and
 * the company's alerts not yet dismissed (titles in the caller's language); on any other device
 * readings null and no alerts. Two queries whatever the number of devices.
 */
async function withTelemetry(
  ctx: ApplicationContext,
  caller: Membership & { userId: string },
  locations: CustomerLocation[],
): Promise<CustomerLocation[]> {
  if (!hasPermission(caller.roles, 'alerts:read')) return locations;
  const deviceIds = locations.flatMap((location) => location.devices.map((device) => device.id));
  const readings = await proAlertsReadings(ctx.db, caller.partnerAccountId, deviceIds);
  const [alerts, texts] = await Promise.all([
    activeAlertsOn(ctx.db, caller.partnerAccountId, [...readings.keys()]),
    userAlertTexts(ctx.db, caller.userId),
  ]);
  return locations.map((location) => ({
    ...location,
    devices: location.devices.map((device) => ({
      ...device,
      readings: readings.get(device.id) ?? null,
      activeAlerts: alerts
        .filter((alert) => alert.deviceId === device.id)
        .map((alert) => ({
          id: alert.id,
          alertName: alert.alertName,
          title: texts.text(alert.alertName, 'title'),
          severity: alert.severity,
          openedAt: alert.openedAt.toISOString(),
          clearedAt: alert.clearedAt?.toISOString() ?? null,
        })),
    })),
  }));
}

/** GET customers/{id} (v1, and v2 with its homes): the customer account page. */
export async function customerAccount(
  ctx: ApplicationContext,
  caller: Membership & { userId: string },
  customerId: string,
  includeLocations: boolean,
): Promise<Customer> {
  const customer = await getCustomer(ctx, caller, customerId, includeLocations);
  if (!customer.locations) return customer;
  return { ...customer, locations: await withTelemetry(ctx, caller, customer.locations) };
}

/** PUT customers/{id}: the fields sent; a phone is checked against the resulting country. */
export async function changeCustomer(
  ctx: ApplicationContext,
  caller: Membership,
  customerId: string,
  update: CustomerUpdate,
): Promise<Customer> {
  const row = await findCustomer(ctx.db, caller.partnerAccountId, customerId);
  if (!row) throw new AppError(404, CUSTOMER_NOT_FOUND);
  const countryCode = update.countryCode ?? row.countryCode;
  const phoneNumber =
    update.phoneNumber !== undefined
      ? customerPhone(update.phoneNumber, countryCode)
      : update.countryCode !== undefined
        ? customerPhone(row.phoneNumber, countryCode)
        : undefined;
  await updateCustomer(ctx.db, row.id, {
    ...(update.firstName !== undefined ? { firstName: update.firstName } : {}),
    ...(update.lastName !== undefined ? { lastName: update.lastName } : {}),
    ...(update.email !== undefined ? { email: update.email?.toLowerCase() ?? null } : {}),
    ...(phoneNumber !== undefined ? { phoneNumber } : {}),
    ...(update.countryCode !== undefined ? { countryCode } : {}),
    ...(update.customerType !== undefined ? { customerType: update.customerType } : {}),
  });
  return getCustomer(ctx, caller, row.id, false);
}

/** DELETE customers/{id}: the customer, its homes, and the registrations of their devices. */
export async function removeCustomer(
  ctx: ApplicationContext,
  caller: Membership,
  customerId: string,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await findCustomer(tx, caller.partnerAccountId, customerId);
    if (!row) throw new AppError(404, CUSTOMER_NOT_FOUND);
    await deleteCustomer(tx, row.id);
  });
}
