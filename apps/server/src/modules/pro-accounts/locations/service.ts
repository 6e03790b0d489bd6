import type { CustomerLocation, CustomerLocationInput } from '@portal/contracts';
import type { Membership } from '../../../access';
import { AppError } from '../../../errors';
import { CUSTOMER_NOT_FOUND, LOCATION_NOT_FOUND } from '../../../http/not-found';
import { findCustomerRecord } from '../../../repositories/customers';
import {
  deleteLocation,
  findLocation,
  homes,
  insertLocation,
  isLocation,
  ofCustomers,
  updateLocation,
} from '../../../repositories/locations';
import { type ApplicationContext, verifyAddress } from '../../../services/address-check';

async function requireCustomer(ctx: ApplicationContext, caller: Membership, customerId: string) {
  const customer = await findCustomerRecord(ctx.db, caller.partnerAccountId, customerId);
  if (!customer) throw new AppError(404, CUSTOMER_NOT_FOUND);
  return customer;
}

/** One of the company's homes with its devices and services, or 404. */
export async function getLocation(
  ctx: ApplicationContext,
  caller: Membership,
  locationId: string,
): Promise<CustomerLocation> {
  const [location] = await homes(ctx.db, caller.partnerAccountId, isLocation(locationId));
  if (!location) throw new AppError(404, LOCATION_NOT_FOUND);
  return location;
}

export async function customerLocations(
  ctx: ApplicationContext,
  caller: Membership,
  customerId: string,
): Promise<CustomerLocation[]> {
  await requireCustomer(ctx, caller, customerId);
  return homes(ctx.db, caller.partnerAccountId, ofCustomers([customerId]));
}

/** POST customers/{id}/locations: a new home, its address checked when a geocoder is set. */
export async function addLocation(
  ctx: ApplicationContext,
  caller: Membership,
  customerId: string,
  input: CustomerLocationInput,
): Promise<CustomerLocation> {
  await requireCustomer(ctx, caller, customerId);
  await verifyAddress(ctx, input.address);
  const location = await insertLocation(ctx.db, {
    partnerAccountId: caller.partnerAccountId,
    customerId,
    ...input,
  });
  return getLocation(ctx, caller, location.id);
}

/** PUT customers/{id}/locations/{locId}: the home must be this customer's. */
export async function changeLocation(
  ctx: ApplicationContext,
  caller: Membership,
  customerId: string,
  locationId: string,
  input: CustomerLocationInput,
): Promise<CustomerLocation> {
  const location = await findLocation(ctx.db, caller.partnerAccountId, locationId);
  if (!location || location.customerId !== customerId) {
    throw new AppError(404, LOCATION_NOT_FOUND);
  }
  await verifyAddress(ctx, input.address);
  await updateLocation(ctx.db, location.id, input);
  return getLocation(ctx, caller, location.id);
}

/** DELETE locations/{locId}: the home goes and its devices are unregistered. */
export async function removeLocation(
  ctx: ApplicationContext,
  caller: Membership,
  locationId: string,
) {
  await ctx.db.transaction(async (tx) => {
    const location = await findLocation(tx, caller.partnerAccountId, locationId);
    if (!location) throw new AppError(404, LOCATION_NOT_FOUND);
    await deleteLocation(tx, location.id);
  });
}
