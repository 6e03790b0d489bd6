import type {
  CommissionRequest,
  PreRegistration,
  PreRegistrationData,
  PreRegistrationRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/executor';
import { AppError, invalidField } from '../../../errors';
import { CUSTOMER_NOT_FOUND, LOCATION_NOT_FOUND } from '../../../http/not-found';
import { findCustomerRecord } from '../../../repositories/customers';
import { actorName, changeDevicesAtHome, recordHistory } from '../../../repositories/devices';
import {
  addressOf,
  changeHome,
  findLocation,
  homes,
  ofCustomers,
} from '../../../repositories/locations';
import { inviteHomeowner } from '../../../services/homeowner-invites';
import { householdsOfHomes, insertHousehold } from './repository';

type Caller = Membership & { userId: string };

async function recordForEach(
  tx: Executor,
  deviceIds: string[],
  entry: { event: string; detail?: string; actor: string | null },
) {
  for (const deviceId of deviceIds) await recordHistory(tx, { deviceId, ...entry });
}

/**
 * POST consumerAccount: pre-registers the customer's home for a homeowner without an account
 * yet: a household named after the customer, without members, with a copy of the home. The
 * home and its devices wait InPreRegistration (no services can be asked for) until commissioned.
 */
export async function preRegister(
  ctx: AppContext,
  caller: Caller,
  request: z.infer<typeof PreRegistrationRequest>,
): Promise<PreRegistration> {
  const actor = await actorName(ctx.db, caller.userId);
  return ctx.db.transaction(async (tx) => {
    const location = await findLocation(
      tx,
      caller.partnerAccountId,
      request.partnerDeviceLocationId,
      { lock: true },
    );
    const customer =
      location && location.customerId === request.partnerCustomerId
        ? await findCustomerRecord(tx, caller.partnerAccountId, location.customerId)
        : undefined;
    if (!location || !customer) throw new AppError(404, LOCATION_NOT_FOUND);
    if (location.consumerLocationId) {
      throw new AppError(
        409,
        'This home has a household already (pre-registered or taken over by the homeowner).',
        'ALREADY_REGISTERED',
      );
    }
    const household = await insertHousehold(tx, `${customer.firstName} ${customer.lastName}`, {
      locationName: location.locationName,
      address: addressOf(location),
    });
    await changeHome(tx, location.id, {
      consumerLocationId: household.consumerLocationId,
      locationState: 'InPreRegistration',
    });
    const deviceIds = await changeDevicesAtHome(tx, location.id, {
      state: 'InPreRegistration',
      consumerLocationId: household.consumerLocationId,
    });
    await recordForEach(tx, deviceIds, {
      event: 'PRE_REGISTERED',
      detail: `At ${location.locationName}`,
      actor,
    });
    return {
      partnerDeviceLocationId: location.id,
      consumerAccountId: household.consumerAccountId,
      consumerDeviceLocationId: household.consumerLocationId,
      state: 'InPreRegistration',
      invite: null,
    };
  });
}

/**
 * PUT commissionAccount: hands a pre-registered home to its homeowner. The home must be
 * InPreRegistration (409 INCOMPLETE_REGISTRATION_STATE) and hold a device (409
 * PARTIAL_REGISTRATION_STATE); home and devices go back to Normal and the homeowner is invited
 * (to the request's email, else the customer's) in the same transaction; the mail follows.
 */
export async function commission(
  ctx: AppContext,
  caller: Caller,
  request: z.infer<typeof CommissionRequest>,
): Promise<PreRegistration> {
  const location = await findLocation(
    ctx.db,
    caller.partnerAccountId,
    request.partnerDeviceLocationId,
  );
  if (!location) throw new AppError(404, LOCATION_NOT_FOUND);
  const customer = await findCustomerRecord(ctx.db, caller.partnerAccountId, location.customerId);
  const email = request.email ?? customer?.email;
  if (!email) {
    throw invalidField('body.email', "Enter the homeowner's email: the customer has none.");
  }
  const actor = await actorName(ctx.db, caller.userId);
  const invite = await inviteHomeowner(ctx, caller, location, email, async (tx) => {
    const home = await findLocation(tx, caller.partnerAccountId, location.id, { lock: true });
    if (!home) throw new AppError(404, LOCATION_NOT_FOUND);
    if (home.locationState !== 'InPreRegistration' || !home.consumerLocationId) {
      throw new AppError(409, 'Pre-register this home first.', 'INCOMPLETE_REGISTRATION_STATE');
    }
    if (home.homeownerLinked) {
      throw new AppError(409, 'The homeowner already has this home.', 'ALREADY_REGISTERED');
    }
    const deviceIds = await changeDevicesAtHome(tx, home.id, { state: 'Normal' });
    if (deviceIds.length === 0) {
      throw new AppError(
        409,
        'Register a device before commissioning.',
        'PARTIAL_REGISTRATION_STATE',
      );
    }
    await changeHome(tx, home.id, { locationState: 'Normal' });
    await recordForEach(tx, deviceIds, { event: 'COMMISSIONED', actor });
  });
  // Pre-registration made the household, and nothing changes it while the home waits.
  const household = (await householdsOfHomes(ctx.db, [location.id])).get(location.id);
  if (!household) throw new Error('a commissioned home has no household');
  return {
    partnerDeviceLocationId: location.id,
    consumerAccountId: household.consumerAccountId,
    consumerDeviceLocationId: household.consumerLocationId,
    state: 'Normal',
    invite,
  };
}

/** GET customers/{id}/preRegistrationData: the customer and its homes with their households. */
export async function preRegistrationData(
  ctx: AppContext,
  caller: Membership,
  customerId: string,
): Promise<PreRegistrationData> {
  const customer = await findCustomerRecord(ctx.db, caller.partnerAccountId, customerId);
  if (!customer) throw new AppError(404, CUSTOMER_NOT_FOUND);
  const locations = await homes(ctx.db, caller.partnerAccountId, ofCustomers([customer.id]));
  const households = await householdsOfHomes(
    ctx.db,
    locations.map((location) => location.id),
  );
  return {
    customer: {
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
    },
    locations: locations.map((location) => ({
      ...location,
      consumerAccountId: households.get(location.id)?.consumerAccountId ?? null,
    })),
  };
}
